// Where the suites' databases live. `TEST_BACKEND` picks the backend of a vitest
// project: `postgres` (default) gives each test file its own database on the real
// PostgreSQL server, created from scratch and dropped afterwards; `embedded` gives it
// its own PGlite directory, as `npm start` uses. A missing server is a failure with
// the reason, never a skip: a green run that skipped the server suites must not exist.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestBackend = 'postgres' | 'embedded';
export const TEST_BACKEND: TestBackend = process.env.TEST_BACKEND === 'embedded' ? 'embedded' : 'postgres';
/**
 * The embedded runs close an idle pooled client after this many milliseconds, so that
 * every test crosses client recycling (what PGlite's one session must survive).
 */
export const EMBEDDED_IDLE_TIMEOUT_MS = 100;

let reachable: Promise<void> | undefined;

/** Resolves when the PostgreSQL server answers; throws with what is missing otherwise. */
export function requirePostgres(): Promise<void> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      throw new Error(
        `The PostgreSQL server is not reachable at ${ADMIN_URL} (${(err as Error).message}). ` +
          'The suites run on it and on the embedded database: start it, or point TEST_DATABASE_ADMIN_URL at one.',
      );
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return reachable;
}

export interface TestDatabase {
  /** The server database's URL; empty on the embedded backend. */
  url: string;
  name: string;
  /** The embedded database's data directory (PGlite lives in `<dir>/pglite`). */
  dataDir?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file on the project's backend; a copy of `template` if
 * named (a database name on the server, an embedded database's data directory).
 */
export async function createBackendDatabase(
  prefix = 'shop_test',
  backend = TEST_BACKEND,
  template?: string,
): Promise<TestDatabase> {
  if (backend === 'postgres') return createTestDatabase(prefix, template);
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-embedded-`));
  if (template) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return {
    url: '',
    name: dataDir,
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server, whatever the project's backend (a copy of `template` if named). */
export async function createTestDatabase(prefix = 'shop_test', template?: string): Promise<TestDatabase> {
  await requirePostgres();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
