// The one guard for a return path taken from a request or a page (issue #38): where to go
// back to after signing in (storefront and admin), after switching the currency, after
// saving an address. Only a path on this shop is followed; anything else is undefined
// and the caller goes to its own default. See docs/decisions.md ("One return-path guard").

/** Longer return paths are refused (no page of the shop has one near this). */
export const RETURN_PATH_MAX = 2000;

const BASE = 'http://shop.invalid';

// Raw characters that browsers strip or read as a separator: C0 controls (TAB, CR, LF…),
// DEL, C1 controls, every kind of whitespace (\s covers NBSP, U+2028/9, the BOM…), and
// the backslash, which browsers read as a slash.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// Percent-escapes in the path that decode to a slash, a backslash, a control character
// (C1 ones as UTF-8, %c2%80-%c2%9f) or another escape (double encoding: %252f): nothing on
// the shop needs one in its path. The query and fragment are data and may carry any.
const UNSAFE_ESCAPE = /%(?:2f|5c|25|[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
// A value that begins with a second separator would be another host ('//evil', '/\evil').
const TWO_SEPARATORS = /^[/\\]{2}/;

/**
 * The normalised path (pathname, query and fragment) when `value` is a single absolute path
 * on this shop, else undefined. With `under` (e.g. '/admin'), only that part of the shop.
 * The answer is ASCII (non-ASCII is percent-encoded) without control characters: always a
 * valid Location header.
 */
export function safeReturnPath(value: string | null | undefined, under?: string): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return undefined;
  if (!value.startsWith('/') || TWO_SEPARATORS.test(value) || UNSAFE_CHAR.test(value)) return undefined;
  const rawPath = value.split(/[?#]/, 1)[0] ?? '';
  if (UNSAFE_ESCAPE.test(rawPath)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = url.pathname + url.search + url.hash;
  // Dot segments collapse ('/..//evil' is '//evil'): the result is judged again.
  if (!path.startsWith('/') || TWO_SEPARATORS.test(path) || UNSAFE_CHAR.test(path)) return undefined;
  if (under && !isUnder(url.pathname, under)) return undefined;
  return path;
}

/** `/admin`, `/admin/…`, not `/administrator`. */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
