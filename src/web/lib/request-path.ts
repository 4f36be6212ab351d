import { splitLocalePath } from '../../domain/locale.ts';

/**
 * The page path of a loader request. Client navigations fetch `/en/faq.data` (or
 * `/_root.data` for the home page); strip that so loaders see the page's own path.
 */
export function requestPage(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\/_root\.data$/, '/').replace(/\.data$/, '');
  return splitLocalePath(pathname || '/');
}
