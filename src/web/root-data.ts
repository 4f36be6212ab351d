import type { GroupNode } from '../domain/catalog.ts';
import type { CurrencyOption } from '../domain/currency-options.ts';
import type { Locale } from '../domain/locale.ts';
import type { PaymentProviderName } from '../domain/orders.ts';

export interface SeoConfig {
  title: string;
  keyword: string;
  desc: string;
}

export interface GlobalConfig extends SeoConfig {
  logo: string;
  analysis_code: string;
  client: number;
  currency: string;
  country_list: { id: string; name: string }[];
  google_client_id: string;
  /** The payment providers the shop offers now. */
  payment_methods: PaymentProviderName[];
}

/** The signed-in customer (SPEC 3: uid > 0 means logged in). */
export interface RootUser {
  uid: number;
  username: string;
  email: string;
  mobile: string;
  avatar: string;
  sex: number;
  /** The language mail is written in (the language switch changes it). */
  locale: Locale;
}

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
  /** The currency the pages are priced in (cookie, else language region, else the shop's) and the choices (issue #21). */
  currency: { current: string; list: CurrencyOption[] };
  buildId: string;
  publicUrl: string;
}
