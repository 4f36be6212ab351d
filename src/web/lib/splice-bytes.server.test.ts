import { describe, expect, it } from 'vitest';
import { replaceMark, spliceBytes } from './splice-bytes.server.ts';

const bytes = (s: string) => Buffer.from(s);

describe('spliceBytes', () => {
  it('replaces, inserts and removes in any order given', () => {
    const page = bytes('<head>A</head><body>绿茶 B</body>');
    const out = spliceBytes(page, [
      { at: page.indexOf('B'), end: page.indexOf('B') + 1, bytes: bytes('乌龙') },
      { at: page.indexOf('</head>'), end: page.indexOf('</head>'), bytes: bytes('<x/>') },
      { at: page.indexOf('A'), end: page.indexOf('A') + 1, bytes: new Uint8Array(0) },
    ]);
    expect(out.toString()).toBe('<head><x/></head><body>绿茶 乌龙</body>');
  });

  it('refuses edits that overlap, and returns the page itself when there is none', () => {
    const page = bytes('abcdef');
    expect(spliceBytes(page, [])).toBe(page);
    expect(() =>
      spliceBytes(page, [
        { at: 1, end: 4, bytes: bytes('x') },
        { at: 2, end: 3, bytes: bytes('y') },
      ]),
    ).toThrow(/overlapping/);
  });
});

describe('replaceMark', () => {
  it('replaces the first mark only, and nothing when it is absent', () => {
    const page = bytes('a<!--m-->b<!--m-->');
    expect(
      spliceBytes(
        page,
        replaceMark(page, '<!--m-->', () => bytes('樱')),
      ).toString(),
    ).toBe('a樱b<!--m-->');
    expect(replaceMark(page, '<!--n-->', () => bytes('x'))).toEqual([]);
  });
});
