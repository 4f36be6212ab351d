// Recognises an uploaded image by its first bytes, never by its name or the type the
// client claims. Only formats we want to decode get as far as sharp: SVG (scripts,
// external references), TIFF, PDF and everything else are refused here.

export type SniffedImage = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** AVIF is an ISO-BMFF `ftyp` box whose major or compatible brands include avif/avis. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}
