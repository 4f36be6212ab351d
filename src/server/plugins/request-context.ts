// Reads the spec's request headers once per request: `lang` (falling back to the
// locale cookie, then zh-cn) and `client` (1 iOS, 2 Android, 3 mobile web, 4 desktop web).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, parseLocale } from '../../domain/i18n/locale.ts';
import { DEFAULT_CLIENT } from '../../domain/site/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Locale;
    client: number;
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LOCALE);
  app.decorateRequest('client', DEFAULT_CLIENT);
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang =
      parseLocale(headerValue(req.headers.lang)) ?? parseLocale(req.cookies?.[LOCALE_COOKIE]) ?? DEFAULT_LOCALE;
    const client = Number(headerValue(req.headers.client));
    req.client = Number.isInteger(client) && client >= 1 && client <= 4 ? client : DEFAULT_CLIENT;
    done();
  });
});
