// Page <head> data: "page - site title", description, canonical URL and hreflang
// alternates for both languages (PRODUCT: SEO).
import type { MetaDescriptor } from 'react-router';
import { LANGUAGE_TAG, LOCALES, localizePath } from '../../domain/i18n/locale.ts';
import { translate } from '../i18n/index.tsx';
import type { RootData } from '../root-data.ts';

export interface PageMetaInput {
  /** Root loader data (site title, locale, public URL). */
  root: RootData | undefined;
  /** Unprefixed path of this page, e.g. '/faq'. */
  path: string;
  title?: string;
  description?: string;
  extra?: MetaDescriptor[];
}

export function pageMeta({ root, path, title, description, extra = [] }: PageMetaInput): MetaDescriptor[] {
  if (!root) return [{ title: title ?? '' }];
  const site = root.seo.title;
  const locale = root.locale;
  const origin = root.publicUrl;
  const meta: MetaDescriptor[] = [
    { title: title ? `${title} - ${site}` : site },
    { name: 'description', content: description || root.seo.desc },
    { tagName: 'link', rel: 'canonical', href: origin + localizePath(path, locale) },
    ...LOCALES.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAG[l],
      href: origin + localizePath(path, l),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + localizePath(path, 'zh-cn') },
  ];
  if (root.seo.keyword) meta.push({ name: 'keywords', content: root.seo.keyword });
  return [...meta, ...extra];
}

/**
 * An error page's head (a 404 or a failure, rendered by the root ErrorBoundary, whose
 * meta is the one used): the page's own language, kept out of search results.
 */
export function errorMeta(root: RootData | undefined, status = 404): MetaDescriptor[] {
  const title = translate(root?.locale ?? 'zh-cn')(status === 404 ? 'error.notFound' : 'error.internal');
  return [{ title: root ? `${title} - ${root.seo.title}` : title }, { name: 'robots', content: 'noindex' }];
}
