// The static area tree below the countries, built once from three maintained data sets
// and kept in memory (about 4,400 nodes). It never reaches the browser bundle: the
// storefront asks GET /v1/area/all.
//   - China: @vant/area-data (GB/T 2260 provinces and cities, Chinese names). Province
//     ids are ISO 3166-2:CN (CN-GD), city ids add the 6-digit GB/T 2260 code
//     (CN-GD-440100). English names of provinces come from CLDR; cities keep Chinese.
//   - Every other country whose address format (src/domain/addresses/format.ts) requires a first-level
//     area: ISO 3166-2 first-level subdivisions from iso-3166, English
//     names from CLDR (Tokyo rather than Tôkyô), else the ISO name. No Chinese names
//     exist for them, so both languages show the English one; no city level.
import { usesArea } from '../../../domain/addresses/format.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';

export interface AreaNode {
  id: string;
  zh?: string;
  en: string;
  /** Empty for leaves. */
  children: AreaNode[];
}

export interface AreaData {
  /** First-level subdivisions of a country (empty when the data sets have none). */
  provincesOf(country: string): AreaNode[];
  /** A province or city by id. */
  node(id: string): AreaNode | undefined;
}

/** GB/T 2260 province prefixes and their ISO 3166-2:CN codes (letters since 2017). */
const CN_PROVINCE_ISO: Record<string, string> = {
  '11': 'BJ',
  '12': 'TJ',
  '13': 'HE',
  '14': 'SX',
  '15': 'NM',
  '21': 'LN',
  '22': 'JL',
  '23': 'HL',
  '31': 'SH',
  '32': 'JS',
  '33': 'ZJ',
  '34': 'AH',
  '35': 'FJ',
  '36': 'JX',
  '37': 'SD',
  '41': 'HA',
  '42': 'HB',
  '43': 'HN',
  '44': 'GD',
  '45': 'GX',
  '46': 'HI',
  '50': 'CQ',
  '51': 'SC',
  '52': 'GZ',
  '53': 'YN',
  '54': 'XZ',
  '61': 'SN',
  '62': 'GS',
  '63': 'QH',
  '64': 'NX',
  '65': 'XJ',
};

/** The administrative suffix of ISO's romanised names ("Nei Mongol Zizhiqu"), for the one CLDR lacks. */
const CN_ISO_SUFFIX = / (?:(?:Zhuangzu|Huizu|Uygur) )?(?:Zizhiqu|Sheng|Shi)$/;

/** GB/T 2260 groups that are no city ("county-level units under the province"): their counties are listed instead. */
const CN_PSEUDO_CITY = new Set(['省直辖县', '县', '自治区直辖县级行政区划']);

export function areaName(node: AreaNode, lang: Locale): string {
  return lang === 'en' ? node.en : (node.zh ?? node.en);
}

type Names = Record<string, string>;

function chinaProvinces(list: { province_list: Names; city_list: Names; county_list: Names }, english: Names) {
  const provinces = new Map<string, AreaNode>();
  // Taiwan (71), Hong Kong (81) and Macao (82) are countries of their own in ISO 3166-1
  // and in the shop's country list, so they have no prefix in the table above.
  for (const [code, zh] of Object.entries(list.province_list)) {
    const iso = CN_PROVINCE_ISO[code.slice(0, 2)];
    if (!iso) continue;
    const id = `CN-${iso}`;
    provinces.set(code.slice(0, 2), { id, zh, en: (english[id] ?? zh).replace(CN_ISO_SUFFIX, ''), children: [] });
  }
  const addCity = (code: string, zh: string) => {
    const province = provinces.get(code.slice(0, 2));
    province?.children.push({ id: `${province.id}-${code}`, zh, en: zh, children: [] });
  };
  for (const [code, name] of Object.entries(list.city_list)) {
    if (!CN_PSEUDO_CITY.has(name)) {
      addCity(code, name);
      continue;
    }
    const prefix = code.slice(0, 4);
    for (const [county, countyName] of Object.entries(list.county_list)) {
      if (county.startsWith(prefix)) addCity(county, countyName);
    }
  }
  return [...provinces.values()];
}

async function build(): Promise<AreaData> {
  const [{ areaList }, { iso31662 }, cldr] = await Promise.all([
    import('@vant/area-data'),
    import('iso-3166/2.js'),
    import('cldr-subdivisions-full/subdivisions/en/en.json', { with: { type: 'json' } }),
  ]);
  const cldrNames: Names = cldr.default.subdivisions.localeDisplayNames.subdivisions;
  // CLDR keys are lower case without the hyphen: cngd, usca.
  const english: Names = {};
  for (const entry of iso31662) {
    english[entry.code] = cldrNames[entry.code.toLowerCase().replace('-', '')] ?? entry.name;
  }

  const byCountry = new Map<string, AreaNode[]>();
  for (const entry of iso31662) {
    // Only where the country's address format requires a first-level area (a US state, a
    // Japanese prefecture); a German Land or an English county is no part of the address.
    if (entry.parent.length !== 2 || entry.parent === 'CN' || !usesArea(entry.parent)) continue;
    const list = byCountry.get(entry.parent) ?? [];
    list.push({ id: entry.code, en: english[entry.code], children: [] });
    byCountry.set(entry.parent, list);
  }
  for (const list of byCountry.values()) list.sort((a, b) => a.en.localeCompare(b.en, 'en'));
  // China in the official GB/T 2260 order every Chinese shopper knows (北京, 天津, 河北…).
  byCountry.set('CN', chinaProvinces(areaList, english));

  const byId = new Map<string, AreaNode>();
  for (const provinces of byCountry.values()) {
    for (const province of provinces) {
      byId.set(province.id, province);
      for (const city of province.children) byId.set(city.id, city);
    }
  }
  return { provincesOf: (country) => byCountry.get(country) ?? [], node: (id) => byId.get(id) };
}

let loaded: Promise<AreaData> | undefined;

/** The tree, built on first use and then shared by every request of this process. */
export function loadAreaData(): Promise<AreaData> {
  loaded ??= build();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
