// Liveness and readiness for load balancers and orchestrators (plain JSON, no envelope).
// /healthz: the process answers. /readyz: the database answers within a second and
// has this build's migrations (docs/deploy.md). While the server closes, Fastify
// answers 503 to requests on connections still open, so a balancer stops sending.
import type { FastifyPluginAsync } from 'fastify';
import { migrationsDone } from '../../db/migrate.ts';
import { isDatabaseBusy } from '../../db/reachability.ts';

const READY_WAIT_MS = 800;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Migrations never come undone: once seen done, the probe is a bare SELECT 1.
  let migrated = false;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    // Answer within a second even when every connection is busy (the pool's own wait is longer).
    const { pool } = app.deps.database;
    let timer: NodeJS.Timeout | undefined;
    const busy = new Promise<'busy'>((resolve) => {
      timer = setTimeout(() => resolve('busy'), READY_WAIT_MS);
    });
    try {
      const probe = migrated
        ? pool.query('SELECT 1').then(() => 'ready' as const)
        : migrationsDone(pool).then((done) => {
            migrated = done;
            return done ? ('ready' as const) : ('migrating' as const);
          });
      probe.catch(() => {});
      const result = await Promise.race([probe, busy]);
      if (result === 'busy') return reply.status(503).send({ status: 'unavailable', reason: 'database busy' });
      if (result === 'migrating')
        return reply.status(503).send({ status: 'unavailable', reason: 'migrations pending' });
      return { status: 'ready' };
    } catch (err) {
      const reason = isDatabaseBusy(err) ? 'database busy' : 'database unreachable';
      return reply.status(503).send({ status: 'unavailable', reason });
    } finally {
      clearTimeout(timer);
    }
  });
};
