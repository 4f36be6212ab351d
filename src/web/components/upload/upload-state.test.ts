import { describe, expect, it } from 'vitest';
import {
  moveItem,
  newItem,
  planBatch,
  readUploadAnswer,
  setProgress,
  syncItems,
  type UploadItem,
  uploadValueOf,
} from './upload-state.ts';

const jpg = (name = 'a.jpg') => ({ name, type: 'image/jpeg' });
const done = (uid: string, url: string): UploadItem => ({ uid, status: 'success', url, percent: 100, name: uid });

describe('planBatch', () => {
  it('takes every image of a batch that fits the limit, multiple at once', () => {
    expect(planBatch(2, [jpg('a'), jpg('b')], 9)).toEqual({ take: [jpg('a'), jpg('b')], replace: false });
    expect(planBatch(7, [jpg('a'), jpg('b')], 9).take).toHaveLength(2);
  });

  it('rejects the whole batch when existing plus new exceed the limit', () => {
    expect(planBatch(8, [jpg('a'), jpg('b')], 9)).toEqual({ take: [], replace: false, problem: 'limit' });
    expect(
      planBatch(
        0,
        Array.from({ length: 10 }, (_, i) => jpg(`${i}`)),
        9,
      ).problem,
    ).toBe('limit');
  });

  it('at limit 1, takes the first image only and replaces the current one', () => {
    expect(planBatch(1, [jpg('new'), jpg('other')], 1)).toEqual({ take: [jpg('new')], replace: true });
    expect(planBatch(0, [jpg('first')], 1)).toEqual({ take: [jpg('first')], replace: true });
  });

  it('accepts image types only and says so when others were left out', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf' };
    const svg = { name: 'a.svg', type: 'image/svg+xml' };
    expect(planBatch(0, [pdf, jpg(), svg], 9)).toEqual({ take: [jpg()], replace: false, problem: 'type' });
    expect(planBatch(0, [pdf], 1)).toEqual({ take: [], replace: false, problem: 'type' });
    for (const type of ['image/png', 'image/webp', 'image/gif', 'image/avif', 'IMAGE/JPEG']) {
      expect(planBatch(0, [{ name: 'x', type }], 9).take, type).toHaveLength(1);
    }
  });
});

describe('value', () => {
  it('is a list of addresses, or one address when the limit is 1', () => {
    const items = [done('a', '/uploads/a.webp'), newItem('b', 'b.jpg'), done('c', '/uploads/c.webp')];
    expect(uploadValueOf(items, 9)).toEqual(['/uploads/a.webp', '/uploads/c.webp']);
    expect(uploadValueOf([done('a', '/uploads/a.webp')], 1)).toBe('/uploads/a.webp');
    expect(uploadValueOf([], 1)).toBe('');
  });

  it('follows a value set from outside and keeps files still uploading', () => {
    let n = 0;
    const uid = () => `new-${++n}`;
    const pending = newItem('p', 'p.jpg');
    const items = [done('a', '/uploads/a.webp'), pending];
    expect(syncItems(items, ['/uploads/a.webp'], uid)).toBe(items);
    const next = syncItems(items, ['/uploads/b.webp', '/uploads/a.webp'], uid);
    expect(next.map((i) => i.uid)).toEqual(['new-1', 'a', 'p']);
    expect(syncItems([], '/uploads/one.webp', uid)).toMatchObject([{ status: 'success', url: '/uploads/one.webp' }]);
    expect(syncItems(items, '', uid)).toEqual([pending]);
  });
});

describe('items', () => {
  it('keeps progress within 0 to 100', () => {
    const items = [newItem('a', 'a.jpg')];
    expect(setProgress(items, 'a', 42.4)[0].percent).toBe(42);
    expect(setProgress(items, 'a', 140)[0].percent).toBe(100);
    expect(setProgress(items, 'a', -3)[0].percent).toBe(0);
    expect(setProgress(items, 'a', Number.NaN)[0].percent).toBe(0);
  });

  it('moves an item to another place, clamped to the list', () => {
    const items = ['a', 'b', 'c'].map((uid) => done(uid, `/uploads/${uid}.webp`));
    expect(moveItem(items, 'a', 2).map((i) => i.uid)).toEqual(['b', 'c', 'a']);
    expect(moveItem(items, 'c', 0).map((i) => i.uid)).toEqual(['c', 'a', 'b']);
    expect(moveItem(items, 'b', 99).map((i) => i.uid)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 'a', -1)).toBe(items);
    expect(moveItem(items, 'missing', 1)).toBe(items);
  });
});

describe('readUploadAnswer', () => {
  it('counts only code 0 with a usable address as uploaded', () => {
    expect(readUploadAnswer('{"code":0,"data":"/uploads/u/x.webp","msg":"success"}')).toEqual({
      kind: 'success',
      url: '/uploads/u/x.webp',
    });
    expect(readUploadAnswer('{"code":0,"data":"https://cdn.example.com/x.webp"}').kind).toBe('success');
    for (const data of ['', null, 42, '//evil.example/x.webp', 'javascript:alert(1)', 'x.webp']) {
      expect(readUploadAnswer(JSON.stringify({ code: 0, data })), String(data)).toEqual({ kind: 'failed' });
    }
  });

  it('turns a non-zero code into its message, and 301/302 into a login request', () => {
    expect(readUploadAnswer('{"code":413,"data":null,"msg":"Too big"}')).toEqual({
      kind: 'rejected',
      message: 'Too big',
    });
    expect(readUploadAnswer('{"code":400}')).toEqual({ kind: 'rejected', message: '' });
    expect(readUploadAnswer('{"code":301,"data":null,"msg":"Please log in first"}')).toEqual({
      kind: 'login',
      code: 301,
    });
    expect(readUploadAnswer('{"code":302,"msg":"x"}')).toEqual({ kind: 'login', code: 302 });
  });

  it('treats anything else as a transport failure', () => {
    for (const text of ['', '<html>502 Bad Gateway</html>', 'null', '[]', '{"code":"0"}']) {
      expect(readUploadAnswer(text), text).toEqual({ kind: 'failed' });
    }
  });
});
