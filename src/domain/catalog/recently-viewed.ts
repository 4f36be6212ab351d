// Recently viewed goods (issue #41 item 2): the last RECENTLY_VIEWED_MAX goods a shopper
// opened, newest first. A visitor's list travels in the `viewed` cookie, written by the
// product page's script (never by a shared page), so that the API can add it to the
// account at every sign-in, however the shopper signs in (as the cart's cookie is); a
// customer's list is kept on the account (table recently_viewed). The cookie holds ids
// only: `12.7.3` (about 130 bytes at most). No zod here: the browser imports this file.

export const RECENTLY_VIEWED_MAX = 12;
export const RECENTLY_VIEWED_COOKIE = 'viewed';
/** A visitor's list is kept 90 days after its last change. */
export const RECENTLY_VIEWED_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const MAX_ID = 2_147_483_647;
const ID = /^[1-9]\d{0,9}$/;

/** Ids newest first, each once, at most RECENTLY_VIEWED_MAX; anything else is left out. */
export function cleanViewed(ids: Iterable<unknown>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (out.length >= RECENTLY_VIEWED_MAX) break;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID || out.includes(id)) continue;
    out.push(id);
  }
  return out;
}

/** The ids of a cookie value; a malformed part is left out, never the whole list. */
export function parseViewed(value: string | null | undefined): number[] {
  if (!value) return [];
  return cleanViewed(
    value
      .split('.')
      .slice(0, 4 * RECENTLY_VIEWED_MAX)
      .map((part) => (ID.test(part) ? Number(part) : Number.NaN)),
  );
}

export function formatViewed(ids: readonly number[]): string {
  return cleanViewed(ids).join('.');
}

/** The list after opening `id`: it moves to the front. */
export function addViewed(ids: readonly number[], id: number): number[] {
  return cleanViewed([id, ...ids]);
}

/**
 * The account's list after a sign-in with a visitor's list: the visitor's goods were
 * opened last (in this browser, just before signing in), so they come first, then the
 * account's own; each once, the newest RECENTLY_VIEWED_MAX kept.
 */
export function mergeViewed(visitor: readonly number[], account: readonly number[]): number[] {
  return cleanViewed([...visitor, ...account]);
}

/** The cookie's value in a Cookie header (the browser's own document.cookie), if any. */
export function viewedIn(cookieHeader: string | null | undefined): number[] {
  const m = new RegExp(`(?:^|;\\s*)${RECENTLY_VIEWED_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return parseViewed(m?.[1]);
}

/** The Set-Cookie / document.cookie value that keeps this list (an empty list removes it). */
export function viewedCookie(ids: readonly number[], secure: boolean): string {
  const value = formatViewed(ids);
  const age = value ? RECENTLY_VIEWED_MAX_AGE_SECONDS : 0;
  return `${RECENTLY_VIEWED_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
