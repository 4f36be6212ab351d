// GET /metrics in Prometheus's text format (not the API envelope, never cached), and
// the request counting behind it. With METRICS_TOKEN set it requires
// `Authorization: Bearer <token>`; without it /metrics is open, as most exporters are
// (docs/deploy.md: keep it on a private network, or set the token).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { isApiPath } from '../../plugins/envelope.ts';
import { type AppMetrics, PAGE, UNMATCHED_API } from './app-metrics.ts';
import { askPrimary, inCluster, joinClusterMetrics } from './cluster-metrics.ts';
import { processRegistry } from './shop-metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export const metricsPlugin = fp(async (app: FastifyInstance, opts: { metrics: AppMetrics; token?: string }) => {
  const { metrics } = opts;
  const registries = [processRegistry, metrics.registry];
  const clustered = inCluster();
  if (clustered) joinClusterMetrics(registries);

  app.addHook('onResponse', (req, reply, done) => {
    // A page's in-process API calls are part of the page's request (as in the logs).
    if (!(req.raw as { isLightMyRequest?: boolean }).isLightMyRequest) {
      metrics.observe(req, reply, req.routeOptions.url === undefined && isApiPath(req.url) ? UNMATCHED_API : PAGE);
    }
    done();
  });

  // Compared as digests: equal lengths, and the time taken says nothing about the token.
  const expected = opts.token ? digest(`Bearer ${opts.token}`) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('unauthorized\n');
    }
    const text = clustered ? await askPrimary() : await Registry.merge(registries).metrics();
    return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
  });
});
