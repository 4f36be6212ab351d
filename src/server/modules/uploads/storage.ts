// Where uploaded images are kept. One small interface so that S3-compatible object
// storage (several instances behind a load balancer) can replace the local disk by
// adding an implementation and choosing it in `createImageStorage`; only the
// local-disk one exists so far.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../../config.ts';

export interface ImageStorage {
  /** Stores the bytes under `key` all at once (never a half-written file); resolves with the public address. */
  put(key: string, data: Buffer): Promise<string>;
}

/** Keys are ours alone (see `newImageKey`); anything else is a bug, never a client's path. */
const KEY = /^[a-z0-9]+(\/[a-z0-9]+)*\.webp$/;

/** Files under DATA_DIR/uploads, served by `/uploads/*` (images.ts) with its resized variants. */
export function localDiskStorage(dir: string): ImageStorage {
  return {
    async put(key, data) {
      if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
      const target = join(dir, key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, target);
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
      return `/uploads/${key}`;
    },
  };
}

export function createImageStorage(config: Config): ImageStorage {
  return localDiskStorage(config.uploadsDir);
}

/**
 * `u/<year>/<month>/<first 128 bits of the SHA-256 of the stored bytes>.webp`: the
 * client's file name never reaches the disk, and the name is the content's, so an
 * address never changes its bytes and is cached for a year (images.ts); a changed
 * picture is a new upload with a new address.
 */
export function newImageKey(data: Buffer, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `u/${now.getUTCFullYear()}/${month}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
}
