// The unsubscribe token: signed, readable only with the secret, never expiring, and any
// change to it refused.
import { describe, expect, it } from 'vitest';
import { createUnsubscribeLinks, listUnsubscribeHeaders } from './unsubscribe.ts';

describe('unsubscribe links', () => {
  const links = createUnsubscribeLinks('a-secret-for-tests');

  it('signs and verifies both kinds', () => {
    expect(links.verify(links.token({ kind: 'marketing', userId: 42 }))).toEqual({ kind: 'marketing', userId: 42 });
    expect(links.verify(links.token({ kind: 'stock-alerts', email: 'Ann+x@Example.com' }))).toEqual({
      kind: 'stock-alerts',
      email: 'ann+x@example.com',
    });
  });

  it('refuses a changed payload, a changed signature, another secret and garbage', () => {
    const token = links.token({ kind: 'marketing', userId: 42 });
    expect(links.verify(token.replace('m.42.', 'm.43.'))).toBeUndefined();
    expect(links.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(createUnsubscribeLinks('another').verify(token)).toBeUndefined();
    for (const bad of ['', '.', 'm.42', 'm.42.', 'x.1.abc', `${'a'.repeat(700)}`, 'm.0.x']) {
      expect(links.verify(bad)).toBeUndefined();
    }
  });

  it('builds an absolute link on the public origin with the language, and the RFC 8058 headers', () => {
    const url = links.unsubscribeUrl('https://shop.example.com/', { kind: 'marketing', userId: 7 }, 'en');
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/unsubscribe\/m\.7\.[\w-]{43}\?lang=en$/);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
