// Content pages (domain/site/content-pages.ts): the navigation's four and the shop's policies,
// bilingual, from the database. The shipping policy adds the rates table from the rules.

import { routePath } from '../../domain/api/paths.ts';
import { formatDate } from '../../domain/i18n/dates.ts';
import { contentPageAt } from '../../domain/site/content-pages.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { ShippingRatesTable } from '../components/policies/shipping-rates.tsx';
import { useLocale, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { Markdown } from '../lib/markdown.tsx';
import { pageMeta } from '../lib/meta.ts';
import { requestPage } from '../lib/request-path.ts';
import { useTimeZone } from '../lib/time-zone.ts';
import type { Route } from './+types/content-page';

await loadSection('catalog');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = requestPage(request);
  const slug = contentPageAt(path)?.slug ?? path.slice(1);
  const api = serverApi(context, request);
  const [page, rates] = await Promise.all([
    api.get(routePath('/page/:slug', { slug })),
    slug === 'shipping-policy' ? api.get('/shipping/rates') : null,
  ]).catch(toRouteError);
  return { page, path, rates };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const body = loaderData?.page.body ?? '';
  const description = body
    .replace(/[#*\-[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return pageMeta({
    root: matches[0]?.loaderData,
    path: loaderData?.path ?? '/',
    title: loaderData?.page.title,
    description,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, rates } = loaderData;
  const t = useT();
  const locale = useLocale();
  const date = formatDate(page.updated_at, locale, useTimeZone());
  return (
    <main id="main" className="container-page py-12">
      <article className="prose-shop mx-auto max-w-3xl">
        <h1>{page.title}</h1>
        <Markdown source={page.body} />
        {rates && <ShippingRatesTable rates={rates} />}
        <p className="mt-10 text-sm text-slate-600">{t('page.updated', { date })}</p>
      </article>
    </main>
  );
}
