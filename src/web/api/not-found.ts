// A page that does not exist (an unknown path, product or category): HTTP 404 with
// what the not-found page offers instead, a few best-selling goods. The error page
// shows its own, localized text: only the path travels, never an English message.
import { data, type RouterContextProvider } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import type { GoodCard } from '../../domain/catalog/catalog.ts';
import { ApiError } from './client.ts';
import { serverApi, toRouteError } from './server.ts';

export const SUGGESTION_COUNT = 4;

/** What a 404 route error carries (root ErrorBoundary and /404 read it). */
export interface NotFoundData {
  code: 404;
  /** The path asked for, decoded, shown as "Page Not Found: {path}". */
  path?: string;
  /** Best sellers to go on with; empty when even they fail to load. */
  suggestions: GoodCard[];
}

/** Best sellers for a dead end; a failure leaves the page without them. */
export async function suggestions(context: Readonly<RouterContextProvider>, request: Request): Promise<GoodCard[]> {
  return serverApi(context, request)
    .get('/good/list', { page_size: SUGGESTION_COUNT, sort: 'sales' }, { silent: true })
    .then((page) => page.list.slice(0, SUGGESTION_COUNT))
    .catch(() => []);
}

/** Throws the 404 route error for this request's path, with suggestions. */
export async function notFound(context: Readonly<RouterContextProvider>, request: Request): Promise<never> {
  const body: NotFoundData = {
    code: 404,
    path: safeDecode(new URL(request.url).pathname),
    suggestions: await suggestions(context, request),
  };
  throw data(body, { status: 404 });
}

/** `toRouteError`, except that the API's "not found" becomes this page's 404 with suggestions. */
export async function notFoundOrRouteError(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<never> {
  if (error instanceof ApiError && error.code === ApiCode.notFound) return notFound(context, request);
  return toRouteError(error);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
