// `npm run db:export [-- FILE]`: the embedded shop's whole database as a plain SQL
// dump (PostgreSQL's own pg_dump, built for PGlite), which `psql` loads into a
// PostgreSQL server. The way up from `npm start` to a server: stop the shop, export,
// load, start with DATABASE_URL (docs/deploy.md). Uploaded files stay in DATA_DIR.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { lockEmbedded } from './client.ts';

/** Dumps the embedded database in `dataDir` to `file`; returns the dump's size in bytes. */
export async function exportEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = join(dataDir, 'pglite');
  const unlock = lockEmbedded(dir);
  try {
    const [{ PGlite }, { pgDump }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite-tools/pg_dump'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    // With the extensions the schema uses (the dump creates them on the server).
    const lite = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      // No owners or grants: the dump loads as whichever role runs psql on the server.
      const dump = await pgDump({ pg: lite, args: ['--no-owner', '--no-privileges'] });
      // PGlite's pg_dump is PostgreSQL 17's; its `SET transaction_timeout` is unknown to
      // servers before 17, and the dump loads on 14+ without it.
      const text = (await dump.text()).replace(/^SET transaction_timeout = 0;\n/m, '');
      writeFileSync(file, text);
      return Buffer.byteLength(text);
    } finally {
      await lite.close();
    }
  } finally {
    unlock();
  }
}

async function main() {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this shop already runs on a PostgreSQL server (use pg_dump there).');
    process.exit(2);
  }
  const file = resolve(process.argv[2] ?? 'shop-export.sql');
  const bytes = await exportEmbedded(config.dataDir, file);
  console.log(`wrote ${file} (${(bytes / 1024).toFixed(0)} KB) from the embedded database in ${config.dataDir}`);
  console.log(`load it into an empty PostgreSQL database: psql -v ON_ERROR_STOP=1 -d "$DATABASE_URL" -f ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
