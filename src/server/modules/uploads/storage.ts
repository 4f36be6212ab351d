// Where uploaded images and their resized variants are kept, behind one interface:
// the local disk (DATA_DIR, the default) or S3-compatible object storage (s3-store.ts),
// which several machines behind a load balancer share. Keys are relative paths
// ('u/2025/01/<hex>.webp', 'demo/x.webp'); the shop serves them as /uploads/<key>.

import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ApiCode } from '../../../domain/api/codes.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

export interface StoredInfo {
  length: number;
  lastModified: Date;
  etag?: string;
}

export interface StoredObject extends StoredInfo {
  body: Readable;
}

export interface FileStore {
  /** Stores the bytes under `key` all at once: readers never see a half-written object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  head(key: string): Promise<StoredInfo | undefined>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` with its size (the migration compares sizes). */
  list(prefix?: string): AsyncIterable<{ key: string; length: number }>;
  /** A public address of the object outside the shop (S3_PUBLIC_URL), if there is one. */
  publicUrl?(key: string): string;
}

/** The originals (served as /uploads/<key>) and the resized variants derived from them. */
export interface FileStores {
  uploads: FileStore;
  variants: FileStore;
  close(): void;
}

/**
 * The storage did not answer (unreachable, timed out, refused our keys): a 503 in the
 * caller's language, never a hang or a 500. The shop itself is fine; retry shortly.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(ApiCode.unavailable, 'storage_unavailable', undefined, { headers: { 'retry-after': '5' } });
    this.cause = cause;
  }
}

/**
 * A key from a request path: slash-separated segments without '.', '..' or anything
 * that is not a plain file-name character, so no key ever leaves its folder or bucket prefix.
 */
export function storageKey(path: string): string | undefined {
  const segments = path.split('/');
  const plain = segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..');
  return plain && path.length <= 400 ? path : undefined;
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type of the image kinds the shop serves from its uploads; undefined for anything else. */
export const contentTypeOf = (key: string): string | undefined => TYPES[extname(key).toLowerCase()];

/** Files under `dir` (DATA_DIR/uploads or DATA_DIR/cache/img), as before object storage. */
export function localDiskStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!storageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(dir, key);
  };
  const info = async (key: string): Promise<StoredInfo | undefined> => {
    const s = await stat(fileOf(key)).catch(() => undefined);
    return s?.isFile() ? { length: s.size, lastModified: s.mtime } : undefined;
  };
  return {
    async put(key, data) {
      const target = fileOf(key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, target);
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },
    head: info,
    async get(key) {
      const found = await info(key);
      return found && { ...found, body: createReadStream(fileOf(key)) };
    },
    async delete(key) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    async *list(prefix = '') {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const key = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const s = await stat(join(dir, key)).catch(() => undefined);
        if (s) yield { key, length: s.size };
      }
    },
  };
}

/**
 * The stores the configuration names. The AWS SDK is loaded only when a bucket is
 * configured: it costs each process about 30 MiB (docs/benchmarks.md, "Memory per process").
 */
export async function createFileStores(config: Config): Promise<FileStores> {
  if (config.s3) {
    const { s3Stores } = await import('./s3-store.ts');
    return s3Stores(config.s3);
  }
  return {
    uploads: localDiskStore(config.uploadsDir),
    variants: localDiskStore(join(config.dataDir, 'cache', 'img')),
    close() {},
  };
}

/** The whole object as bytes (favicon, resizing), or undefined when there is none. */
export async function readObject(store: FileStore, key: string): Promise<Buffer | undefined> {
  const found = await store.get(key);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

export const uploadUrl = (key: string) => `/uploads/${key}`;
