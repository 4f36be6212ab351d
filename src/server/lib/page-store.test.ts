import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageStore, pageStoreDir, type StoredPage } from './page-store.ts';

const page = (text: string, tags = ['good:1']): StoredPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-abc'" },
  body: Buffer.from(text),
  tags,
  expires: 1e15,
});

/** Two processes of one server: one directory, each its own clock reading and knowledge. */
function twoProcesses() {
  const dir = mkdtempSync(join(tmpdir(), 'page-store-'));
  let time = 1000;
  const now = () => time;
  const a = createPageStore({ dir, maxFiles: 100, now });
  const b = createPageStore({ dir, maxFiles: 100, now });
  return { dir, a, b, tick: (ms = 1) => (time += ms), now };
}

describe('page store', () => {
  it('serves a page one process rendered to another, whole', async () => {
    const { a, b, tick, now } = twoProcesses();
    tick();
    await a.write('CNY /product/1', page('<html>中文</html>'), now());
    tick();
    const read = await b.read('CNY /product/1');
    expect(read?.body.toString()).toBe('<html>中文</html>');
    expect(read).toMatchObject({ status: 200, tags: ['good:1'] });
    expect(read?.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(await b.read('USD /product/1')).toBeUndefined();
  });

  it('refuses a page not fresh as of a change its reader knows of (the good, or everything)', async () => {
    const { a, b, tick, now } = twoProcesses();
    tick();
    // Rendered by A with what was committed before this moment...
    const freshAsOf = now();
    tick();
    // ...then a change of good 1 that B learned of (its commit came after that moment).
    b.noteChange(['good:1']);
    tick();
    await a.write('CNY /product/1', page('old'), freshAsOf);
    await a.write('CNY /product/2', page('other', ['good:2']), freshAsOf);
    expect(await b.read('CNY /product/1')).toBeUndefined();
    expect((await b.read('CNY /product/2'))?.body.toString()).toBe('other');
    // A rendering that saw the change is served again.
    tick();
    await a.write('CNY /product/1', page('new'), now());
    expect((await b.read('CNY /product/1'))?.body.toString()).toBe('new');
    // A change of anything refuses every page fresh as of before it.
    tick();
    b.noteChange();
    expect(await b.read('CNY /product/1')).toBeUndefined();
    expect(await b.read('CNY /product/2')).toBeUndefined();
    // The same moment is not after the change: refused too.
    const at = now();
    b.noteChange(['good:3']);
    await a.write('CNY /product/3', page('same moment', ['good:3']), at);
    expect(await b.read('CNY /product/3')).toBeUndefined();
  });

  it('refuses pages stored before the reader started (changes it never heard of)', async () => {
    const { dir, a, tick, now } = twoProcesses();
    tick();
    await a.write('CNY /product/1', page('before'), now());
    tick();
    const restarted = createPageStore({ dir, maxFiles: 100, now });
    expect(await restarted.read('CNY /product/1')).toBeUndefined();
    tick();
    await restarted.write('CNY /product/1', page('after'), now());
    expect((await restarted.read('CNY /product/1'))?.body.toString()).toBe('after');
  });

  it('refuses an expired page, a file that is not a page and a hash collision', async () => {
    const { dir, a, b, tick, now } = twoProcesses();
    tick();
    await a.write('CNY /product/1', { ...page('soon'), expires: now() + 10 }, now());
    tick(10);
    expect(await b.read('CNY /product/1')).toBeUndefined();
    for (const name of readdirSync(dir)) writeFileSync(join(dir, name), 'not a page');
    expect(await b.read('CNY /product/1')).toBeUndefined();
    for (const name of readdirSync(dir)) writeFileSync(join(dir, name), Buffer.from([0, 0, 0, 200, 1, 2]));
    expect(await b.read('CNY /product/1')).toBeUndefined();
  });

  it('adds at most maxFiles files per process (hostile addresses), replacing its own freely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-store-'));
    let time = 1;
    const store = createPageStore({ dir, maxFiles: 2, now: () => ++time });
    for (let i = 0; i < 5; i++) await store.write(`CNY /product/${i}`, page(`p${i}`), time + 100);
    await store.write('CNY /product/0', page('again'), time + 100);
    expect(readdirSync(dir)).toHaveLength(2);
    expect((await store.read('CNY /product/0'))?.body.toString()).toBe('again');
  });

  it('keeps a compressed twin beside its page, refused after a change of its goods like the page', async () => {
    const { dir, a, b, tick, now } = twoProcesses();
    tick();
    const freshAsOf = now();
    await a.write('CNY /product/1', page('plain'), freshAsOf);
    await a.write('CNY /product/1', page('brotli'), freshAsOf, 'br');
    tick();
    expect((await b.read('CNY /product/1'))?.body.toString()).toBe('plain');
    expect((await b.read('CNY /product/1', 'br'))?.body.toString()).toBe('brotli');
    expect(await b.read('CNY /product/1', 'gzip')).toBeUndefined();
    expect(readdirSync(dir).filter((f) => f.endsWith('.br'))).toHaveLength(1);
    b.noteChange(['good:1']);
    expect(await b.read('CNY /product/1', 'br')).toBeUndefined();
  });

  it('reads into pooled memory that only a release hands to the next read, once', async () => {
    const { a, tick, now } = twoProcesses();
    tick();
    await a.write('CNY /product/1', page('one'), now());
    await a.write('CNY /product/2', page('two'), now());
    await a.write('CNY /product/3', page('three'), now());
    tick();
    const one = (await a.read('CNY /product/1'))!;
    const two = (await a.read('CNY /product/2'))!;
    // Not released: each read has memory of its own.
    expect([one.body.toString(), two.body.toString()]).toEqual(['one', 'two']);
    expect(one.freshAsOf).toBe(now() - 1);
    // Released twice by mistake: still one reader at a time per block.
    one.release();
    one.release();
    const three = (await a.read('CNY /product/3'))!;
    const again = (await a.read('CNY /product/2'))!;
    expect([two.body.toString(), three.body.toString(), again.body.toString()]).toEqual(['two', 'three', 'two']);
    expect(three.body.buffer === again.body.buffer).toBe(false);
  });

  it("removes this host's directories of servers no longer running, never a running one's or another host's", () => {
    const data = mkdtempSync(join(tmpdir(), 'page-store-data-'));
    const gone = 2 ** 22 + 12345; // above Linux's largest pid
    const here = (pid: number) => `${hostname()}-${pid}`;
    for (const name of [here(gone), here(process.ppid), `elsewhere-${gone}`]) {
      mkdirSync(join(data, 'pages', name), { recursive: true });
    }
    expect(pageStoreDir(data, process.pid)).toBe(join(data, 'pages', here(process.pid)));
    expect(readdirSync(join(data, 'pages')).sort()).toEqual([here(process.ppid), `elsewhere-${gone}`].sort());
  });
});
