// sitemap.xml with both languages of every page and xhtml:link alternates.
import { LANGUAGE_TAG, LOCALES, localizePath } from '../../domain/i18n/locale.ts';

export interface SitemapEntry {
  /** Unprefixed path, e.g. '/faq'. */
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = LOCALES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[l]}" href="${escapeXml(origin + localizePath(entry.path, l))}"/>`,
    ).join('\n');
    for (const locale of LOCALES) {
      urls.push(
        [
          '  <url>',
          `    <loc>${escapeXml(origin + localizePath(entry.path, locale))}</loc>`,
          entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '',
          alternates,
          '  </url>',
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
