// Who is calling the admin API: the staff session from the `admin_token` cookie (the
// admin area) or the `staff-token` header (scripts). Admin routes use the `staffOnly`
// hook: no session at all answers 401 (code 301, like a customer's missing login); a
// customer's session, or a staff role that is not enough, answers 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { roleAllows, type StaffRole } from '../../domain/admin/staff.ts';
import { ApiCode } from '../../domain/api/codes.ts';
import { STAFF_TOKEN_HEADER, shopCookieNames } from '../../domain/site/constants.ts';
import { AppError } from '../errors.ts';
import type { StaffService, StaffSession } from '../modules/staff/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentStaff(): Promise<StaffSession | null>;
    requireStaff(): Promise<StaffSession>;
  }
}

export const staffSessionPlugin = fp(async (app: FastifyInstance, opts: { staff: StaffService; secure: boolean }) => {
  const cookie = shopCookieNames(opts.secure).admin;
  app.decorateRequest('currentStaff', async () => null);
  app.decorateRequest('requireStaff', async () => {
    throw new AppError(ApiCode.loginRequired, 'login_required');
  });
  app.addHook('onRequest', (req, _reply, done) => {
    let resolved: Promise<StaffSession | undefined> | undefined;
    const header = req.headers[STAFF_TOKEN_HEADER];
    const token = req.cookies[cookie] ?? (Array.isArray(header) ? header[0] : header);
    req.currentStaff = async () => {
      resolved ??= opts.staff.resolve(token);
      return (await resolved) ?? null;
    };
    req.requireStaff = async () => {
      const s = await req.currentStaff();
      if (!s) throw new AppError(ApiCode.loginRequired, 'login_required');
      return s;
    };
    done();
  });
});

/** preValidation hook of admin routes: a staff session with at least `role`. */
export function staffOnly(role: StaffRole = 'operator'): (req: FastifyRequest) => Promise<void> {
  return async (req) => {
    const s = await req.currentStaff();
    if (!s) {
      if (await req.currentUser()) throw new AppError(ApiCode.forbidden, 'forbidden');
      throw new AppError(ApiCode.loginRequired, 'login_required');
    }
    if (!roleAllows(s.role, role)) throw new AppError(ApiCode.forbidden, 'forbidden');
  };
}
