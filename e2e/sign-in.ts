// Signing a browser context in without the dialog (journeys that are about something
// else): the email-code API, with the code read from the test SMTP listener's mailbox.
// The session cookies land in the context, exactly as after a sign-in in the dialog.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { decodedText, type ReceivedMail } from '../test/helpers/smtp.ts';

const mailDir = inject('mailDir');

/** The last 6-digit code mailed to an address, if any. */
export function lastCodeFor(to: string): string | undefined {
  const mails = readdirSync(mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(to));
  const last = mails.at(-1);
  return last ? decodedText(last.raw).match(/\b(\d{6})\b/)?.[1] : undefined;
}

/** Signs the context in as `email` (the account is created on first use). */
export async function signIn(context: BrowserContext, email: string): Promise<void> {
  // From an address of its own (the e2e server trusts its proxy): codes are limited per address and day.
  const headers = { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
  const sent = await context.request.post('/v1/user/sendCode', { data: { email }, headers });
  expect(sent.status()).toBe(200);
  await expect.poll(() => lastCodeFor(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  const res = await context.request.post('/v1/user/loginByCode', {
    data: { email, code: lastCodeFor(email) },
    headers,
  });
  expect(res.status()).toBe(200);
}

const byte = () => Math.floor(Math.random() * 254) + 1;

/** A fresh email address for one test. */
export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
