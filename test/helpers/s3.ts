// A local S3-compatible server (s3rver) for the tests of shared file storage: on a free
// port, its data in a fresh temporary folder, with the buckets asked for. No mocks: the
// shop talks to it with the official AWS SDK exactly as it would to a real bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config.ts';
import { createS3Client } from '../../src/server/modules/uploads/s3-store.ts';

export interface LocalS3 {
  endpoint: string;
  /** The S3_* variables of a shop using `bucket`. */
  env(bucket: string): Record<string, string>;
  config(bucket: string): S3Config;
  /** Keys in `bucket` under `prefix`. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these credentials (and checks the signature made with them).
  const config = (bucket: string): S3Config => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    endpoint,
    config,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async keys(bucket, prefix = '') {
      const client = createS3Client(config(bucket));
      try {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
        return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
