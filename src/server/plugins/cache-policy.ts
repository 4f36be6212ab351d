// Caching that never leaks (issue #17, item 3), decided for every answer in one place:
// an answer that sets a cookie, or that answers a caller who showed a credential (a
// session cookie or header, a staff token), is `private, no-store` unless its route
// declared it public (region lists, the site config). Routes and pages may be stricter.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACCESS_TOKEN_COOKIE,
  ADMIN_TOKEN_COOKIE,
  STAFF_TOKEN_HEADER,
  shopCookieNames,
} from '../../domain/site/constants.ts';

const PRIVATE = 'private, no-store';

function showsCredential(req: FastifyRequest): boolean {
  return !!(
    req.cookies[ACCESS_TOKEN_COOKIE] ||
    req.cookies[ADMIN_TOKEN_COOKIE] ||
    req.cookies[shopCookieNames(true).admin] ||
    req.headers.token ||
    req.headers[STAFF_TOKEN_HEADER]
  );
}

export function cacheControlFor(req: FastifyRequest, reply: FastifyReply): string | undefined {
  const current = reply.getHeader('cache-control');
  // A cookie in a shared cache would be handed to every later visitor.
  if (reply.getHeader('set-cookie') !== undefined) return PRIVATE;
  if (!showsCredential(req)) return undefined;
  return typeof current === 'string' && current.startsWith('public') ? undefined : PRIVATE;
}

export const cachePolicy = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    const value = cacheControlFor(req, reply);
    if (value) reply.header('cache-control', value);
    done(null, payload);
  });
});
