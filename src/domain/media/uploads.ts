// Image uploads (SPEC 3, 5, 7, 9; PRODUCT "Uploads"): the numbers shared by the
// upload endpoint and the storefront's upload widget.

/** Where images are posted (multipart) and the field that carries the file. */
export const IMAGE_UPLOAD_PATH = '/v1/upload/image';
export const IMAGE_UPLOAD_FIELD = 'image';

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Stored images are at most this wide or high (the storefront never shows them larger). */
export const IMAGE_UPLOAD_MAX_SIDE = 2400;
/** Decoded pixels above this are refused before decoding (decompression bombs). */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
/** What the server can read; everything is stored as webp. HEIC needs a codec sharp lacks here. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** SPEC 9: default limit, preview size, drag animation, progress ring. */
export const UPLOAD_WIDGET = {
  limit: 9,
  previewSize: 80,
  dragAnimationMs: 300,
  progressWidth: 126,
  progressStroke: 6,
} as const;

/** SPEC 3: the upload answer is not the API envelope; code 0 is success, data the image address. */
export const UPLOAD_OK = 0;
export interface UploadAnswer {
  code: number;
  data: string | null;
  msg: string;
}
