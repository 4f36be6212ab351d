// What, besides the address, makes two visitors without a session get different answers
// from the shop's cached public reads (a product's detail answer, a rendered page). The
// finished-answer caches (catalog detail answers, the SSR page cache) key on the
// address plus this, so a cookie or header that starts to change what is shown must be
// added here, or its visitors would be served each other's answers.
//   - `lang`: the API's language (header, else cookie); a page's language is in its path.
//   - cookies in VARYING_COOKIES (e.g. a display currency): each value keys its own copy.
// A signed-in visitor's page is never cached (the SSR bridge), whatever this says.
import type { FastifyRequest } from 'fastify';

/** Cookies whose value changes a public answer or page (the display currency). */
export const VARYING_COOKIES = ['currency'] as const;

/** The cookies' part of the key: empty for a visitor who set none of them. */
export function cookieVariant(req: FastifyRequest): string {
  let out = '';
  for (const name of VARYING_COOKIES) {
    const value = req.cookies[name];
    if (value) out += `;${name}=${value.slice(0, 32)}`;
  }
  return out;
}

/** An API answer's variant: the caller's language and the varying cookies. */
export function apiVariant(req: FastifyRequest): string {
  return req.lang + cookieVariant(req);
}
