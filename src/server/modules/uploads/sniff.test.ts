import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImage', () => {
  it('recognises the accepted formats by their signatures', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffImage(bytes('GIF89a'))).toBe('gif');
    expect(sniffImage(bytes('GIF87a'))).toBe('gif');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImage(ftyp('avif'))).toBe('avif');
    expect(sniffImage(ftyp('mif1', 'miaf', 'avif'))).toBe('avif');
  });

  it('refuses everything else, whatever the file is called', () => {
    expect(sniffImage(bytes('hello, this is text.png'))).toBeUndefined();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(bytes('II*\0'))).toBeUndefined(); // TIFF
    expect(sniffImage(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });

  it('does not take the minor version for a brand', () => {
    expect(sniffImage(bytes([0, 0, 0, 16], 'ftyp', 'heic', 'avif'))).toBeUndefined();
  });
});
