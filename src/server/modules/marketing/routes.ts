// Unsubscribing from marketing mail (issue #41 item 5, RFC 8058). The mail's link,
// /unsubscribe/{token}?lang=, is a page on the shop's origin:
// - GET shows what the link stops and one button; it changes nothing (link scanners and
//   mail previews fetch links);
// - POST (the button, or a mailbox provider's `List-Unsubscribe=One-Click`, without
//   cookies) unsubscribes and answers 200 with the "unsubscribed" page.
// The API has the same two for apps: GET and POST /v1/unsubscribe/{token}. No sign-in and
// no anti-forgery token: the link's signature is the authority. Idempotent; a bad
// signature is 404. Limited per IP like the other public endpoints.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import { type Locale, parseLocale, pickText } from '../../../domain/i18n/locale.ts';
import { unsubscribeParams } from '../../../domain/marketing/schemas.ts';
import { AppError } from '../../errors.ts';
import { perIp } from '../limits/request-limits.ts';
import { UNSUBSCRIBE_PATH, type UnsubscribeSubject, unsubscribe } from './unsubscribe.ts';
import { unsubscribePageHtml } from './unsubscribe-page.ts';

const tags = ['marketing'];

/** The API's two operations under /v1. */
export const unsubscribeApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, unsubscribeLinks, requestLimits } = app.deps;
  const limit = perIp(requestLimits.unsubscribe);
  const subjectOf = (token: string): UnsubscribeSubject => {
    const subject = unsubscribeLinks.verify(token);
    if (!subject) throw new AppError(ApiCode.notFound, 'unsubscribe_link_invalid');
    return subject;
  };

  app.get(
    '/unsubscribe/:token',
    {
      preValidation: limit,
      schema: {
        tags,
        params: unsubscribeParams,
        response: answer('GET /unsubscribe/:token'),
        summary: "What a mail's unsubscribe link stops (changes nothing); 404 for a bad link",
      },
    },
    async (req, reply) => {
      const subject = subjectOf(req.params.token);
      return reply.header('cache-control', 'no-store').ok({ kind: subject.kind });
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      preValidation: limit,
      config: { antiForgery: false },
      schema: {
        tags,
        params: unsubscribeParams,
        response: answer('POST /unsubscribe/:token'),
        summary: "Unsubscribes by a mail's signed link, without signing in; idempotent; 404 for a bad link",
      },
    },
    async (req, reply) => {
      const subject = subjectOf(req.params.token);
      await unsubscribe(db, subject);
      return reply.header('cache-control', 'no-store').ok({ kind: subject.kind });
    },
  );
};

/** The page the mail links to (outside the API, hidden from the OpenAPI document). */
export const unsubscribePageRoutes: FastifyPluginAsync = async (app) => {
  const { db, unsubscribeLinks, requestLimits, settings } = app.deps;
  const limit = perIp(requestLimits.unsubscribe);

  async function page(
    req: FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>,
    reply: FastifyReply,
    act: boolean,
  ) {
    const lang: Locale = parseLocale(req.query.lang) ?? req.lang;
    const home = lang === 'en' ? '/en' : '/';
    const shop = pickText((await settings.get()).seo_title, lang);
    const action = `${UNSUBSCRIBE_PATH}/${encodeURIComponent(req.params.token)}?lang=${lang}`;
    const subject = unsubscribeLinks.verify(req.params.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!subject) return reply.code(404).send(unsubscribePageHtml({ lang, shop, state: 'invalid', action, home }));
    if (!act) return reply.send(unsubscribePageHtml({ lang, shop, state: 'ask', kind: subject.kind, action, home }));
    await unsubscribe(db, subject);
    const again = subject.kind === 'marketing' ? `${lang === 'en' ? '/en' : ''}/my/order` : undefined;
    return reply.send(unsubscribePageHtml({ lang, shop, state: 'done', kind: subject.kind, action, home, again }));
  }

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    `${UNSUBSCRIBE_PATH}/:token`,
    { preValidation: limit, schema: { hide: true } },
    (req, reply) => page(req, reply, false),
  );
  app.post<{ Params: { token: string }; Querystring: { lang?: string } }>(
    `${UNSUBSCRIBE_PATH}/:token`,
    // A mailbox provider posts `List-Unsubscribe=One-Click` without cookies; the page's
    // button posts the same. The signed link is the authority, not the shop's cookies.
    { preValidation: limit, schema: { hide: true }, config: { antiForgery: false } },
    (req, reply) => page(req, reply, true),
  );
};
