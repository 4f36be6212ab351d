// SIGTERM under keep-alive load, through the real entry point (src/server/main.ts),
// alone and through the cluster primary. PostgreSQL server only: the embedded database
// runs one process, and a cluster needs DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';
import { startServer as startShop } from '../helpers/server-process.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function until(check: () => boolean | Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let slow = 0;
/** A request whose body is still arriving: the server holds it in flight until `finish`. */
function slowRequest(port: number) {
  // One account per request: the sign-in throttle judges 5 attempts per account at most.
  const body = JSON.stringify({ email: `nobody${++slow}@example.com`, password: 'not-the-password' });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (c) => {
    answer += c;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /v1/user/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n` +
      body.slice(0, 10),
  );
  return {
    finish() {
      socket.write(body.slice(10));
    },
    answer: () => answer,
    closed,
  };
}

/** The real entry point with `workers` processes (the shared helper's, quieter, its own origin). */
const startServer = (port: number, databaseUrl: string, workers: number): ChildProcess =>
  startShop(port, databaseUrl, {
    WEB_CONCURRENCY: String(workers),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  });

describe('graceful shutdown', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  for (const workers of [1, 2]) {
    it(`SIGTERM with idle keep-alive connections and requests in flight exits 0 (WEB_CONCURRENCY=${workers})`, async () => {
      const port = await freePort();
      const server = startServer(port, db.url, workers);
      let output = '';
      server.stdout?.on('data', (c) => {
        output += c;
      });
      server.stderr?.on('data', (c) => {
        output += c;
      });
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
      try {
        await until(async () => (await get(port, '/healthz').catch(() => ({ status: 0 }))).status === 200);
        // Idle keep-alive connections: answered requests whose sockets stay open.
        const agent = new Agent({ keepAlive: true, maxSockets: 4 });
        const idle = await Promise.all(Array.from({ length: 4 }, () => get(port, '/v1/pay/methods', agent)));
        expect(idle.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        // Requests in flight: headers and half a body sent (to each worker, likely).
        const inFlight = Array.from({ length: 4 }, () => slowRequest(port));
        await new Promise((r) => setTimeout(r, 300));
        server.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
        for (const r of inFlight) r.finish();
        await Promise.all(inFlight.map((r) => r.closed));
        for (const r of inFlight) {
          expect(r.answer()).toMatch(/^HTTP\/1\.1 400 /);
          expect(r.answer()).toContain('"code":400');
        }
        expect(await exited, output).toBe(0);
        agent.destroy();
      } finally {
        server.kill('SIGKILL');
      }
    }, 90_000);
  }
});
