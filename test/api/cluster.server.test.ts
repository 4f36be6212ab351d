// Server backend only: several processes share one database, which the embedded
// database (one process by design) cannot.
// Several server processes (WEB_CONCURRENCY=2): the real entry point on PostgreSQL.
// Both workers serve; a staff change reaches the other worker's caches at once; a
// worker that dies is replaced; SIGTERM stops everything cleanly.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';
import { call as callAt, freePort, OWNER, ready, startServer, until } from '../helpers/server-process.ts';

/** The server's worker processes (children of the primary). */
function workersOf(primary: ChildProcess): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

describe('several server processes', () => {
  let db: TestDatabase;
  let server: ChildProcess;
  let base: string;
  let output = '';

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callAt(base, method, path, body, headers);

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(port, db.url);
    server.stdout?.on('data', (d) => {
      output += d;
    });
    server.stderr?.on('data', (d) => {
      output += d;
    });
    await ready(base);
    await until(() => workersOf(server).length === 2);
  }, 120_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      for (const pid of workersOf(server)) process.kill(pid, 'SIGKILL');
    }
    await db?.drop();
  });

  it('prepares the database once and serves from two processes', async () => {
    expect(workersOf(server)).toHaveLength(2);
    expect(output.match(/created the owner/g)).toHaveLength(1);
    expect(output).toContain('2 server processes');
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/v1/sys/conf')));
    for (const a of answers) expect(a.status).toBe(200);
  });

  it("answers /metrics from any process with the whole machine's figures", async () => {
    // The first test made 6 requests to /v1/sys/conf; now 10 more, over several connections.
    await Promise.all(Array.from({ length: 10 }, () => call('GET', '/v1/sys/conf')));
    const sysConf = /^http_requests_total\{method="GET",route="\/v1\/sys\/conf",status="2xx"\} (\d+)$/m;
    // Whichever process a scrape reaches, the primary gathers both: counters summed, and
    // the pools' limits too (two processes of DB_POOL_MAX=10 each).
    // (A scrape that meets a worker too busy to answer within prom-client's 5 s fails
    // whole, as Prometheus expects: on this shared 2-core machine, ask again.)
    const scrape = async () => {
      let text = '';
      await until(async () => {
        const res = await fetch(`${base}/metrics`);
        text = await res.text();
        return res.status === 200;
      }, 30_000);
      return text;
    };
    for (let i = 0; i < 4; i++) {
      const text = await scrape();
      expect(text.match(sysConf)?.[1]).toBe('16');
      expect(text).toMatch(/^db_pool_max 20$/m);
    }
  });

  it('a staff change shows at once on every process, not after the caches expire', async () => {
    const login = await call('POST', '/v1/admin/login', OWNER);
    expect(login.json.code).toBe(200);
    const staffToken = String(login.json.data.token);
    // Both processes have the old title in their caches (settings 5 s, pages 2 s).
    for (let i = 0; i < 6; i++) await call('GET', '/v1/sys/conf');

    const title = `Cluster shop ${Date.now()}`;
    const saved = await call(
      'PUT',
      '/v1/admin/settings',
      { seo_title: { 'zh-cn': title, en: title } },
      { 'staff-token': staffToken },
    );
    expect(saved.json.code).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const seen = await Promise.all(
      Array.from({ length: 8 }, () => call('GET', '/v1/sys/conf', undefined, { lang: 'en' })),
    );
    expect(seen.map((s) => s.json.data.title)).toEqual(Array(8).fill(title));
  });

  it('replaces a process that dies', async () => {
    const [victim] = workersOf(server);
    process.kill(victim!, 'SIGKILL');
    await until(() => {
      const now = workersOf(server);
      return now.length === 2 && !now.includes(victim!);
    });
    await ready(base);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/v1/sys/conf')));
    for (const a of answers) expect(a.status).toBe(200);
    expect(output).toContain('a server process stopped; starting another');
  }, 60_000);

  it('stops, with an error, when its processes cannot start (the port is taken)', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const { port } = taken.address() as { port: number };
    try {
      const other = startServer(port, db.url);
      let text = '';
      other.stdout?.on('data', (d) => {
        text += d;
      });
      const code = await new Promise<number | null>((resolve) => other.once('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(text).toContain('a server process failed to start; stopping');
    } finally {
      taken.close();
    }
  }, 60_000);

  it('stops every process on SIGTERM', async () => {
    const workers = workersOf(server);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(output).not.toMatch(/Cannot use a pool after calling end/);
  }, 30_000);
});
