// Global config, SEO config and site config (SPEC 3 field names). The storefront loads
// the SEO and site configs together at start.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import type { Settings } from '../../../domain/site/settings.ts';

/** The SEO texts in the caller's language: the fields every config shares. */
function seoTexts(s: Settings, lang: Locale) {
  return {
    title: pickText(s.seo_title, lang),
    keyword: pickText(s.seo_keyword, lang),
    desc: pickText(s.seo_description, lang),
  };
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings, payments } = app.deps;

  app.get(
    '/config',
    { schema: { tags: ['settings'], summary: 'Global config', response: answer('GET /config') } },
    async (req, reply) => {
      const s = await settings.get();
      return reply.ok({
        logo: s.seo_image,
        ...seoTexts(s, req.lang),
        analysis_code: s.analysis_code,
        client: s.client_id,
        currency: s.currency,
        country_list: settings.countryOptions(s, req.lang),
        google_client_id: s.google_client_id,
        // Beyond the spec: what the storefront may say about paying (footer, policies).
        payment_methods: await payments.methods(),
      });
    },
  );

  app.get(
    '/sys/conf',
    { schema: { tags: ['settings'], summary: 'SEO config', response: answer('GET /sys/conf') } },
    async (req, reply) => reply.ok(seoTexts(await settings.get(), req.lang)),
  );

  app.get(
    '/siteManage',
    { schema: { tags: ['settings'], summary: 'Site config', response: answer('GET /siteManage') } },
    async (req, reply) => {
      const s = await settings.get();
      const seo = seoTexts(s, req.lang);
      return reply.ok({
        seo_image: s.seo_image,
        seo_title: seo.title,
        seo_keyword: seo.keyword,
        seo_description: seo.desc,
        client_id: s.client_id,
        analysis_code: s.analysis_code,
        currency: s.currency,
        country_list: settings.countryOptions(s, req.lang),
      });
    },
  );
};
