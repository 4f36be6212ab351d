// One-click unsubscribing from marketing mail (issue #41 item 5, RFC 8058). Every
// marketing mail carries a signed link to /unsubscribe/{token} on the shop's public
// origin, in List-Unsubscribe with List-Unsubscribe-Post: a mailbox provider POSTs
// `List-Unsubscribe=One-Click` to it without cookies, a reader opens it in a browser.
//
// The token names what to stop and is signed with the app's secret (HMAC-SHA256 with a
// purpose prefix, as sessions, captchas and email codes sign theirs). It never expires:
// a mail is read months later and the link must still work. Verified in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import { unsubscribeStockAlerts } from '../stock-alerts/service.ts';
import { withdrawConsentByLink } from './queries.ts';

/** What one link stops: a customer's marketing mail, or the restock alerts of an address. */
export type UnsubscribeSubject = { kind: 'marketing'; userId: number } | { kind: 'stock-alerts'; email: string };

/** The path of the page and the one-click target (the token follows it). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

function payloadOf(subject: UnsubscribeSubject): string {
  return subject.kind === 'marketing'
    ? `m.${subject.userId}`
    : `s.${Buffer.from(subject.email.trim().toLowerCase(), 'utf8').toString('base64url')}`;
}

function subjectOf(payload: string): UnsubscribeSubject | undefined {
  const [kind, value, ...rest] = payload.split('.');
  if (rest.length > 0 || !value) return undefined;
  if (kind === 'm' && /^[1-9]\d{0,9}$/.test(value)) {
    const userId = Number(value);
    return userId <= 2 ** 31 - 1 ? { kind: 'marketing', userId } : undefined;
  }
  if (kind === 's' && /^[\w-]{1,400}$/.test(value)) {
    const email = Buffer.from(value, 'base64url').toString('utf8');
    return email.includes('@') ? { kind: 'stock-alerts', email } : undefined;
  }
  return undefined;
}

export function createUnsubscribeLinks(secret: string) {
  const signOf = (payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

  /** `<payload>.<signature>`: `m.42.sig` or `s.<base64url email>.sig`; URL-safe. */
  function token(subject: UnsubscribeSubject): string {
    const payload = payloadOf(subject);
    return `${payload}.${signOf(payload)}`;
  }

  /** The subject of a token whose signature holds; undefined for anything else. */
  function verify(tokenText: string): UnsubscribeSubject | undefined {
    if (typeof tokenText !== 'string' || tokenText.length > 600) return undefined;
    const cut = tokenText.lastIndexOf('.');
    if (cut <= 0) return undefined;
    const payload = tokenText.slice(0, cut);
    const given = Buffer.from(tokenText.slice(cut + 1));
    const expected = Buffer.from(signOf(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return subjectOf(payload);
  }

  /** The absolute link of a subject on the shop's public origin, with the mail's language. */
  function unsubscribeUrl(base: string, subject: UnsubscribeSubject, lang: Locale): string {
    return `${base.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}/${token(subject)}?lang=${lang}`;
  }

  return { token, verify, unsubscribeUrl };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

/** The two headers of RFC 8058 for a mail's unsubscribe link. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

type Unsubscriber<K extends UnsubscribeSubject['kind']> = (
  db: Executor,
  subject: Extract<UnsubscribeSubject, { kind: K }>,
) => Promise<void>;

/**
 * What unsubscribing does, per kind. Each is idempotent: a second click changes nothing.
 * 'stock-alerts' is filled by the back-in-stock alerts (src/server/modules/stock-alerts,
 * issue #41 item 3), which end the address's waiting subscriptions.
 */
export const unsubscribers: { [K in UnsubscribeSubject['kind']]: Unsubscriber<K> } = {
  marketing: (db, subject) => withdrawConsentByLink(db, subject.userId),
  'stock-alerts': async (db, subject) => {
    await unsubscribeStockAlerts(db, subject.email);
  },
};

/** Stops what the subject names (idempotent). */
export async function unsubscribe(db: Executor, subject: UnsubscribeSubject): Promise<void> {
  if (subject.kind === 'marketing') await unsubscribers.marketing(db, subject);
  else await unsubscribers['stock-alerts'](db, subject);
}
