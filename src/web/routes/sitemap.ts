// /sitemap.xml (SPEC 2: no layout): every page in both languages with alternates.
import { renderSitemap, type SitemapEntry } from '../../domain/sitemap.ts';
import { serverApiContext } from '../api/transport.ts';
import type { Route } from './+types/sitemap';

export const CONTENT_PATHS = ['/videos', '/our-story', '/faq', '/contact-us'];

export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverApiContext);
  const entries: SitemapEntry[] = [{ path: '/' }, ...CONTENT_PATHS.map((path) => ({ path }))];
  return new Response(renderSitemap(publicUrl, entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
