// The real server entry point (src/server/main.ts) as a child process, for tests of
// what only separate processes show: several workers, several machines, signals.
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingHttpHeaders, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OWNER = { email: 'cluster-owner@example.com', password: 'cluster-owner-password' };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        // '' for the embedded database (one process, in DATA_DIR).
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: join(tmpdir(), 'shop-test-data'),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        CAPTCHA: 'off',
        // No call to the internet from a test (the demo's currencies follow the ECB feed).
        ECB_RATES_URL: 'off',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

export async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

export const ready = (base: string) =>
  until(() =>
    fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false),
  );

export interface Answer {
  status: number;
  json: { code: number; message: string; data: Record<string, unknown> };
}

/** One request on a new connection (successive calls may reach different workers). */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await send(base, method, path, body, headers);
  if (res.error) throw res.error;
  return { status: res.status, json: JSON.parse(res.text) };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
  /** The connection failed (then status is 0). */
  error?: Error;
}

/** The same request, answered as it came (never rejects: a connection that fails is status 0). */
export function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const start = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: performance.now() - start }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - start, error }));
    req.end(payload);
  });
}
