import { describe, expect, it } from 'vitest';
import { createUploadController, type UploadDeps } from './upload-controller.ts';
import type { UploadValue } from './upload-state.ts';

interface TestFile {
  name: string;
  type: string;
}

interface Pending {
  file: TestFile;
  progress(percent: number): void;
  answer(text: string): void;
  breakDown(): void;
  signal: AbortSignal;
}

const ok = (url: string) => JSON.stringify({ code: 0, data: url, msg: 'success' });
const jpg = (name: string): TestFile => ({ name, type: 'image/jpeg' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A controller over fake browser parts that records what the shopper would see. */
function setup(opts: { limit?: number; disabled?: boolean; value?: UploadValue; confirm?: boolean } = {}) {
  const sent: Pending[] = [];
  const toasts: string[] = [];
  const logins: number[] = [];
  const changes: UploadValue[] = [];
  const released: string[] = [];
  const props = { limit: opts.limit ?? 9, disabled: opts.disabled ?? false };
  let confirmations = 0;
  const deps: UploadDeps<TestFile> = {
    send: (file, progress, signal) =>
      new Promise((resolve, reject) => {
        sent.push({ file, progress, answer: resolve, breakDown: () => reject(new Error('network')), signal });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    confirmDelete: async () => {
      confirmations++;
      return opts.confirm ?? true;
    },
    toastError: (message) => toasts.push(message),
    loginRequired: (code) => logins.push(code),
    onChange: (value) => changes.push(value),
    messages: { limit: (limit) => `at most ${limit}`, notImage: () => 'images only', failed: () => 'upload failed' },
    preview: (file) => `blob:${file.name}`,
    release: (url) => released.push(url),
    options: () => props,
  };
  const controller = createUploadController(opts.value, deps);
  const state = () => controller.items.get().map((i) => `${i.name}:${i.status}${i.url ? `=${i.url}` : ''}`);
  return { controller, sent, toasts, logins, changes, released, props, state, confirmations: () => confirmations };
}

describe('upload controller', () => {
  it('uploads each chosen image with progress and reports the addresses', async () => {
    const s = setup();
    s.controller.add([jpg('a'), jpg('b')]);
    expect(s.state()).toEqual(['a:uploading', 'b:uploading']);
    s.sent[0].progress(40.6);
    expect(s.controller.items.get()[0].percent).toBe(41);
    expect(s.controller.items.get()[0].preview).toBe('blob:a');
    s.sent[1].answer(ok('/uploads/u/b.webp'));
    await settle();
    s.sent[0].answer(ok('/uploads/u/a.webp'));
    await settle();
    expect(s.state()).toEqual(['a:success=/uploads/u/a.webp', 'b:success=/uploads/u/b.webp']);
    expect(s.changes).toEqual([['/uploads/u/b.webp'], ['/uploads/u/a.webp', '/uploads/u/b.webp']]);
    expect(s.released).toEqual(['blob:b', 'blob:a']);
  });

  it('starts from the value and reports one address at limit 1, replacing the current image', async () => {
    const s = setup({ limit: 1, value: '/uploads/old.webp' });
    expect(s.state()).toEqual(['old.webp:success=/uploads/old.webp']);
    s.controller.add([jpg('new'), jpg('ignored')]);
    expect(s.state()).toEqual(['new:uploading']);
    expect(s.sent.map((p) => p.file.name)).toEqual(['new']);
    s.sent[0].answer(ok('/uploads/new.webp'));
    await settle();
    expect(s.changes).toEqual(['', '/uploads/new.webp']);
  });

  it('rejects a batch that would exceed the limit, with a message', () => {
    const s = setup({ limit: 3, value: ['/uploads/1.webp', '/uploads/2.webp'] });
    s.controller.add([jpg('a'), jpg('b')]);
    expect(s.toasts).toEqual(['at most 3']);
    expect(s.sent).toEqual([]);
    expect(s.state()).toHaveLength(2);
  });

  it('leaves out files that are not images, with a message', () => {
    const s = setup();
    s.controller.add([{ name: 'notes.txt', type: 'text/plain' }, jpg('a')]);
    expect(s.toasts).toEqual(['images only']);
    expect(s.sent.map((p) => p.file.name)).toEqual(['a']);
  });

  it('shows the message of a non-zero code and removes the item', async () => {
    const s = setup();
    s.controller.add([jpg('a')]);
    s.sent[0].answer(JSON.stringify({ code: 413, data: null, msg: 'The image must not be larger than 5 MB' }));
    await settle();
    expect(s.toasts).toEqual(['The image must not be larger than 5 MB']);
    expect(s.state()).toEqual([]);
    expect(s.released).toEqual(['blob:a']);
    s.controller.add([jpg('b')]);
    s.sent[1].answer('{"code":500}');
    await settle();
    expect(s.toasts.at(-1)).toBe('upload failed');
  });

  it('hands 301 to the login flow without a toast', async () => {
    const s = setup();
    s.controller.add([jpg('a')]);
    s.sent[0].answer(JSON.stringify({ code: 301, data: null, msg: 'Please log in first' }));
    await settle();
    expect(s.logins).toEqual([301]);
    expect(s.toasts).toEqual([]);
    expect(s.state()).toEqual([]);
  });

  it('keeps an item failed after a transport error, and retries it when clicked', async () => {
    const s = setup();
    s.controller.add([jpg('a')]);
    s.sent[0].breakDown();
    await settle();
    expect(s.state()).toEqual(['a:fail']);
    expect(s.toasts).toEqual([]);
    s.sent[0].answer('late'); // an answer after the failure changes nothing
    s.controller.retry(s.controller.items.get()[0].uid);
    expect(s.state()).toEqual(['a:uploading']);
    expect(s.controller.items.get()[0].percent).toBe(0);
    s.sent[1].answer(ok('/uploads/a.webp'));
    await settle();
    expect(s.state()).toEqual(['a:success=/uploads/a.webp']);
  });

  it('treats an unreadable answer or one without an address as a failure to retry', async () => {
    const s = setup();
    s.controller.add([jpg('a'), jpg('b')]);
    s.sent[0].answer('<html>502</html>');
    s.sent[1].answer('{"code":0,"data":""}');
    await settle();
    expect(s.state()).toEqual(['a:fail', 'b:fail']);
    expect(s.changes).toEqual([]);
  });

  it('retries failed items only', async () => {
    const s = setup({ value: ['/uploads/a.webp'] });
    s.controller.retry(s.controller.items.get()[0].uid);
    s.controller.add([jpg('b')]);
    s.controller.retry(s.controller.items.get()[1].uid);
    expect(s.sent).toHaveLength(1);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const s = setup({ value: ['/uploads/a.webp', '/uploads/b.webp'] });
    const [a] = s.controller.items.get();
    expect(await s.controller.remove(a.uid)).toBe(true);
    expect(s.confirmations()).toBe(1);
    expect(s.changes).toEqual([['/uploads/b.webp']]);

    const declined = setup({ value: ['/uploads/a.webp'], confirm: false });
    expect(await declined.controller.remove(declined.controller.items.get()[0].uid)).toBe(false);
    expect(declined.state()).toHaveLength(1);
    expect(declined.changes).toEqual([]);
  });

  it('stops an upload in flight when its item is deleted', async () => {
    const s = setup();
    s.controller.add([jpg('a')]);
    await s.controller.remove(s.controller.items.get()[0].uid);
    expect(s.sent[0].signal.aborted).toBe(true);
    await settle();
    expect(s.state()).toEqual([]);
    expect(s.toasts).toEqual([]);
  });

  it('reorders and reports the new order', () => {
    const s = setup({ value: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'] });
    s.controller.move(s.controller.items.get()[2].uid, 0);
    expect(s.changes).toEqual([['/uploads/c.webp', '/uploads/a.webp', '/uploads/b.webp']]);
  });

  it('when disabled, adds, deletes and sorts nothing', async () => {
    const s = setup({ disabled: true, value: ['/uploads/a.webp', '/uploads/b.webp'] });
    const [a] = s.controller.items.get();
    s.controller.add([jpg('x')]);
    s.controller.move(a.uid, 1);
    expect(await s.controller.remove(a.uid)).toBe(false);
    expect(s.confirmations()).toBe(0);
    expect(s.sent).toEqual([]);
    expect(s.changes).toEqual([]);
    expect(s.state()).toEqual(['a.webp:success=/uploads/a.webp', 'b.webp:success=/uploads/b.webp']);
  });

  it('follows a value set from outside without echoing it back', async () => {
    const s = setup({ value: ['/uploads/a.webp'] });
    s.controller.add([jpg('p')]);
    s.controller.sync(['/uploads/z.webp']);
    expect(s.state()).toEqual(['z.webp:success=/uploads/z.webp', 'p:uploading']);
    expect(s.changes).toEqual([]);
    s.sent[0].answer(ok('/uploads/p.webp'));
    await settle();
    expect(s.changes).toEqual([['/uploads/z.webp', '/uploads/p.webp']]);
  });

  it('stops every upload and releases previews when disposed', () => {
    const s = setup();
    s.controller.add([jpg('a'), jpg('b')]);
    s.controller.dispose();
    expect(s.sent.every((p) => p.signal.aborted)).toBe(true);
    expect(s.released).toEqual(['blob:a', 'blob:b']);
  });
});
