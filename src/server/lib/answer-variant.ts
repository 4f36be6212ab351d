// What, besides the address, makes two visitors without a session get different answers
// from the shop's cached public reads (a product's detail answer, a rendered page). The
// finished-answer caches (catalog detail answers, the SSR page cache) key on the
// address plus this, so anything that starts to change what is shown must be added
// here, or its visitors would be served each other's answers.
//   - the language: the API's from its `lang` header or cookie; a page's is in its path.
//   - the currency the answer is priced in (issues #21, #40), as resolved for the
//     request: the `currency` header or cookie, else the account's choice, else the
//     trusted proxy's country header, else the browser's language region, else the
//     shop's (currencies/service.ts forRequest). Not the raw cookie: two visitors
//     without one may still be priced differently.
// A signed-in visitor's page is never cached (the SSR bridge), whatever this says.
import type { FastifyRequest } from 'fastify';

/** A rendered page's key: its address and the currency it is priced in. */
export function pageKey(req: FastifyRequest, currency: string): string {
  return `${currency} ${req.url}`;
}

/** An API answer's variant: the caller's language and the currency it is priced in. */
export function apiVariant(req: FastifyRequest, currency: string): string {
  return `${req.lang} ${currency}`;
}
