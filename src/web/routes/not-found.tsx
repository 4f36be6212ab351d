// /404 (SPEC 2): receives a code and a message (query `code`, `message`). Shown inside
// the usual header and footer, with suggestions, so it is no dead end.
import { data } from 'react-router';
import { suggestions } from '../api/not-found.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { errorMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

/** The API client's own text for an HTTP 404 (SPEC 7); the page says it in its language. */
const TRANSPORT_MESSAGE = 'request 404';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const code = Number(params.get('code'));
  const statusCode = Number.isInteger(code) && code >= 100 && code <= 599 ? code : 404;
  const given = (params.get('message') ?? '').slice(0, 200);
  const message = given === TRANSPORT_MESSAGE ? '' : given;
  return data({ statusCode, message, suggestions: await suggestions(context, request) }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(matches[0]?.loaderData);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <ErrorPage
      statusCode={loaderData.statusCode}
      statusMessage={loaderData.message || undefined}
      suggestions={loaderData.suggestions}
    />
  );
}
