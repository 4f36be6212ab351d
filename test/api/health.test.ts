// /readyz for a load balancer: ready once the database answers and has this build's
// migrations; a process of a newer build on a database not migrated yet is not ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('readiness', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not ready while the newest migration is missing, and ready once it ran', async () => {
    const { pool } = t.database;
    const { rows } = await pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
    );
    const app = await buildApp({ config: t.config, database: t.database });
    try {
      const pending = await app.inject({ url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', reason: 'migrations pending' });
      // Alive all the same: a balancer must not restart it for this.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await pool.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        rows[0].hash,
        rows[0].created_at,
      ]);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });
});
