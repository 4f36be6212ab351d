// S3-compatible object storage with the official AWS SDK: one bucket holding the
// originals under `uploads/` and the resized variants under `cache/img/`, the same
// layout as DATA_DIR, so every machine behind the load balancer sees the same files.

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { type FileStore, type FileStores, StorageUnavailableError, type StoredInfo } from './storage.ts';

export const UPLOADS_PREFIX = 'uploads/';
export const VARIANTS_PREFIX = 'cache/img/';

export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // S3-compatible services (MinIO, R2, s3rver) address buckets by path, not by host name.
    forcePathStyle: s3.endpoint !== undefined,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // A storage that does not answer makes a 503 within seconds, not a hanging page.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    // Checksums only where S3 requires them: several S3-compatible services refuse the
    // newer default ones, and the bodies here are small buffers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
  ['NotFound', 'NoSuchKey'].includes((err as { name?: string }).name ?? '');

/** Runs one request; a missing object is undefined, any other failure "storage unavailable". */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw new StorageUnavailableError(err);
  }
}

export function s3Store(client: S3Client, s3: S3Config, prefix: string): FileStore {
  const Bucket = s3.bucket;
  const keyOf = (key: string) => prefix + key;
  const info = (o: { ContentLength?: number; LastModified?: Date; ETag?: string }): StoredInfo => ({
    length: o.ContentLength ?? 0,
    lastModified: o.LastModified ?? new Date(0),
    etag: o.ETag,
  });
  return {
    async put(key, data, contentType) {
      await attempt(() =>
        client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentType: contentType })),
      );
    },
    async head(key) {
      const o = await attempt(() => client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) })));
      return o && info(o);
    },
    async get(key) {
      const o = await attempt(() => client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) })));
      return o && { ...info(o), body: o.Body as Readable };
    },
    async delete(key) {
      await attempt(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) })));
    },
    async *list(sub = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await attempt(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOf(sub), ContinuationToken })),
        );
        for (const o of page?.Contents ?? []) {
          if (o.Key) yield { key: o.Key.slice(prefix.length), length: o.Size ?? 0 };
        }
        ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: s3.publicUrl ? (key) => `${s3.publicUrl}/${keyOf(key)}` : undefined,
  };
}

export function s3Stores(s3: S3Config): FileStores {
  const client = createS3Client(s3);
  return {
    uploads: s3Store(client, s3, UPLOADS_PREFIX),
    variants: s3Store(client, s3, VARIANTS_PREFIX),
    close: () => client.destroy(),
  };
}
