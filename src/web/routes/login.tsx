// /login: signing in by email code as a page, for a browser without JavaScript (issue
// #19 item 5; with it, the header's dialog does the same): the email, the captcha (made
// for this shopper in the answer to a post, never in the shared GET page), then the code
// from the mail, the same steps as the checkout's first (components/auth/email-sign-in.tsx).
// The session cookies come from the API's answer; then back to `redirect`.
import { redirect, redirectDocument, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { pagePath, textField } from '../api/actions.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { EmailSignIn } from '../components/auth/email-sign-in.tsx';
import { translate, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { type SignInStep, signInStep } from '../lib/email-sign-in.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/login';

await loadSection('auth');

export function loader({ request }: Route.LoaderArgs) {
  const back = safeReturnPath(new URL(request.url).searchParams.get('redirect'));
  if (hasSession(request)) throw redirect(back ?? pagePath(request, '/'));
  return null;
}

/** A step of signing in (lib/email-sign-in.server.ts); once signed in, back to `redirect`, loaded anew. */
export async function action({ request, context }: Route.ActionArgs): Promise<SignInStep> {
  const form = await request.formData();
  const step = await signInStep(form, serverApi(context, request));
  if (step !== 'signed-in') return step;
  throw redirectDocument(safeReturnPath(textField(form, 'redirect')) ?? pagePath(request, '/'));
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const title = translate(root?.locale ?? DEFAULT_LOCALE)('auth.login');
  return [...pageMeta({ root, path: '/login', title }), { name: 'robots', content: 'noindex' }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { search } = useLocation();
  const back = safeReturnPath(new URLSearchParams(search).get('redirect')) ?? '';
  return (
    <main id="main" className="container-page py-10">
      <EmailSignIn
        state={actionData ?? { step: 'email', email: '' }}
        idPrefix="login"
        back={back}
        className="card mx-auto max-w-md space-y-4 p-6"
        testId="plain-login"
        consentSource="account"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.login')}</h1>
      </EmailSignIn>
    </main>
  );
}
