// Admin sign-in (PRODUCT: staff). Failed attempts are throttled per account and IP
// with the same growing delays as customers' sign-ins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { shopCookieNames } from '../../../domain/site/constants.ts';
import { AppError } from '../../errors.ts';
import { staffOnly } from '../../plugins/staff-session.ts';
import { signInKeys } from '../limits/sign-in-throttle.ts';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, signInThrottle, config } = app.deps;
  const secure = config.publicUrl.startsWith('https:');
  const cookie = shopCookieNames(secure).admin;

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        response: answer('POST /admin/login'),
        summary: 'Staff sign-in: sets the admin_token cookie (HttpOnly, SameSite=Strict) and answers the token',
        body: z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(128) }),
      },
    },
    async (req, reply) => {
      const keys = signInKeys('staff', req.body.email, req.ip);
      await signInThrottle.attempt(keys);
      const who = await staff.verifyPassword(req.body.email, req.body.password);
      if (!who) throw new AppError(400, 'login_failed');
      await signInThrottle.succeeded(keys);
      // A new session at every sign-in; the one this browser brought ends.
      const previous = await req.currentStaff();
      if (previous) await staff.revoke(previous.sessionId);
      const issued = await staff.issue(who.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
      reply.setCookie(cookie, issued.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        expires: issued.expiresAt,
      });
      return reply.ok({ staff: who, token: issued.token, expires_at: issued.expiresAt.toISOString() }, 'login_success');
    },
  );

  app.get(
    '/admin/me',
    {
      schema: { tags: ['admin'], response: answer('GET /admin/me'), summary: 'The signed-in staff member' },
      preValidation: staffOnly(),
    },
    async (req, reply) => {
      const { sessionId: _, ...me } = await req.requireStaff();
      return reply.header('cache-control', 'no-store').ok(me);
    },
  );

  app.post(
    '/admin/logout',
    { schema: { tags: ['admin'], response: answer('POST /admin/logout'), summary: 'Staff sign-out' } },
    async (req, reply) => {
      const me = await req.currentStaff();
      if (me) await staff.revoke(me.sessionId);
      reply.clearCookie(cookie, { path: '/', httpOnly: true, sameSite: 'strict', secure });
      return reply.ok(null, 'logout_success');
    },
  );
};
