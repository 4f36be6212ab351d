// /robots.txt points crawlers at the sitemap and keeps them out of private pages.
import { serverApiContext } from '../api/transport.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverApiContext);
  const body = [
    'User-agent: *',
    'Disallow: /my/',
    'Disallow: /en/my/',
    'Disallow: /order/',
    'Disallow: /en/order/',
    'Disallow: /admin',
    'Disallow: /v1/',
    'Disallow: /v2/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
