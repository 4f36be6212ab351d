// The image helper (SPEC 9): local images get a webp, quality-50 variant of a given
// width; srcset lists the widths the server renders. Fallback pictures for a missing
// product image or logo.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const FALLBACK_PRODUCT_IMAGE = '/brand/product-fallback.svg';
/** The shop's logo until the owner sets one (also the default sharing image); the header draws it inline. */
export const FALLBACK_LOGO = '/brand/logo.svg';

/** Whether the server can resize this URL (our own uploads). */
function resizable(url: string): boolean {
  return url.startsWith('/uploads/') && !url.includes('?');
}

/** The URL of `url` as webp quality 50 at `width` (unchanged for images we cannot resize). */
export function imageUrl(url: string | null | undefined, width: number, fallback = FALLBACK_PRODUCT_IMAGE): string {
  if (!url) return fallback;
  return resizable(url) ? `${url}?w=${width}&q=50&fm=webp` : url;
}

/** A srcset over the rendered widths up to `maxWidth`. */
export function imageSrcSet(url: string | null | undefined, maxWidth = 1280): string | undefined {
  if (!url || !resizable(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageUrl(url, w)} ${w}w`)
    .join(', ');
}
