// /login: signing in by email code as a page, for a browser without JavaScript (issue
// #19 item 5; with it, the header's dialog does the same). Three forms posting to this
// page's action: the email, then the captcha (made for this shopper in the answer to a
// post, never in the shared GET page), then the code from the mail. The session
// cookies come from the API's answer; then back to `redirect`.
import { redirect, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { pagePath, refusalOf, textField } from '../api/actions.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { CaptchaAudio } from '../components/auth/captcha-audio.tsx';
import { Field } from '../components/field.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { translate, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/login';

await loadSection('auth');

type Step =
  | { step: 'captcha'; email: string; captcha: { id: string; data: string }; error?: string }
  | { step: 'code'; email: string; error?: string }
  | { step: 'email'; email: string; error?: string };

export function loader({ request }: Route.LoaderArgs) {
  const back = safeReturnPath(new URL(request.url).searchParams.get('redirect'));
  if (hasSession(request)) throw redirect(back ?? pagePath(request, '/'));
  return null;
}

export async function action({ request, context }: Route.ActionArgs): Promise<Step> {
  const form = await request.formData();
  const api = serverApi(context, request);
  const email = textField(form, 'email').trim();
  const withCaptcha = async (error?: string): Promise<Step> => {
    const captcha = await api.get('/captcha', undefined, { silent: true }).catch(() => null);
    return captcha ? { step: 'captcha', email, captcha, error } : { step: 'email', email, error };
  };
  const intent = form.get('intent');
  if (intent === 'send_code') {
    const refusal = await refusalOf(() =>
      api.post('/user/sendCode', { email, key: textField(form, 'key'), dots: textField(form, 'dots') }),
    );
    // Each try uses the picture up: a wrong one comes back with a fresh one.
    return refusal ? withCaptcha(refusal.error) : { step: 'code', email };
  }
  if (intent === 'login') {
    const refusal = await refusalOf(() => api.post('/user/loginByCode', { email, code: textField(form, 'code') }));
    if (refusal) return { step: 'code', email, error: refusal.error };
    throw redirect(safeReturnPath(textField(form, 'redirect')) ?? pagePath(request, '/'));
  }
  return withCaptcha();
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
  const state: Step = actionData ?? { step: 'email', email: '' };
  return (
    <main id="main" className="container-page py-10">
      <ShopForm method="post" className="card mx-auto max-w-md space-y-4 p-6" data-testid="plain-login">
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.login')}</h1>
        {state.error && <FormRefusal>{state.error}</FormRefusal>}
        <input type="hidden" name="redirect" value={back} />
        {state.step === 'email' ? (
          <Field id="login-email" label={t('auth.email')}>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.email}
              className="input w-full"
            />
          </Field>
        ) : (
          <>
            <input type="hidden" name="email" value={state.email} />
            <p className="text-sm text-slate-700">{state.email}</p>
          </>
        )}
        {state.step === 'captcha' && (
          <>
            <input type="hidden" name="key" value={state.captcha.id} />
            <p className="text-sm text-slate-600">{t('captcha.prompt')}</p>
            <img
              src={state.captcha.data}
              alt={t('captcha.image')}
              width={240}
              height={90}
              className="rounded-lg ring-1 ring-slate-200"
            />
            <CaptchaAudio id={state.captcha.id} />
            <Field id="login-dots" label={t('captcha.answer')}>
              <input
                id="login-dots"
                name="dots"
                inputMode="numeric"
                autoComplete="off"
                required
                className="input w-full"
              />
            </Field>
          </>
        )}
        {state.step === 'code' && (
          <>
            {!state.error && (
              <p role="status" className="text-sm text-emerald-700">
                {t('auth.codeSent')}
              </p>
            )}
            <Field id="login-code" label={t('auth.code')}>
              <input
                id="login-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                className="input w-full"
              />
            </Field>
          </>
        )}
        <button
          type="submit"
          name="intent"
          value={state.step === 'email' ? 'captcha' : state.step === 'captcha' ? 'send_code' : 'login'}
          className="btn btn-primary w-full"
          data-testid="plain-login-next"
        >
          {state.step === 'code' ? t('auth.submitLogin') : t('auth.sendCode')}
        </button>
      </ShopForm>
    </main>
  );
}
