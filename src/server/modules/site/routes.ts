// Site-level assets that come from settings or the deployment: the favicon and the
// build id that the storefront polls to offer a reload after a deploy.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answer } from '../../../domain/api/answers.ts';
import { createFaviconCache } from './favicon.ts';

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const { config, settings } = app.deps;
  const favicons = createFaviconCache({ publicDir: config.publicDir, uploads: app.deps.files.uploads });

  const sendFavicon = async (req: FastifyRequest, reply: FastifyReply) => {
    const { seo_image } = await settings.get();
    const icon = await favicons.get(seo_image);
    const etag = `"${createHash('sha1').update(icon).digest('base64url').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=300')
      .header('etag', etag)
      .send(icon);
  };
  app.get('/favicon.webp', { schema: { hide: true } }, sendFavicon);
  app.get('/favicon.ico', { schema: { hide: true } }, sendFavicon);

  app.get(
    '/v1/csrf',
    {
      schema: {
        tags: ['site'],
        summary: 'The anti-forgery token (also sent in the x-csrf-token header of every API response)',
        response: answer('GET /csrf'),
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').ok({ csrf_token: req.csrfToken() }),
  );

  app.get(
    '/v1/build',
    { schema: { tags: ['site'], summary: 'The deployed storefront build id', response: answer('GET /build') } },
    async (_req, reply) => reply.header('cache-control', 'no-store').ok({ build_id: app.deps.buildId }),
  );
};
