// The storefront's content pages, edited by owners in the admin area (title and Markdown
// body in both languages): the four of the header's navigation and the shop's policies.
// One list for the server's routes, the storefront's routes, the sitemap and the footer.

export const CONTENT_PAGES = [
  { slug: 'videos', path: '/videos', kind: 'about' },
  { slug: 'our-story', path: '/our-story', kind: 'about' },
  { slug: 'faq', path: '/faq', kind: 'about' },
  { slug: 'contact-us', path: '/contact-us', kind: 'about' },
  // Shopify's names and paths: what shoppers (and search engines) expect.
  { slug: 'shipping-policy', path: '/policies/shipping-policy', kind: 'policy' },
  { slug: 'refund-policy', path: '/policies/refund-policy', kind: 'policy' },
  { slug: 'privacy-policy', path: '/policies/privacy-policy', kind: 'policy' },
  { slug: 'terms-of-service', path: '/policies/terms-of-service', kind: 'policy' },
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug'];
export type PolicySlug = Extract<(typeof CONTENT_PAGES)[number], { kind: 'policy' }>['slug'];

export const CONTENT_PAGE_SLUGS = CONTENT_PAGES.map((p) => p.slug) as [ContentPageSlug, ...ContentPageSlug[]];

export const POLICY_PAGES = CONTENT_PAGES.filter((p) => p.kind === 'policy');

/** The content page a (locale-less) storefront path shows, if any. */
export function contentPageAt(path: string): (typeof CONTENT_PAGES)[number] | undefined {
  return CONTENT_PAGES.find((p) => p.path === path);
}

/** A policy's storefront path (without the locale prefix). */
export function policyPath(slug: PolicySlug): string {
  return `/policies/${slug}`;
}
