// /404 (SPEC 2): no layout; receives a code and a message (query `code`, `message`).
import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

export const handle = { layout: false };

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const code = Number(params.get('code'));
  const statusCode = Number.isInteger(code) && code >= 100 && code <= 599 ? code : 404;
  const message = (params.get('message') ?? '').slice(0, 200);
  return data({ statusCode, message }, { status: 404 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ root: matches[0]?.loaderData, path: '/404', title: loaderData?.message || 'Page Not Found' }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ErrorPage statusCode={loaderData.statusCode} statusMessage={loaderData.message || undefined} />;
}
