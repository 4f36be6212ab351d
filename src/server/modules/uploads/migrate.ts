// `npm run uploads:migrate`: copies the files of DATA_DIR/uploads into the S3 bucket
// (S3_* set), so that a shop that grew from one machine keeps every picture when it
// moves to shared storage. Idempotent: an object already in the bucket with the same
// size is skipped, so the command can run again after a failure or just before the switch.
// Resized variants are not copied: they are rendered again on demand.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { s3Stores } from './s3-store.ts';
import { contentTypeOf, type FileStore, localDiskStore, storageKey } from './storage.ts';

export interface MigrationReport {
  copied: number;
  skipped: number;
  /** Files whose names cannot be keys (nothing the shop ever served). */
  ignored: string[];
}

export async function migrateUploads(dir: string, target: FileStore): Promise<MigrationReport> {
  const present = new Map<string, number>();
  for await (const { key, length } of target.list()) present.set(key, length);
  const report: MigrationReport = { copied: 0, skipped: 0, ignored: [] };
  for await (const { key, length } of localDiskStore(dir).list()) {
    const type = storageKey(key) && contentTypeOf(key);
    if (!type) {
      report.ignored.push(key);
    } else if (present.get(key) === length) {
      report.skipped++;
    } else {
      await target.put(key, await readFile(join(dir, key)), type);
      report.copied++;
    }
  }
  return report;
}

async function main() {
  const config = loadConfig(process.env);
  if (!config.s3) {
    console.error('S3 storage is not configured: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
    process.exit(2);
  }
  const files = s3Stores(config.s3);
  try {
    const { copied, skipped, ignored } = await migrateUploads(config.uploadsDir, files.uploads);
    console.log(
      `copied ${copied}, skipped ${skipped} already in the bucket, ignored ${ignored.length}` +
        ` (from ${config.uploadsDir} to s3://${config.s3.bucket}/uploads/)`,
    );
    for (const key of ignored) console.log(`  ignored: ${key}`);
  } finally {
    files.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    console.error(`${err instanceof Error ? err.message : err}${cause}`);
    process.exit(1);
  });
}
