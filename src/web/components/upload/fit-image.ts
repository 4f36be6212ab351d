// Phone cameras take photos larger than the upload limit. Such a file is redrawn in the
// browser at the size the server would keep anyway (2400 px on the long side), so it
// goes through instead of being refused after a long upload. The server re-encodes
// and strips metadata either way.
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_SIDE } from '../../../domain/media/uploads.ts';

const QUALITY = 0.9;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The file itself when it fits or cannot be redrawn here; otherwise a smaller webp (or JPEG). */
export async function fitForUpload(file: File): Promise<Blob> {
  if (file.size <= IMAGE_UPLOAD_MAX_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    // Browsers apply the EXIF orientation when decoding (imageOrientation 'from-image').
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, IMAGE_UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // Browsers that cannot write webp hand back a PNG instead: JPEG is smaller then.
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file; // the server answers with the reason
  }
}
