import type { AnswerOf } from '../domain/api/answers.ts';
import type { GroupNode } from '../domain/catalog/catalog.ts';
import type { Locale } from '../domain/i18n/locale.ts';
import type { CurrencyOption } from '../domain/money/currency-options.ts';

export type SeoConfig = AnswerOf<'GET', '/sys/conf'>;
export type GlobalConfig = AnswerOf<'GET', '/config'>;
/** The signed-in customer (SPEC 3: uid > 0 means logged in). */
export type RootUser = AnswerOf<'GET', '/user/info'>;

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  seo: SeoConfig;
  /** The site config with the number of destinations instead of the list (the address form loads its own regions). */
  site: Omit<GlobalConfig, 'country_list'> & { country_count: number };
  /** The top-level categories shown in navigation (the bar needs no more of the tree). */
  categories: Pick<GroupNode, 'id' | 'name'>[];
  /** Null for visitors. */
  user: RootUser | null;
  /** A customer's anti-forgery token for the pages' forms (ShopForm); never on a visitor's (shared) page. */
  formToken?: string;
  /** The currency the pages are priced in (cookie, else language region, else the shop's) and the choices (issue #21). */
  currency: { current: string; list: CurrencyOption[] };
  buildId: string;
  publicUrl: string;
}
