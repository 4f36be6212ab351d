// Content pages (domain/site/content-pages.ts) in the caller's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { notFound } from '../../errors.ts';
import { selectPage } from './queries.ts';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/page/:slug',
    {
      schema: {
        tags: ['pages'],
        response: answer('GET /page/:slug'),
        summary: 'A static content page',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
      },
    },
    async (req, reply) => {
      const page = await selectPage(db, req.params.slug);
      if (!page) throw notFound();
      return reply.ok({
        slug: page.slug,
        title: pickText(page.title, req.lang),
        body: pickText(page.body, req.lang),
        updated_at: page.updatedAt.toISOString(),
      });
    },
  );
};
