// Liveness and readiness for load balancers and orchestrators (plain JSON, no envelope).
import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseBusy } from '../../plugins/envelope.ts';

const READY_WAIT_MS = 800;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    // Answer within a second even when every connection is busy (the pool's own wait is longer).
    const { pool } = app.deps.database;
    let timer: NodeJS.Timeout | undefined;
    const busy = new Promise<'busy'>((resolve) => {
      timer = setTimeout(() => resolve('busy'), READY_WAIT_MS);
    });
    try {
      const probe = pool.query('SELECT 1').then(() => 'ready' as const);
      probe.catch(() => {});
      const result = await Promise.race([probe, busy]);
      if (result === 'busy') return reply.status(503).send({ status: 'unavailable', reason: 'database busy' });
      return { status: 'ready' };
    } catch (err) {
      const reason = isDatabaseBusy(err) ? 'database busy' : 'database unreachable';
      return reply.status(503).send({ status: 'unavailable', reason });
    } finally {
      clearTimeout(timer);
    }
  });
};
