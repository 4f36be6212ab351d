// /sitemap.xml (SPEC 2: no layout): home, categories, goods and the content pages, each
// in both languages with alternates.
import { CONTENT_PAGES } from '../../domain/site/content-pages.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { serverApiContext } from '../api/transport.ts';
import { renderSitemap, type SitemapEntry } from '../lib/sitemap.ts';
import type { Route } from './+types/sitemap';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverApiContext);
  const catalog = await serverApi(context, request).get('/catalog/sitemap').catch(toRouteError);
  const entries: SitemapEntry[] = [
    { path: '/' },
    ...catalog.groups.map((g) => ({ path: `/product/cate/${g.id}`, lastmod: g.updated_at.slice(0, 10) })),
    ...catalog.goods.map((g) => ({ path: `/product/${g.id}`, lastmod: g.updated_at.slice(0, 10) })),
    ...CONTENT_PAGES.map(({ path }) => ({ path })),
  ];
  return new Response(renderSitemap(publicUrl, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
