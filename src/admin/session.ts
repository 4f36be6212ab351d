// The signed-in staff member: loaded once by the admin frame's loader (GET /v1/admin/me);
// no session sends the browser to the sign-in page with the way back.
import { redirect, useRouteLoaderData } from 'react-router';
import type { StaffView } from '../domain/admin/staff.ts';
import { ApiCode } from '../domain/api/codes.ts';
import { ApiError, api, loginPath } from './api.ts';

export async function staffLoader({ request }: { request: Request }): Promise<StaffView> {
  try {
    return await api.get('/admin/me', undefined, { silent: true });
  } catch (e) {
    if (e instanceof ApiError && (e.code === ApiCode.loginRequired || e.code === ApiCode.sessionRevoked)) {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw e;
  }
}

/** The staff member of the current admin page. */
export function useStaff(): StaffView {
  const me = useRouteLoaderData('admin') as StaffView | undefined;
  if (!me) throw new Error('useStaff outside the admin frame');
  return me;
}
