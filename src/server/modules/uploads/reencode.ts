// Turns an uploaded picture into what we store: webp, at most 2400 px on the long
// side, EXIF orientation baked in, and no metadata at all (sharp drops EXIF with its
// GPS position, XMP and ICC unless asked to keep them; colours are converted to sRGB).

import { ApiCode } from '../../../domain/api/codes.ts';
import { IMAGE_UPLOAD_MAX_PIXELS, IMAGE_UPLOAD_MAX_SIDE } from '../../../domain/media/uploads.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { sniffImage } from './sniff.ts';
import { UploadError } from './upload-error.ts';

const QUALITY = 82;
/** A picture that takes longer than this to decode is not a photo from a phone. */
const ENCODE_TIMEOUT_SECONDS = 20;

const unreadable = () => new UploadError(ApiCode.badRequest, 'upload_unreadable');

export async function toStoredWebp(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new UploadError(ApiCode.badRequest, 'upload_empty');
  if (!sniffImage(input)) throw new UploadError(ApiCode.unsupportedMediaType, 'upload_not_image');

  // The header alone tells the size, so a decompression bomb is refused before decoding.
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > IMAGE_UPLOAD_MAX_PIXELS) {
    throw new UploadError(ApiCode.payloadTooLarge, 'upload_too_many_pixels', {
      limit: IMAGE_UPLOAD_MAX_PIXELS / 1_000_000,
    });
  }

  // Animated GIF and WebP: the first frame (sharp reads one page unless told otherwise).
  return sharp(input, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: IMAGE_UPLOAD_MAX_SIDE, height: IMAGE_UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
}
