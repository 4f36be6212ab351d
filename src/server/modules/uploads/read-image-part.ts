// Reads the one image of an upload request: a file in the field `image`, nothing else.
// The size limit stops reading at 5 MB (busboy discards the rest of the part), so an
// oversized file never sits in memory whole.
import type { FastifyRequest } from 'fastify';
import { ApiCode } from '../../../domain/api/codes.ts';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '../../../domain/media/uploads.ts';
import { UploadError } from './upload-error.ts';

const LIMITS = {
  fileSize: IMAGE_UPLOAD_MAX_BYTES,
  /** A second file fails the request (FST_FILES_LIMIT) instead of being ignored. */
  files: 1,
  /** One field is let through so that it can be refused by name. */
  fields: 1,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
};

export async function readImagePart(req: FastifyRequest): Promise<Buffer> {
  let image: Buffer | undefined;
  for await (const part of req.parts({ limits: LIMITS })) {
    if (part.type !== 'file' || part.fieldname !== IMAGE_UPLOAD_FIELD) {
      throw new UploadError(ApiCode.badRequest, 'upload_unexpected_field', { field: part.fieldname.slice(0, 40) });
    }
    image = await part.toBuffer();
  }
  if (!image) throw new UploadError(ApiCode.badRequest, 'upload_no_file');
  return image;
}
