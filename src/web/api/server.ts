// The API client for loaders during SSR: in-process transport from the router
// context, the page's locale, and failures turned into route error responses (a
// business or HTTP 404 renders the not-found page with status 404).
import { data, type RouterContextProvider } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { ACCESS_TOKEN_COOKIE } from '../../domain/site/constants.ts';
import { requestPage } from '../lib/request-path.ts';
import { ApiError, createApiClient } from './client.ts';
import { serverApiContext } from './transport.ts';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`);

/** Whether the page request carries a session cookie: only then can it be a customer's (visitors skip the calls). */
export function hasSession(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get('cookie') ?? '');
}

export function serverApi(context: Readonly<RouterContextProvider>, request: Request) {
  const { transport } = context.get(serverApiContext);
  const { locale } = requestPage(request);
  return createApiClient({ transport, locale: () => locale });
}

/**
 * A customer page's failure. Without a session (codes 301/302) on a document request,
 * the root loader has already sent the visitor home with the login dialog (SPEC 2), so
 * this answer is never shown. On a client-side navigation the root loader does not run
 * again and this page's data request is the first to learn that the session ended
 * elsewhere: it answers 401, and the page's error boundary (SessionEndedBoundary) logs
 * the shopper out without a redirect and opens the login dialog (SPEC 8).
 */
export function customerRouteError(error: unknown): never {
  if (error instanceof ApiError && (error.code === ApiCode.loginRequired || error.code === ApiCode.sessionRevoked)) {
    throw data({ code: error.code, message: error.message, sessionEnded: true }, { status: 401 });
  }
  return toRouteError(error);
}

/** Rethrows an API failure as the route error the error page renders. */
export function toRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.code === ApiCode.notFound ? 404 : error.status >= 400 ? error.status : 500;
    throw data({ code: error.code, message: error.message }, { status });
  }
  throw error;
}
