// Isolated databases on the real PostgreSQL server: each test file gets its own,
// created from scratch and dropped afterwards. Without a reachable server the suites
// that need one are skipped with the reason, except in CI, where that is a failure.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: Promise<string | null> | undefined;

/** null when PostgreSQL answers, else why it does not. */
export function postgresUnavailable(): Promise<string | null> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return null;
    } catch (err) {
      const reason = `PostgreSQL not reachable at ${ADMIN_URL}: ${(err as Error).message}`;
      if (process.env.CI) throw new Error(`${reason} (CI needs a real server)`);
      return reason;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return reachable;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'shop_test'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
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
