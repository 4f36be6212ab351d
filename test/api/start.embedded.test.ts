// `npm start` as a newcomer runs it: the real start path (scripts/run.mjs start) on a
// fresh data directory with no DATABASE_URL, so the embedded database. The walk from
// the home page to a paid order leaves the shop idle longer than a pooled connection's
// default idle timeout between steps; SIGTERM stops it cleanly, a restart finds the
// order; a kill -9 in the middle of order placement leaves the books balanced.
// Embedded backend only: this is the embedded default's own test.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawAllDemoArt } from '../../src/server/db/seed/catalog-art.ts';
import { localDiskStore } from '../../src/server/modules/uploads/storage.ts';
import { decodedText, startSmtp } from '../helpers/smtp.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Longer than a server pool's default idle timeout (10 s), which broke the embedded shop. */
const IDLE_MS = 11_000;
const idle = () => new Promise((r) => setTimeout(r, IDLE_MS));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the API answered
  json: () => { code: number; message: string; data: any };
}

/** One request on its own connection (no keep-alive), as a browser tab that closed would leave it. */
function call(
  base: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: object | string; form?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload =
      opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          lang: 'en',
          ...(payload ? { 'content-type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The process that serves: run.mjs starts main.ts as its child (and may re-run itself under a newer Node). */
function serverPid(top: ChildProcess): number | undefined {
  const children = (pid: number) => {
    try {
      return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => ({ pid: Number(l.split(/\s+/)[0]), args: l }));
    } catch {
      return [];
    }
  };
  const queue = [top.pid!];
  while (queue.length) {
    for (const c of children(queue.shift()!)) {
      if (c.args.includes('src/server/main.ts')) return c.pid;
      queue.push(c.pid);
    }
  }
  return undefined;
}

describe('npm start on the embedded database, as a newcomer runs it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  let port: number;
  let base: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const mails: { to: string[]; raw: string }[] = [];
  let shop: ChildProcess | undefined;
  let output = '';

  async function start(): Promise<ChildProcess> {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // The captcha picture is for people; its checks have their own tests.
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], { cwd: root, env, stdio: 'pipe' });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      const ready = await call(base, 'GET', '/readyz').catch(() => null);
      if (ready?.status === 200) return child;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`npm start was not ready in 120 s:\n${output}`);
  }

  function exited(child: ChildProcess): Promise<number | null> {
    return child.exitCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise((r) => child.once('exit', (code) => r(code)));
  }

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    smtp = await startSmtp({ onMail: (m) => mails.push(m) });
    // A fresh database; the demo pictures are the ones drawn once per machine, so the
    // test does not spend its two cores drawing them again.
    const shared = join(tmpdir(), 'shop-test-data', 'uploads');
    mkdirSync(shared, { recursive: true });
    await drawAllDemoArt(localDiskStore(shared), 2);
    symlinkSync(shared, join(dataDir, 'uploads'));
  }, 180_000);

  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      shop.kill('SIGKILL');
      const pid = serverPid(shop);
      if (pid) process.kill(pid, 'SIGKILL');
    }
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let auth: Record<string, string>;
  let orderId: number;
  let skuId: number;
  let goodId: number;

  it('walks from the home page to a paid order with idle gaps, then stops on SIGTERM with exit 0', async () => {
    shop = await start();
    expect((await call(base, 'GET', '/')).status).toBe(200);
    const list = (await call(base, 'GET', '/v1/good/list?page_size=10')).json().data.list as { id: number }[];
    const good = list[0]!;
    goodId = good.id;
    expect((await call(base, 'GET', `/product/${good.id}`)).status).toBe(200);
    await idle();

    // Sign up by email code, the way an app does (tokens in the body).
    const email = `newcomer-${Date.now()}@example.com`;
    expect((await call(base, 'POST', '/v1/user/sendCode', { body: { email } })).json().code).toBe(200);
    const deadline = Date.now() + 20_000;
    while (!mails.some((m) => m.to.includes(email)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const code = decodedText(mails.find((m) => m.to.includes(email))!.raw).match(/\b(\d{6})\b/)![1]!;
    const signedIn = (
      await call(base, 'POST', '/v1/user/loginByCode', { headers: { client: '1' }, body: { email, code } })
    ).json();
    expect(signedIn.code).toBe(200);
    auth = { token: signedIn.data.access_token, sign: signedIn.data.access_sign, client: '1' };
    await idle();

    const address = (
      await call(base, 'POST', '/v1/useraddress', {
        headers: auth,
        body: {
          country: 'CN',
          province: '广东省',
          city: '广州市',
          address: '天河区体育西路 100 号',
          contact: '李雷',
          phone: '13800138000',
          is_default: true,
        },
      })
    ).json();
    expect(address.code).toBe(200);
    const detail = (await call(base, 'GET', `/v1/good/${good.id}`)).json().data;
    skuId = (detail.good_sku as { id: number; stock: number }[]).find((s) => s.stock > 5)!.id;
    const placed = (
      await call(base, 'POST', '/v2/order', {
        headers: auth,
        body: { items: [{ sku_id: skuId, quantity: 1 }], address_id: address.data.id },
      })
    ).json();
    expect(placed.code).toBe(200);
    orderId = placed.data.id;
    await idle();

    const started = (
      await call(base, 'POST', '/v1/pay', { headers: auth, body: { order_id: orderId, provider: 'demo' } })
    ).json();
    expect(started.code).toBe(200);
    const gateway = new URL(started.data.redirect_url);
    const paid = await call(base, 'POST', gateway.pathname + gateway.search, { body: 'decision=pay', form: true });
    expect(paid.status).toBe(303);
    const mine = (await call(base, 'GET', '/v1/order/list?page_size=10', { headers: auth })).json();
    expect(mine.data.list.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await call(base, 'GET', `/v1/order/${orderId}`, { headers: auth })).json().data.status).toBe(10);

    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
  }, 180_000);

  it('starts again on the same directory and finds the order', async () => {
    shop = await start();
    const order = (await call(base, 'GET', `/v1/order/${orderId}`, { headers: auth })).json();
    expect(order.code).toBe(200);
    expect(order.data.status).toBe(10);
  }, 180_000);

  it('a kill -9 in the middle of order placement leaves the books balanced after a restart', async () => {
    const stockOf = async () =>
      ((await call(base, 'GET', `/v1/good/${goodId}`)).json().data.good_sku as { id: number; stock: number }[]).find(
        (s) => s.id === skuId,
      )!.stock;
    const orderedUnits = async () => {
      let units = 0;
      for (let page = 1; ; page++) {
        const { list, total } = (
          await call(base, 'GET', `/v1/order/list?page=${page}&page_size=50`, { headers: auth })
        ).json().data as { list: { id: number; status: number }[]; total: number };
        for (const o of list) {
          const d = (await call(base, 'GET', `/v1/order/${o.id}`, { headers: auth })).json().data;
          // A placed order is whole: it has its lines. Cancelled ones gave their stock back.
          expect(d.items.length).toBeGreaterThan(0);
          if (d.status === 60) continue;
          for (const line of d.items as { sku_id: number; quantity: number }[])
            if (line.sku_id === skuId) units += line.quantity;
        }
        if (page * 50 >= total) return units;
      }
    };
    const before = (await stockOf()) + (await orderedUnits());

    const address = (await call(base, 'GET', '/v1/useraddress/list', { headers: auth })).json().data[0].id;
    const place = () =>
      call(base, 'POST', '/v2/order', {
        headers: auth,
        body: { items: [{ sku_id: skuId, quantity: 1 }], address_id: address },
      }).catch(() => null);
    const inFlight = Array.from({ length: 40 }, place);
    // Kill the server hard as soon as one placement is answered: the others are queued or
    // mid-statement. (A fixed 2 s wait answered none on a slow machine.)
    const firstAnswer = Promise.any(inFlight.map((p) => p.then((a) => a ?? Promise.reject(new Error('cut off')))));
    await Promise.race([firstAnswer, new Promise((r) => setTimeout(r, 60_000))]);
    const pid = serverPid(shop!);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    const answers = await Promise.all(inFlight);
    await exited(shop!);
    // The kill came mid-flight: some placements were answered, others cut off.
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a?.json().code === 200).length).toBeGreaterThan(0);

    shop = await start();
    expect((await stockOf()) + (await orderedUnits())).toBe(before);
    expect((await call(base, 'GET', '/')).status).toBe(200);
    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
  }, 240_000);
});
