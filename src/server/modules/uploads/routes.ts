// POST /v1/upload/image (SPEC 7, PRODUCT "Uploads"): one image in the multipart field
// `image`, answered {code: 0, data: '/uploads/u/…webp', msg} — the upload shape, not the
// envelope, for success and failure alike. Signed-in callers only, 30 uploads per
// 10 minutes each (staff 600); cookie-authenticated calls need the anti-forgery token as any write.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiCode } from '../../../domain/api/codes.ts';
import { errorEnvelope } from '../../../domain/api/envelope.ts';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  UPLOAD_OK,
  type UploadAnswer,
} from '../../../domain/media/uploads.ts';
import { customerOrStaff } from '../../plugins/contract.ts';
import { readImagePart } from './read-image-part.ts';
import { toStoredWebp } from './reencode.ts';
import { newImageKey, uploadUrl } from './storage.ts';
import { sendUploadError, UploadError, uploadMessage } from './upload-error.ts';
import { limitUploads, requireUploader } from './uploader.ts';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** A declared body that cannot fit is refused before a byte of it is read (and the connection closed). */
async function refuseOversizedBody(req: FastifyRequest, reply: FastifyReply) {
  if (Number(req.headers['content-length']) > IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) {
    reply.header('connection', 'close');
    throw new UploadError(ApiCode.payloadTooLarge, 'upload_too_large', { limit: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 });
  }
}

const answerSchema = z.object({ code: z.number().int(), data: z.string().nullable(), msg: z.string() });
/** Refusals made before the route runs (anti-forgery, 414) come in the API envelope. */
const refusalSchema = z.union([answerSchema, errorEnvelope]);

export const imageUploadRoutes: FastifyPluginAsync = async (app) => {
  const { uploads } = app.deps.files;
  // Registered here, not app-wide: only this route accepts multipart bodies.
  await app.register(multipart);
  app.setErrorHandler(sendUploadError);

  app.post(
    '/upload/image',
    {
      onRequest: [requireUploader, refuseOversizedBody],
      // Counted for the whole shop before a byte of the body is read.
      preValidation: limitUploads,
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image (multipart field "image", at most 5 MB); answers {code: 0, data: url, msg}',
        consumes: ['multipart/form-data'],
        ...customerOrStaff,
        documentedBody: {
          type: 'object',
          required: ['image'],
          properties: {
            image: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The picture, at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB: ${IMAGE_UPLOAD_TYPES.join(', ')} (told by its bytes)`,
            },
          },
        },
        response: {
          200: answerSchema,
          '4xx': {
            description: 'Refused: code and msg say why',
            content: { 'application/json': { schema: refusalSchema } },
          },
          '5xx': { description: 'Failed', content: { 'application/json': { schema: refusalSchema } } },
        },
      },
    },
    async (req, reply) => {
      const uploader = await requireUploader(req);
      const webp = await toStoredWebp(await readImagePart(req));
      const key = newImageKey(webp);
      await uploads.put(key, webp, 'image/webp');
      const url = uploadUrl(key);
      req.log.info({ uploader, url, bytes: webp.length }, 'image uploaded');
      const answer: UploadAnswer = { code: UPLOAD_OK, data: url, msg: uploadMessage(req.lang, 'upload_success') };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
};
