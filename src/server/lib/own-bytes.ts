// Bytes kept for minutes (cached pages and answers) must own their memory. Node hands
// out a Buffer smaller than half of Buffer.poolSize (64 KiB in Node 24) as a view of a
// shared 64 KiB slab, and a view kept alive keeps the whole slab alive: 2,700 kept
// pages of 23 KB held about 150 MiB instead of 64 (docs/benchmarks.md, "Memory per
// process").

/** The same bytes in a buffer of their own (the buffer itself when it already is). */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
