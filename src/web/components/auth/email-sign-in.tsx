// Signing in by email code as one form in the page (the /login page and the checkout's
// first step, issue #37): works without JavaScript (each step posts to the page's
// action, lib/email-sign-in.server.ts) and, with it, in place without a reload until
// the code is accepted. The next step's field takes the focus.
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import type { SignInStep } from '../../lib/email-sign-in.server.ts';
import { Field } from '../field.tsx';
import { FormRefusal } from '../form-refusal.tsx';
import { ShopForm } from '../shop-form.tsx';
import { CaptchaAudio } from './captcha-audio.tsx';
import { ConsentBox } from './consent-box.tsx';

await loadSection('auth');

export interface EmailSignInProps {
  state: SignInStep;
  /** The heading and any words before the fields. */
  children: ReactNode;
  /** Ids of the fields start with it (two forms never share ids). */
  idPrefix: string;
  /** Where to go once signed in (a path of this shop). */
  back: string;
  className?: string;
  testId?: string;
  /** Offer the marketing mail box at the code step (issue #41), noting where it was ticked. */
  consentSource?: 'checkout' | 'account';
}

export function EmailSignIn({ state, children, idPrefix, back, className, testId, consentSource }: EmailSignInProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const next = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const intent = state.step === 'email' ? 'captcha' : state.step === 'captcha' ? 'send_code' : 'login';

  // After a step (not on the first render), the keyboard goes to the new step's field.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    next.current?.focus();
  }, [state.step, state.error]);

  return (
    <ShopForm method="post" className={className} data-testid={testId}>
      {/* Enter in a field takes the step forward: the form's first submit button is its default. */}
      <button type="submit" name="intent" value={intent} hidden tabIndex={-1} aria-hidden />
      {children}
      {state.error && <FormRefusal>{state.error}</FormRefusal>}
      <input type="hidden" name="redirect" value={back} />
      {state.step === 'email' ? (
        <Field id={id('email')} label={t('auth.email')} hint={t('auth.emailStepHint')}>
          <input
            ref={next}
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.email}
            aria-describedby={`${id('email')}-hint`}
            className="input w-full"
          />
        </Field>
      ) : (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <input type="hidden" name="email" value={state.email} />
          <span className="min-w-0 break-all font-medium">{state.email}</span>
          <button
            type="submit"
            name="intent"
            value="restart"
            formNoValidate
            className="font-medium text-primary-700 underline"
          >
            {t('auth.otherEmail')}
          </button>
        </p>
      )}
      {state.step === 'captcha' && (
        <div className="space-y-3">
          <input type="hidden" name="key" value={state.captcha.id} />
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={state.captcha.data}
              alt={t('captcha.image')}
              width={240}
              height={90}
              className="h-auto max-w-full rounded-lg ring-1 ring-slate-200"
            />
            <button type="submit" name="intent" value="captcha" formNoValidate className="btn btn-secondary">
              {t('captcha.refresh')}
            </button>
          </div>
          <CaptchaAudio id={state.captcha.id} />
          <Field id={id('dots')} label={t('captcha.prompt')}>
            <input
              ref={next}
              id={id('dots')}
              name="dots"
              inputMode="numeric"
              autoComplete="off"
              required
              className="input w-full"
            />
          </Field>
        </div>
      )}
      {state.step === 'code' && (
        <>
          {!state.error && (
            <p role="status" className="text-sm text-emerald-700">
              {t('auth.codeSent')}
            </p>
          )}
          <Field id={id('code')} label={t('auth.code')}>
            <input
              ref={next}
              id={id('code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              className="input w-full"
            />
          </Field>
          <button
            type="submit"
            name="intent"
            value="captcha"
            formNoValidate
            className="text-sm text-primary-700 underline"
          >
            {t('auth.codeAgain')}
          </button>
          {consentSource && (
            <>
              <input type="hidden" name="consent_source" value={consentSource} />
              <ConsentBox id={id('consent')} />
            </>
          )}
        </>
      )}
      <button
        type="submit"
        name="intent"
        value={intent}
        className="btn btn-primary w-full"
        disabled={busy}
        aria-busy={busy}
        data-testid="plain-login-next"
      >
        {state.step === 'code'
          ? t('auth.submitCode')
          : state.step === 'captcha'
            ? t('auth.sendCode')
            : t('auth.continue')}
      </button>
    </ShopForm>
  );
}
