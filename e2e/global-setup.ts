// Starts the built server once for the browser tests, on a free port and a fresh
// database of the project's backend (TEST_BACKEND: the PostgreSQL server, or embedded
// PGlite in a new data directory, as `npm start` runs), and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { drawAllDemoArt } from '../src/server/db/seed/catalog-art.ts';
import { localDiskStore } from '../src/server/modules/uploads/storage.ts';
import { startFakeGoogle } from '../test/helpers/fake-google.ts';
import {
  createBackendDatabase,
  EMBEDDED_IDLE_TIMEOUT_MS,
  requirePostgres,
  type TestBackend,
} from '../test/helpers/pg.ts';
import { startSmtp } from '../test/helpers/smtp.ts';

export const E2E_GOOGLE_CLIENT_ID = 'e2e.apps.googleusercontent.com';
/** The first owner of the e2e shop (staff calls in journeys go through the admin API). */
export const E2E_ADMIN = { email: 'owner@e2e.test', password: 'e2e-owner-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test SMTP listener writes each received mail (one JSON file per mail). */
    mailDir: string;
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in 60 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  // Global setup runs in vitest's main process: the backend comes from the project's env.
  const backend: TestBackend = project.config.env?.TEST_BACKEND === 'embedded' ? 'embedded' : 'postgres';
  // Never a skip: a missing server fails the run with what is missing.
  if (backend === 'postgres') await requirePostgres();
  const dataDir = join(tmpdir(), 'shop-test-data');
  // Draw the demo pictures first (once per machine): drawing while pages load would
  // compete with the server for the two cores and make timings flaky.
  await drawAllDemoArt(localDiskStore(join(dataDir, 'uploads')), 2);
  const mailDir = mkdtempSync(join(tmpdir(), 'shop-e2e-mail-'));
  let mailCount = 0;
  const smtp = await startSmtp({
    onMail: (mail) =>
      writeFileSync(join(mailDir, `${String(++mailCount).padStart(4, '0')}.json`), JSON.stringify(mail)),
  });
  project.provide('mailDir', mailDir);
  const google = await startFakeGoogle(E2E_GOOGLE_CLIENT_ID);
  google.signInAs({ sub: 'e2e-google-user', email: 'google-shopper@example.com', name: 'Google Shopper' });
  const db = await createBackendDatabase('shop_e2e', backend);
  project.provide('databaseUrl', db.url);
  if (db.dataDir) {
    // The embedded shop's own data directory; the demo pictures are the shared ones.
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    symlinkSync(join(dataDir, 'uploads'), join(db.dataDir, 'uploads'));
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', fileURLToPath(new URL('../src/server/main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_DEMO: 'on',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        ...(db.dataDir
          ? // Embedded: its client is recycled every 100 ms, so every journey crosses it.
            { DATA_DIR: db.dataDir, DB_IDLE_TIMEOUT_MS: String(EMBEDDED_IDLE_TIMEOUT_MS) }
          : // Shared with the API tests: demo pictures are drawn once per machine.
            { DATABASE_URL: db.url, DATA_DIR: dataDir }),
        SMTP_URL: smtp.url,
        // The browser cannot read the captcha picture; its checks are covered by the API tests.
        CAPTCHA: 'off',
        // No call to the internet from a test (the demo's currencies follow the ECB feed).
        ECB_RATES_URL: 'off',
        // Behind a proxy, as deployed: e2e/sign-in.ts signs each journey in from an address
        // of its own, so the whole suite stays under the 30 codes a day one address may ask.
        TRUST_PROXY: 'true',
        ...google.env,
        LOG_LEVEL: 'warn',
        // One process: the cluster has its own test (test/api/cluster.test.ts).
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitReady(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    // A server that died during the run has said 'exit' already: waiting for it again would hang the suite.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await db.drop();
    await smtp.close();
    await google.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
