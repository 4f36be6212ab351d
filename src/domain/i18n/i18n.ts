// The one translation system (issue #19, item 2): every area's catalogue (the storefront,
// the admin area, the API's messages, mail) is read through i18next, one namespace per
// area. Keys are flat (`cart.title`, `order_not_found`), placeholders are `{name}`, and a
// key with `_one` / `_other` variants is chosen by the `count` parameter with the
// language's plural rules (Intl.PluralRules). Catalogues stay TypeScript modules so the
// types keep both languages complete and the keys checked.
import i18next, { type i18n } from 'i18next';
import type { Locale } from './locale.ts';

export type TextParams = Record<string, string | number>;
export type Translate<K extends string = string> = (key: K, params?: TextParams) => string;

/** i18next's language codes: it canonicalises `zh-cn` to `zh-CN`, so the shop's codes are mapped. */
const LNG: Record<Locale, string> = { 'zh-cn': 'zh', en: 'en' };

/** The base keys of plural variants: `cart.count_one` | `cart.count_other` -> `cart.count`. */
export type PluralBase<K> = K extends `${infer B}_one` | `${infer B}_other` ? B : never;

export interface TextArea<K extends string> {
  /** Adds (or extends) a language's catalogue; later text for a key replaces earlier. */
  add(locale: Locale, messages: Partial<Record<string, string>>): void;
  /** The `t` of a language: one function per language for the life of the process or page. */
  translator(locale: Locale): Translate<K | PluralBase<K>>;
  /** Whether a key has text in a language (a plural base counts when it has `_other`). */
  has(locale: Locale, key: string): boolean;
}

/**
 * An area's catalogue. Text without parameters is memoised per language and key (the
 * hot path of server rendering); a missing key answers the key itself, so a gap shows
 * instead of breaking a page (the catalogue test keeps gaps out).
 */
export function createTextArea<K extends string>(ns: string): TextArea<K> {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: {},
    ns: [ns],
    defaultNS: ns,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  const plain = new Map<Locale, Map<string, string>>();
  const translators = new Map<Locale, Translate<K | PluralBase<K>>>();

  return {
    add(locale, messages) {
      instance.addResourceBundle(LNG[locale], ns, messages, true, true);
      plain.get(locale)?.clear();
    },
    translator(locale) {
      let t = translators.get(locale);
      if (!t) {
        const lng = LNG[locale];
        // Our own key types check the keys; i18next's generic ones are not needed here.
        const fixed = instance.getFixedT(lng, ns) as unknown as (key: string, options?: TextParams) => string;
        let memo = plain.get(locale);
        if (!memo) {
          memo = new Map();
          plain.set(locale, memo);
        }
        const cache = memo;
        t = (key, params) => {
          if (params) return fixed(key, params);
          let text = cache.get(key);
          if (text === undefined) {
            text = fixed(key);
            cache.set(key, text);
          }
          return text;
        };
        translators.set(locale, t);
      }
      return t;
    },
    has(locale, key) {
      const lng = LNG[locale];
      return instance.exists(key, { lng, ns }) || instance.exists(`${key}_other`, { lng, ns });
    },
  };
}
