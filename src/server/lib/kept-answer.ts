// API answers kept in memory as bytes (the catalog's list and detail answers) go out
// compressed with a twin made once per answer and encoding, as pages do (ssr.ts).
// Compressing them on every request (@fastify/compress) was 5-9 % of a server process's
// time under the mixed visits of issue #42: a brotli encoder set up and torn down for
// 1-3 KB each time. In-process calls (a page's loaders) ask for no encoding.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressSmall, type Encoding } from './encoding.ts';

export interface KeptBody {
  /** The serialized answer (JSON). */
  body: Buffer;
  /** Its compressed twins, made when first asked for. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * A kept JSON answer in the encoding the caller accepts (the compression plugin leaves
 * an encoded answer alone); `grown` learns the bytes of a twin made now (the cache's budget).
 */
export function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBody,
  grown: (bytes: number) => void,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (kept.body.length < COMPRESS_FROM_BYTES) return reply.send(kept.body as never);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = req.method === 'HEAD' ? undefined : acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(kept.body as never);
  kept.encoded ??= {};
  let twin = kept.encoded[encoding];
  if (!twin) {
    twin = kept.encoded[encoding] = compressSmall(kept.body, encoding);
    grown(twin.length);
  }
  return reply.header('content-encoding', encoding).send(twin as never);
}
