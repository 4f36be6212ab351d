// The currency switch beside the language switch (issue #21): the shop's currency and
// the ones it offers. Choosing one sets the `currency` cookie and reloads the page, so
// every price (server-rendered pages, the cart, analytics) comes back in it. A signed-in
// customer's account keeps the choice too (PUT /user/currency, issue #40), so another
// browser they sign in on starts in it. Without JavaScript the same choice is a form
// with its own button (routes/currency.ts).
import { useLocation } from 'react-router';
import { useT } from '../i18n/index.tsx';
import { rememberCurrency } from '../lib/currency-cookie.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { ShopForm } from './shop-form.tsx';

export function CurrencySwitch() {
  const t = useT();
  const root = useRootData();
  const currency = root?.currency;
  const signedIn = (root?.user?.uid ?? 0) > 0;
  const { pathname, search } = useLocation();
  if (!currency || currency.list.length < 2) return null;
  return (
    <ShopForm method="post" action="/currency" scripted className="inline-flex shrink-0 items-center gap-1">
      <input type="hidden" name="back" value={pathname + search} />
      <label className="relative inline-flex shrink-0 items-center">
        <span className="sr-only">{t('currency.label')}</span>
        {/* A fixed width: every code is three letters, and the select does not widen as its options arrive. */}
        <select
          name="currency"
          value={currency.current}
          onChange={async (e) => {
            const code = e.target.value;
            rememberCurrency(code);
            if (signedIn) {
              // Waited for, so the reload does not cut it off; a failure still switches this browser.
              await import('../api/browser.ts')
                .then(({ browserApi }) => browserApi())
                .then((api) => api.put('/user/currency', { currency: code }, { silent: true }))
                .catch(() => undefined);
            }
            window.location.reload();
          }}
          className="w-[3.25rem] appearance-none rounded-full bg-white px-2 py-1.5 text-center text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          data-testid="currency-switch"
        >
          {currency.list.map((c) => (
            // The code is short and unambiguous (CN¥ and JP¥ would crowd the header); the name says it in full.
            // A screen reader says the name in full ("British Pound, GBP, £"), not three letters.
            <option
              key={c.code}
              value={c.code}
              title={`${c.name} (${c.symbol})`}
              aria-label={`${c.name}, ${c.code}, ${c.symbol}`}
            >
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
