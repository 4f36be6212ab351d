// The API client for loaders during SSR: in-process transport from the router
// context, the page's locale, and failures turned into route error responses (a
// business or HTTP 404 renders the not-found page with status 404).
import { data, type RouterContextProvider } from 'react-router';
import { ApiCode } from '../../domain/api-codes.ts';
import { requestPage } from '../lib/request-path.ts';
import { ApiError, createApiClient } from './client.ts';
import { serverApiContext } from './transport.ts';

export function serverApi(context: Readonly<RouterContextProvider>, request: Request) {
  const { transport } = context.get(serverApiContext);
  const { locale } = requestPage(request);
  return createApiClient({ transport, locale: () => locale });
}

/** Rethrows an API failure as the route error the error page renders. */
export function toRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.code === ApiCode.notFound ? 404 : error.status >= 400 ? error.status : 500;
    throw data({ code: error.code, message: error.message }, { status });
  }
  throw error;
}
