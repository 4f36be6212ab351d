// Anti-forgery for cookie-authenticated writes (double submit + Origin check).
// The token travels in an HttpOnly cookie and in the `x-csrf-token` response header;
// the storefront keeps the header value and sends it back on POST, PUT and DELETE.
// Calls authenticated by `token`/`sign` headers (apps, scripts) need neither.
//
// Decided by construction, never by the URL string: every unsafe request that carries
// a session cookie is checked, whatever its path and whether or not a route matched
// (an encoded, doubled or dotted path gains nothing). Only a route that authenticates
// by something other than cookies opts out, in its own options:
// `config: { antiForgery: false }` (provider webhooks, the demo gateway's form).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiCode } from '../../domain/api/codes.ts';
import { ACCESS_TOKEN_COOKIE, CSRF_HEADER, FORM_TOKEN_FIELD, shopCookieNames } from '../../domain/site/constants.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route is not authenticated by cookies, so it needs no anti-forgery token. */
    antiForgery?: boolean;
    /**
     * true: the answer is the same for every caller and may be kept by caches, so
     * nothing of one browser (the anti-forgery token and its cookie) goes into it.
     */
    sharedAnswer?: boolean;
  }
  interface FastifyRequest {
    /** The anti-forgery token of this browser, created (and set as a cookie) on first use. */
    csrfToken(): string;
    /** Whether the request says it comes from this shop's pages (Origin, else Referer). */
    fromShopOrigin(): boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const antiForgery = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const secure = publicOrigin.startsWith('https:');
  const names = shopCookieNames(secure);

  function allowedOrigin(req: FastifyRequest, origin: string): boolean {
    if (origin === publicOrigin) return true;
    // The host the browser used (a LAN address, a test port) counts as same-origin too.
    const host = req.headers.host;
    return !!host && (origin === `http://${host}` || origin === `https://${host}`);
  }

  app.decorateRequest('csrfToken', () => '');
  app.decorateRequest('fromShopOrigin', function (this: FastifyRequest) {
    const origin = this.headers.origin ?? refererOrigin(this.headers.referer);
    return !!origin && allowedOrigin(this, origin);
  });

  // Synchronous hooks: an async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (req, reply, done) => {
    let token: string | undefined;
    req.csrfToken = () => {
      if (token) return token;
      const existing = req.cookies[names.csrf];
      if (existing && /^[\w-]{43}$/.test(existing)) {
        token = existing;
      } else {
        token = randomBytes(32).toString('base64url');
        reply.setCookie(names.csrf, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      }
      return token;
    };
    // The matched route's declared path (not the request's URL) says whether it is API.
    if (isApiRoute(req.routeOptions.url) && !req.routeOptions.config?.sharedAnswer) {
      reply.header(CSRF_HEADER, req.csrfToken());
    }
    if (!UNSAFE.has(req.method) || req.routeOptions.config?.antiForgery === false) return done();
    if (!(req.cookies[ACCESS_TOKEN_COOKIE] || req.cookies[names.admin])) return done();
    done(req.fromShopOrigin() ? undefined : new AppError(ApiCode.forbidden, 'origin_rejected'));
  });

  // The token is judged once the body is read: a page's form sends it as a field (a
  // browser without JavaScript cannot set a header), every other caller in the header.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!UNSAFE.has(req.method) || req.routeOptions.config?.antiForgery === false) return done();
    const api = isApiRoute(req.routeOptions.url);
    // A page's form acts for the customer only (its actions call the storefront's API):
    // the staff cookie alone does not make it need a token it could not carry.
    const signedIn = req.cookies[ACCESS_TOKEN_COOKIE] || (api && req.cookies[names.admin]);
    if (!signedIn) return done();
    const sent = req.headers[CSRF_HEADER] ?? (api ? undefined : formToken(req.body));
    const cookie = req.cookies[names.csrf];
    const same = typeof sent === 'string' && !!cookie && sameToken(sent, cookie);
    done(same ? undefined : new AppError(ApiCode.forbidden, 'csrf_failed'));
  });
});

/** The anti-forgery field of a page's form (`application/x-www-form-urlencoded`, kept as text). */
function formToken(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  return new URLSearchParams(body).get(FORM_TOKEN_FIELD) ?? undefined;
}

function isApiRoute(route: string | undefined): boolean {
  return !!route && /^\/v[12]\//.test(route);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
