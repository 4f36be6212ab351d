// Shapes of the demo catalog (seeded on first start). The data lives in
// catalog-data.ts, the product pictures are drawn by product-art.ts.
import type { I18nText } from '../../../domain/i18n/locale.ts';

/** Drawing instructions for one product picture (SVG, converted to webp by the seed). */
export interface ArtSpec {
  /** Which illustration to draw, e.g. 'tea-tin', 'mug', 'tshirt' (see product-art.ts). */
  template: string;
  /** Main colours of the object, CSS hex. The first one is the body colour. */
  colors: string[];
  /** Background tint of the picture, CSS hex. */
  background: string;
  /** Optional short label printed on the object (a brand mark, a number). */
  label?: string;
}

export interface DemoOptionValue {
  /** Stable key, unique within its axis, e.g. 'red', 'm'. */
  key: string;
  name: I18nText;
  /** For colour axes: the colour, used to draw this variant's picture. */
  color?: string;
}

export interface DemoAxis {
  key: string;
  name: I18nText;
  values: DemoOptionValue[];
}

export interface DemoSku {
  /** One value key per axis, in axis order (empty for goods without axes). */
  values: string[];
  /** Price in fen (CNY minor unit): 12800 = ¥128.00. */
  price: number;
  /** Units in stock; 0 = sold out. */
  stock: number;
  /** Unique SKU code, e.g. 'TEA-LJ-250'. */
  code: string;
}

export interface DemoCategory {
  key: string;
  name: I18nText;
  /** Parent category key for a second level, or undefined for a top-level one. */
  parent?: string;
}

export interface DemoCollection {
  key: string;
  name: I18nText;
  description: I18nText;
}

export interface DemoGood {
  /** Unique slug-like key, e.g. 'west-lake-longjing'. */
  key: string;
  /** Category key (a leaf of DEMO_CATEGORIES). */
  category: string;
  /** Home collections this good appears in. */
  collections: string[];
  name: I18nText;
  /** Markdown subset: paragraphs, '## ' headings, '- ' lists, **bold**. */
  description: I18nText;
  /** 0, 1 or 2 option axes. */
  axes: DemoAxis[];
  /** Every combination of axis values, or one SKU without values when there are no axes. */
  skus: DemoSku[];
  /** Service note ids (SPEC 3): 1 fast after-sale, 2 7-day return, 3 partial free shipping, 4 free shipping. */
  services: number[];
  /** 2 to 4 gallery pictures; the first is the cover. */
  art: ArtSpec[];
  /** Sales so far (for sorting by sales). */
  sales: number;
}
