import { splitLocalePath } from '../../domain/i18n/locale.ts';

/**
 * The page path of a loader request. Client navigations fetch `/en/faq.data` (or
 * `/_.data` for the home page, `/en.data` for /en); strip that so loaders see the page's own path.
 */
export function requestPage(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\/_(?:root)?\.data$/, '/').replace(/\.data$/, '');
  return splitLocalePath(pathname || '/');
}
