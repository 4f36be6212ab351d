// The encodings answers go out in, and compressing into them: pages (ssr.ts, with their
// twins in the page store) and the API answers kept in memory (kept-answer.ts).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { ownBytes } from './own-bytes.ts';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESS_FROM_BYTES = 1024;

// No cache of answers: header values come from clients and would grow it without end.
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * Brotli, else gzip, else none. Pages carry the inlined stylesheet since issue #20
 * item 2 (an 89 KB product page): quality 4 makes it 17.8 KB in 1.5 ms, quality 1
 * 21 KB in 0.9 ms; a page is compressed once, and on a phone's slow link 3 KB is worth
 * more than 0.6 ms of one core.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  return (header && encodings.negotiate(header)) || undefined;
}

const brotliParams = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Both give bytes of their own: a compressed twin is kept for minutes (lib/own-bytes.ts).

/** A page compressed off the event loop (zlib's threads). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const done = encoding === 'br' ? brotli(body, brotliParams(body)) : gzipAsync(body, { level: 6 });
  return done.then(ownBytes);
}

/** A few KB compressed at once: cheaper than a trip to zlib's threads. */
export function compressSmall(body: Buffer, encoding: Encoding): Buffer {
  return ownBytes(encoding === 'br' ? brotliCompressSync(body, brotliParams(body)) : gzipSync(body, { level: 6 }));
}
