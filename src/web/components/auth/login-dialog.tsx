// The login/register dialog (SPEC 2): 'Login to browse more content', 450 px, not
// closable by clicking the backdrop. Email-code login (default), password login and
// registration, switched by links. Password login, registration and sending a code
// ask for a captcha first. On success: 'Login successful', then the page reloads.
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS, DIALOG } from '../../../domain/site/constants.ts';
import { safeReturnPath } from '../../../domain/site/return-path.ts';
import { browserApi } from '../../api/browser.ts';
import { ApiError } from '../../api/client.ts';
import { type TFunction, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { track } from '../../lib/analytics.ts';
import { askCaptcha } from '../../lib/dialog-requests.ts';
import { googleCredential, PromptUnavailable } from '../../lib/google.ts';
import { loginDialog, setUser } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { Dialog } from '../dialog.tsx';
import { toast } from '../toast.tsx';
import { ConsentBox } from './consent-box.tsx';
// Its toasts come right before a reload or redirect: the toasts' code must be here already.
import '../toast-list.tsx';

await loadSection('auth');

type Mode = 'code' | 'password' | 'register';

const TITLES = { browse: 'auth.title', signIn: 'auth.title.signIn', session: 'auth.title.session' } as const;
type Fields = Record<'email' | 'code' | 'password' | 'username' | 'mobile', string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY: Fields = { email: '', code: '', password: '', username: '', mobile: '' };

/** The mobile with its calling-code picker: the numbering plan loads when registering. */
const RegisterMobile = lazy(() => import('./register-mobile.tsx'));

/**
 * Client-side checks with the spec's messages (SPEC 5); the server checks again.
 * `mobileStored` is the mobile as it will be stored (undefined: not a valid one).
 */
function validate(mode: Mode, f: Fields, t: TFunction, mobileStored?: string): Partial<Fields> {
  const errors: Partial<Fields> = {};
  if (!f.email.trim()) errors.email = t('auth.emailRequired');
  else if (!EMAIL.test(f.email.trim())) errors.email = t('auth.emailInvalid');
  if (mode === 'code' && !f.code.trim()) errors.code = t('auth.codeRequired');
  if (mode !== 'code' && f.password.length < 8) errors.password = t('auth.passwordShort');
  if (mode === 'register') {
    if (f.username.trim().length < 2 || f.username.trim().length > 32) errors.username = t('auth.usernameInvalid');
    if (!f.mobile.trim()) errors.mobile = t('auth.mobileRequired');
    else if (!mobileStored) errors.mobile = t('auth.mobileInvalid');
  }
  return errors;
}

export function LoginDialogHost() {
  const state = useStore(loginDialog);
  const root = useRootData();
  const t = useT();
  const [mode, setMode] = useState<Mode>('code');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [mobileStored, setMobileStored] = useState<string>();
  /** Marketing mail (issue #41): unticked until the shopper ticks it. */
  const [consent, setConsent] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const set = (name: keyof Fields) => (value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Checked on change once a message is showing (and on blur, below).
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validate(mode, next, t, mobileStored)[name] }));
  };
  const setMobile = (value: string, stored: string | undefined) => {
    const next = { ...fields, mobile: value };
    setFields(next);
    setMobileStored(stored);
    if (errors.mobile) setErrors((e) => ({ ...e, mobile: validate(mode, next, t, stored).mobile }));
  };
  const blur = (name: keyof Fields) => () =>
    setErrors((e) => ({ ...e, [name]: validate(mode, fields, t, mobileStored)[name] }));

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
  };

  async function sendCode() {
    const email = fields.email.trim();
    if (!email) return toast.error(t('auth.emailEnter'));
    if (!EMAIL.test(email)) return setErrors((e) => ({ ...e, email: t('auth.emailInvalid') }));
    const captcha = await askCaptcha();
    if (!captcha) return;
    try {
      await (await browserApi()).post('/user/sendCode', { email, ...captcha });
      toast.success(t('auth.codeSent'));
      setCountdown(CODE_RESEND_SECONDS);
    } catch (err) {
      const wait = (err as ApiError).data as { wait?: number } | null;
      if (err instanceof ApiError && wait?.wait) setCountdown(wait.wait);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(mode, fields, t, mobileStored);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const email = fields.email.trim();
    let body: Record<string, unknown>;
    let path: '/user/loginByCode' | '/user/login' | '/user/registe';
    if (mode === 'code') {
      path = '/user/loginByCode';
      body = { email, code: fields.code.trim() };
    } else {
      const captcha = await askCaptcha();
      if (!captcha) return;
      path = mode === 'password' ? '/user/login' : '/user/registe';
      body =
        mode === 'password'
          ? { email, password: fields.password, ...captcha }
          : {
              email,
              password: fields.password,
              username: fields.username.trim(),
              // As typed, normalised: 11 mainland digits or E.164 (the picked country is in it).
              mobile: mobileStored ?? fields.mobile.trim(),
              avatar: '',
              sex: 1,
              marketing_consent: consent,
              ...captcha,
            };
    }
    setBusy(true);
    try {
      const user = await (await browserApi()).post(path, body);
      setUser(user);
      track('login', { method: mode === 'code' ? 'email_code' : 'password' });
      toast.success(mode === 'register' ? t('auth.registerSuccess') : t('auth.loginSuccess'));
      // Back to the page that asked for a login, else reload this one (SPEC 2).
      const back = safeReturnPath(sessionStorage.getItem('login-return'));
      sessionStorage.removeItem('login-return');
      window.setTimeout(() => (back ? window.location.assign(back) : window.location.reload()), 600);
    } catch {
      // The message was shown as a toast; the button comes back and the next try asks a fresh captcha.
      setBusy(false);
    }
  }

  async function google() {
    const clientId = root?.site.google_client_id ?? '';
    setBusy(true);
    try {
      const credential = await googleCredential(clientId);
      const user = await (await browserApi()).post('/user/login/platform', { platform: 3, credential });
      // With a credential the answer is the signed-in customer, never a redirect.
      if (!('uid' in user)) return setBusy(false);
      setUser(user);
      track('login', { method: 'google' });
      toast.success(t('auth.loginSuccess'));
      window.setTimeout(() => window.location.reload(), 600);
    } catch (err) {
      if (err instanceof ApiError) return setBusy(false);
      if (!(err instanceof PromptUnavailable)) toast.error((err as Error).message);
      // No one-tap (blocked, dismissed or the library failed): use the redirect flow.
      try {
        const answer = await (await browserApi()).post('/user/login/platform', { platform: 3 });
        if (!('auth_url' in answer)) return setBusy(false);
        if (!sessionStorage.getItem('login-return')) sessionStorage.setItem('login-return', window.location.pathname);
        window.location.assign(answer.auth_url);
      } catch {
        setBusy(false);
      }
    }
  }

  const field = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-800">{label}</span>
      <input
        name={name}
        type={type}
        value={fields[name]}
        autoComplete={autoComplete}
        onChange={(e) => set(name)(e.target.value)}
        onBlur={blur(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        className="input"
        data-testid={`auth-${name}`}
      />
      {errors[name] && (
        <span id={`${name}-error`} className="field-error block" role="alert">
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <Dialog
      open={state.open}
      onClose={() => loginDialog.set({ open: false })}
      title={t(TITLES[state.purpose ?? 'browse'])}
      width={DIALOG.loginWidth}
      closeOnBackdrop={false}
      footer={false}
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-testid={`auth-form-${mode}`}>
        {mode === 'register' && field('username', t('auth.username'), 'text', 'username')}
        {field('email', t('auth.email'), 'email', 'email')}
        {mode === 'register' && (
          <Suspense fallback={<div aria-hidden className="h-20" />}>
            <RegisterMobile value={fields.mobile} onChange={setMobile} onBlur={blur('mobile')} error={errors.mobile} />
          </Suspense>
        )}
        {mode === 'code' ? (
          <div className="flex items-end gap-2">
            <div className="flex-1">{field('code', t('auth.code'), 'text', 'one-time-code')}</div>
            <button
              type="button"
              onClick={sendCode}
              disabled={countdown > 0}
              className="btn btn-secondary mb-[1px] shrink-0"
              data-testid="send-code"
            >
              {countdown > 0 ? t('auth.resendIn', { seconds: countdown }) : t('auth.sendCode')}
            </button>
          </div>
        ) : (
          field('password', t('auth.password'), 'password', mode === 'register' ? 'new-password' : 'current-password')
        )}
        {mode === 'register' && <ConsentBox checked={consent} onChange={setConsent} id="register-consent" />}
        <button type="submit" disabled={busy} className="btn btn-primary w-full" data-testid="auth-submit">
          {busy && <span aria-hidden className="spinner" />}
          {mode === 'register' ? t('auth.submitRegister') : t('auth.submitLogin')}
        </button>
        {root?.site.google_client_id && mode !== 'register' && (
          <>
            <p className="text-center text-xs text-slate-500">{t('auth.or')}</p>
            <button
              type="button"
              onClick={google}
              disabled={busy}
              className="btn btn-secondary w-full"
              data-testid="google-login"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-4">
                <path
                  fill="#4285F4"
                  d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
                />
                <path
                  fill="#34A853"
                  d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
                />
                <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
                <path
                  fill="#EA4335"
                  d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
                />
              </svg>
              {t('auth.google')}
            </button>
          </>
        )}
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          {mode === 'register' ? (
            <button type="button" className="text-primary-700 hover:underline" onClick={() => switchTo('code')}>
              {t('auth.toLogin')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="text-primary-700 hover:underline"
                onClick={() => switchTo(mode === 'code' ? 'password' : 'code')}
              >
                {mode === 'code' ? t('auth.usePassword') : t('auth.useCode')}
              </button>
              <button type="button" className="text-primary-700 hover:underline" onClick={() => switchTo('register')}>
                {t('auth.toRegister')}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
