// Mail text in the shop's one translation system (namespace `mail`): one catalogue per
// language in ./catalogs, read through i18next like the storefront, admin and API text.
import { createTextArea, type PluralBase, type Translate } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import en from './catalogs/en.ts';
import zhCn, { type MailKey } from './catalogs/zh-cn.ts';

export type { MailKey };
export type MailT = Translate<MailKey | PluralBase<MailKey>>;

export const mailText = createTextArea<MailKey>('mail');
mailText.add('zh-cn', zhCn);
mailText.add('en', en);

/** The mail text of a language: `mailT('en')('placed.subject', { shop, no })`. */
export function mailT(lang: Locale): MailT {
  return mailText.translator(lang);
}
