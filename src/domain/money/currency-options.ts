// How the currency switch names a currency: code, the symbol a reader of the page's
// language sees, and the currency's name in that language (from Intl's data).
import { LANGUAGE_TAG, type Locale } from '../i18n/locale.ts';
import { currencySymbol } from './money.ts';

export interface CurrencyOption {
  code: string;
  symbol: string;
  name: string;
}

const names = new Map<Locale, Intl.DisplayNames>();

/** `enabled`: the shop's currencies, so the symbol tells apart those that share one (US$ beside CA$). */
export function currencyOption(code: string, lang: Locale, enabled?: readonly string[]): CurrencyOption {
  let display = names.get(lang);
  if (!display) {
    display = new Intl.DisplayNames([LANGUAGE_TAG[lang]], { type: 'currency' });
    names.set(lang, display);
  }
  return { code, symbol: currencySymbol(code, lang, enabled).trim(), name: display.of(code) ?? code };
}
