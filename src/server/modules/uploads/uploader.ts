// Who may upload images (PRODUCT "Uploads": customers and staff). A staff session (the
// admin area's cookie or header) counts first; otherwise a customer must be signed in.
import type { FastifyRequest } from 'fastify';
import { ApiCode } from '../../../domain/api/codes.ts';
import { takePoint } from '../limits/request-limits.ts';
import { UploadError } from './upload-error.ts';

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

/**
 * One upload's point, per uploader whichever device or address they use: staff fill
 * whole catalogs and get a larger allowance than a customer's after-sale photos.
 */
export async function limitUploads(req: FastifyRequest): Promise<void> {
  const uploader = await requireUploader(req);
  const { customerUploads, staffUploads } = req.server.deps.requestLimits;
  await takePoint(uploader.kind === 'staff' ? staffUploads : customerUploads, String(uploader.id), (seconds) => {
    return new UploadError(ApiCode.tooManyRequests, 'upload_rate_limited', { seconds }, { 'retry-after': seconds });
  });
}
