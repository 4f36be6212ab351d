import type { GroupNode } from '../domain/catalog.ts';
import type { Locale } from '../domain/locale.ts';

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
}

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  seo: SeoConfig;
  site: GlobalConfig;
  /** The category tree shown in navigation. */
  categories: GroupNode[];
  buildId: string;
  publicUrl: string;
}
