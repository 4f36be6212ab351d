// Serves the admin area's single-page app (build/admin, from vite.admin.config.ts):
// hashed assets under /admin/assets for a year, and index.html for every other /admin
// path (the app routes in the browser). The page itself is never cached; security
// headers (no framing among them) come from plugins/security-headers.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export async function registerAdminUi(app: FastifyInstance, opts: { dir: string }) {
  const html = readFileSync(join(opts.dir, 'index.html'));
  await app.register(fastifyStatic, {
    root: join(opts.dir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = (_req: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html);
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, page);
}
