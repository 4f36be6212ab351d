// The currency switch beside the language switch (issue #21): the shop's currency and
// the ones it offers. Choosing one sets the `currency` cookie and reloads the page, so
// every price (server-rendered pages, the cart, analytics) comes back in it. Without
// JavaScript the same choice is a form with its own button (routes/currency.ts).
import { useLocation } from 'react-router';
import { useT } from '../i18n/index.tsx';
import { rememberCurrency } from '../lib/currency-cookie.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { ShopForm } from './shop-form.tsx';

export function CurrencySwitch() {
  const t = useT();
  const currency = useRootData()?.currency;
  const { pathname, search } = useLocation();
  if (!currency || currency.list.length < 2) return null;
  return (
    <ShopForm method="post" action="/currency" scripted className="inline-flex shrink-0 items-center gap-1">
      <input type="hidden" name="back" value={pathname + search} />
      <label className="relative inline-flex shrink-0 items-center">
        <span className="sr-only">{t('currency.label')}</span>
        <select
          name="currency"
          value={currency.current}
          onChange={(e) => {
            rememberCurrency(e.target.value);
            window.location.reload();
          }}
          className="appearance-none rounded-full bg-white px-2 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          data-testid="currency-switch"
        >
          {currency.list.map((c) => (
            // The code is short and unambiguous (CN¥ and JP¥ would crowd the header); the name says it in full.
            <option key={c.code} value={c.code} title={`${c.name} (${c.symbol})`}>
              {c.code}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button
          type="submit"
          className="rounded-full px-2 py-1.5 text-sm font-medium text-primary-700 ring-1 ring-slate-200"
        >
          {t('currency.apply')}
        </button>
      </noscript>
    </ShopForm>
  );
}
