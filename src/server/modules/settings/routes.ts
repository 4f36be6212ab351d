// Global config, SEO config and site config (SPEC 3 field names). The storefront loads
// the SEO and site configs together at start.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickText } from '../../../domain/locale.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.deps;

  app.get('/config', { schema: { tags: ['settings'], summary: 'Global config' } }, async (req, reply) => {
    const s = await settings.get();
    return reply.ok({
      logo: s.seo_image,
      title: pickText(s.seo_title, req.lang),
      keyword: pickText(s.seo_keyword, req.lang),
      desc: pickText(s.seo_description, req.lang),
      analysis_code: s.analysis_code,
      client: s.client_id,
      currency: s.currency,
      country_list: settings.countryOptions(s, req.lang),
      google_client_id: s.google_client_id,
    });
  });

  app.get('/sys/conf', { schema: { tags: ['settings'], summary: 'SEO config' } }, async (req, reply) => {
    const s = await settings.get();
    return reply.ok({
      title: pickText(s.seo_title, req.lang),
      keyword: pickText(s.seo_keyword, req.lang),
      desc: pickText(s.seo_description, req.lang),
    });
  });

  app.get('/siteManage', { schema: { tags: ['settings'], summary: 'Site config' } }, async (req, reply) => {
    const s = await settings.get();
    return reply.ok({
      seo_image: s.seo_image,
      seo_title: pickText(s.seo_title, req.lang),
      seo_keyword: pickText(s.seo_keyword, req.lang),
      seo_description: pickText(s.seo_description, req.lang),
      client_id: s.client_id,
      analysis_code: s.analysis_code,
      currency: s.currency,
      country_list: settings.countryOptions(s, req.lang),
    });
  });
};
