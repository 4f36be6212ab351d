// The static content pages the storefront has (/videos, /our-story, /faq, /contact-us),
// edited by owners in the admin area.
export const CONTENT_PAGE_SLUGS = ['videos', 'our-story', 'faq', 'contact-us'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
