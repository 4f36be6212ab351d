// Who may upload images (PRODUCT "Uploads": customers and staff). Staff sessions do not
// exist yet; when they do, accept them here and every upload route follows.
import type { FastifyRequest } from 'fastify';

export interface Uploader {
  kind: 'customer';
  id: number;
}

/** Not signed in: 301 (302 for a revoked session), answered before the body is read. */
export async function requireUploader(req: FastifyRequest): Promise<Uploader> {
  const user = await req.requireUser();
  return { kind: 'customer', id: user.userId };
}

/** The rate-limit key: per uploader, whichever device or address they use. */
export async function uploaderKey(req: FastifyRequest): Promise<string> {
  const uploader = await requireUploader(req);
  return `upload:${uploader.kind}:${uploader.id}`;
}
