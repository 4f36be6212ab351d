// Who may upload images (PRODUCT "Uploads": customers and staff). A staff session (the
// admin area's cookie or header) counts first; otherwise a customer must be signed in.
import type { FastifyRequest } from 'fastify';

export interface Uploader {
  kind: 'customer' | 'staff';
  id: number;
}

/** Not signed in: 301 (302 for a revoked session), answered before the body is read. */
export async function requireUploader(req: FastifyRequest): Promise<Uploader> {
  const staff = await req.currentStaff();
  if (staff) return { kind: 'staff', id: staff.id };
  const user = await req.requireUser();
  return { kind: 'customer', id: user.userId };
}

/** The rate-limit key: per uploader, whichever device or address they use. */
export async function uploaderKey(req: FastifyRequest): Promise<string> {
  const uploader = await requireUploader(req);
  return `upload:${uploader.kind}:${uploader.id}`;
}
