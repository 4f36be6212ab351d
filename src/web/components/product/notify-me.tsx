// "Notify me" / 到货通知 on a sold-out variant (issue #41 item 3). A signed-in customer
// subscribes in one click (the account's email); a visitor types an email, then answers
// the shop's captcha dialog. The outcome is announced politely (screen readers) and
// stays on the page: "We'll email you when it's back" / 到货后我们会邮件通知您.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { askCaptcha } from '../../lib/dialog-requests.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { Field } from '../field.tsx';
import { ShopForm } from '../shop-form.tsx';

type State =
  | { step: 'idle' | 'email' | 'sending' }
  | { step: 'done'; email: string }
  | { step: 'error'; message: string };

/** `done`: the page's action subscribed already (a customer's click without JavaScript). */
export function NotifyMe({ skuId, done = false }: { skuId: number; done?: boolean }) {
  const t = useT();
  const signedIn = (useRootData()?.user?.uid ?? 0) > 0;
  const [state, setState] = useState<State>(done ? { step: 'done', email: '' } : { step: 'idle' });
  const [email, setEmail] = useState('');
  const id = useId();

  // Another variant: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the SKU changes
  useEffect(() => setState(done ? { step: 'done', email: '' } : { step: 'idle' }), [skuId]);

  async function send(address?: string) {
    let captcha = {};
    if (!signedIn) {
      const answer = await askCaptcha();
      if (!answer) return;
      captcha = answer;
    }
    setState({ step: 'sending' });
    try {
      const { browserApi } = await import('../../api/browser.ts');
      const done = await (await browserApi()).post(
        '/good/stock-alert',
        { sku_id: skuId, ...(address ? { email: address } : {}), ...captcha },
        { silent: true },
      );
      setState({ step: 'done', email: done.email });
    } catch (err) {
      setState({ step: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(email.trim());
  };

  if (state.step === 'done') {
    return (
      <p
        className="mt-4 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-800"
        role="status"
        data-testid="notify-done"
      >
        {t('product.notifyDone')}
        <span className="block text-emerald-700">{state.email}</span>
      </p>
    );
  }

  const open = state.step === 'email' || (!signedIn && state.step !== 'idle');
  return (
    <div className="mt-4" data-testid="notify-me">
      {signedIn ? (
        // A form posting to the page's action, so one click works without JavaScript too.
        <ShopForm method="post" scripted onSubmit={() => void send()}>
          <input type="hidden" name="sku_id" value={skuId} />
          <button
            type="submit"
            name="intent"
            value="notify"
            className="btn btn-primary w-full py-3.5 text-base sm:w-auto sm:min-w-56"
            aria-busy={state.step === 'sending'}
            data-testid="notify-button"
          >
            {state.step === 'sending' && <span aria-hidden className="spinner" />}
            {t('product.notifyMe')}
          </button>
        </ShopForm>
      ) : !open ? (
        <button
          type="button"
          className="btn btn-primary w-full py-3.5 text-base sm:w-auto sm:min-w-56"
          onClick={() => setState({ step: 'email' })}
          data-testid="notify-button"
        >
          {t('product.notifyMe')}
        </button>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate={false}>
          <div className="sm:min-w-72">
            <Field id={`${id}-email`} label={t('product.notifyEmail')} hint={t('product.notifyHint')}>
              <input
                id={`${id}-email`}
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                // Moving the focus here is what the click asked for.
                // biome-ignore lint/a11y/noAutofocus: opened by the shopper's own click
                autoFocus
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-describedby={`${id}-email-hint`}
                className="input w-full"
                data-testid="notify-email"
              />
            </Field>
          </div>
          <button
            type="submit"
            className="btn btn-primary py-3 sm:mb-6"
            aria-busy={state.step === 'sending'}
            data-testid="notify-submit"
          >
            {state.step === 'sending' && <span aria-hidden className="spinner" />}
            {t('product.notifyMe')}
          </button>
        </form>
      )}
      {state.step === 'error' && (
        <p className="field-error mt-2" role="alert" data-testid="notify-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
