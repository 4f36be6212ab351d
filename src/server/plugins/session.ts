// Who is calling: the session from the access_token / access_sign cookies (browsers)
// or the `token` / `sign` headers (apps). Routes that need a customer call
// `req.requireUser()`: 301 when not signed in or expired, 302 when the session was
// revoked or the account disabled (SPEC 8: both log the storefront out).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiCode } from '../../domain/api/codes.ts';
import { ACCESS_SIGN_COOKIE, ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_HEADER } from '../../domain/site/constants.ts';
import { AppError } from '../errors.ts';
import type { IssuedToken, SessionService, SessionUser } from '../modules/accounts/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or null (resolved once per request). */
    currentUser(): Promise<SessionUser | null>;
    requireUser(): Promise<SessionUser>;
  }
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export function setSessionCookies(reply: FastifyReply, issued: IssuedToken, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires: issued.expiresAt };
  reply.setCookie(ACCESS_TOKEN_COOKIE, issued.token, options);
  reply.setCookie(ACCESS_SIGN_COOKIE, issued.sign, options);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  reply.clearCookie(ACCESS_TOKEN_COOKIE, options);
  reply.clearCookie(ACCESS_SIGN_COOKIE, options);
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService; secure: boolean }) => {
  app.decorateRequest('currentUser', async () => null);
  app.decorateRequest('requireUser', async () => {
    throw new AppError(ApiCode.loginRequired, 'login_required');
  });

  app.addHook('onRequest', (req, reply, done) => {
    let resolved: ReturnType<SessionService['resolve']> | undefined;
    const resolve = () => {
      resolved ??= opts.sessions
        .resolve(
          req.cookies[ACCESS_TOKEN_COOKIE] ?? header(req.headers.token),
          req.cookies[ACCESS_SIGN_COOKIE] ?? header(req.headers.sign),
          { client: req.client, ip: req.ip, userAgent: header(req.headers['user-agent']) ?? '' },
        )
        .then((r) => {
          if (r.ok && r.rotated) {
            reply.header(REFRESH_TOKEN_HEADER, r.rotated.token);
            reply.header('refresh-sign', r.rotated.sign);
            setSessionCookies(reply, r.rotated, opts.secure);
          }
          return r;
        });
      return resolved;
    };
    req.currentUser = async () => {
      const r = await resolve();
      return r.ok ? r.user : null;
    };
    req.requireUser = async () => {
      const r = await resolve();
      if (r.ok) return r.user;
      if (r.reason === 'revoked' || r.reason === 'disabled') {
        clearSessionCookies(reply, opts.secure);
        throw new AppError(ApiCode.sessionRevoked, 'session_revoked');
      }
      if (r.reason !== 'missing') clearSessionCookies(reply, opts.secure);
      throw new AppError(ApiCode.loginRequired, 'login_required');
    };
    done();
  });
});

/** A preValidation hook for customer-only routes: not signed in answers 301 before the payload is judged. */
export async function signedIn(req: FastifyRequest): Promise<void> {
  await req.requireUser();
}

/** An onSend hook for personal answers: never kept by a browser or a proxy. */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}
