// Signing in by email code as forms posting to a page's action (the /login page and the
// checkout's first step, issue #37): the email, then the captcha (made for this shopper
// in the answer to a post, never in a page kept for all), then the code from the mail.
// A new email becomes an account at its first sign-in (the API's loginByCode). The
// session cookies, and the visitor's cart going into the account, come with the API's
// answer to the code.

import { refusalOf, textField } from '../api/actions.ts';
import type { ApiClient } from '../api/client.ts';

export type SignInStep =
  | { step: 'email'; email: string; error?: string }
  | { step: 'captcha'; email: string; captcha: { id: string; data: string }; error?: string }
  | { step: 'code'; email: string; error?: string };

const INTENTS = new Set(['captcha', 'send_code', 'login', 'restart']);

/** Whether a posted form is a step of signing in (its submit button's `intent`). */
export function isSignInIntent(form: FormData): boolean {
  return INTENTS.has(textField(form, 'intent'));
}

/** The next step after a posted one, or 'signed-in' once the code was accepted. */
export async function signInStep(form: FormData, api: ApiClient): Promise<SignInStep | 'signed-in'> {
  const email = textField(form, 'email').trim();
  const withCaptcha = async (error?: string): Promise<SignInStep> => {
    const captcha = await api.get('/captcha', undefined, { silent: true }).catch(() => null);
    return captcha ? { step: 'captcha', email, captcha, error } : { step: 'email', email, error };
  };
  const intent = textField(form, 'intent');
  if (intent === 'restart') return { step: 'email', email };
  if (intent === 'send_code') {
    const refusal = await refusalOf(() =>
      api.post('/user/sendCode', { email, key: textField(form, 'key'), dots: textField(form, 'dots') }),
    );
    // Each try uses the picture up: a wrong one comes back with a fresh one.
    return refusal ? withCaptcha(refusal.error) : { step: 'code', email };
  }
  if (intent === 'login') {
    // The marketing mail box (issue #41), ticked at this step: given with its source.
    const consent =
      textField(form, 'marketing_consent') === '1'
        ? {
            marketing_consent: true,
            consent_source:
              textField(form, 'consent_source') === 'checkout' ? ('checkout' as const) : ('account' as const),
          }
        : {};
    const refusal = await refusalOf(() =>
      api.post('/user/loginByCode', { email, code: textField(form, 'code'), ...consent }),
    );
    return refusal ? { step: 'code', email, error: refusal.error } : 'signed-in';
  }
  return withCaptcha();
}
