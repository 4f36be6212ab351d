// The area tree as the API serves it (GET /area/all, read by the remote cascader of
// SPEC 4): the shop's countries at level 0, their provinces or states at level 1,
// cities at level 2. Also checks the path an address was picked with.
import { AREA_MAX_LEVEL, type AreaItem, areaAbbreviation } from '../../../domain/addresses/addresses.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { badRequest } from '../../errors.ts';
import { countryName, type SettingsService } from '../settings/service.ts';
import { type AreaData, type AreaNode, areaName, loadAreaData } from './area-data.ts';

/** The tree nodes an address's picked path stands for. */
export interface PickedArea {
  province?: AreaNode;
  city?: AreaNode;
  /** Whether the tree knows provinces for the country (then the address needs one). */
  countryHasProvinces: boolean;
}

function countryNode(data: AreaData, code: string): AreaNode {
  return { id: code, zh: countryName(code, 'zh-cn'), en: countryName(code, 'en'), children: data.provincesOf(code) };
}

/** A node at `level` for the API; `deep` adds the children all the way down (`all=1`). */
function toItem(node: AreaNode, level: number, lang: Locale, deep: boolean): AreaItem {
  const leaf = level >= AREA_MAX_LEVEL || node.children.length === 0;
  const item: AreaItem = { id: node.id, name: areaName(node, lang), leaf };
  if (deep && !leaf) item.children = node.children.map((child) => toItem(child, level + 1, lang, true));
  return item;
}

export function createAreaService(settings: SettingsService) {
  const shopCountries = async () => (await settings.get()).country_list;

  return {
    /** The items of one level: countries (level 0), or the children of `pid`; unknown parents have none. */
    async children(level: number, pid: string | undefined, lang: Locale): Promise<AreaItem[]> {
      const [data, countries] = await Promise.all([loadAreaData(), shopCountries()]);
      if (level === 0) return countries.map((code) => toItem(countryNode(data, code), 0, lang, false));
      if (!pid || !countries.includes(pid.slice(0, 2))) return [];
      const depth = pid.split('-').length - 1;
      if (depth !== level - 1) return [];
      const parent = depth === 0 ? countryNode(data, pid) : data.node(pid);
      return (parent?.children ?? []).map((child) => toItem(child, level, lang, false));
    },

    /** The whole tree from the root (level 0, id 0). */
    async tree(lang: Locale): Promise<AreaItem[]> {
      const [data, countries] = await Promise.all([loadAreaData(), shopCountries()]);
      return countries.map((code) => toItem(countryNode(data, code), 0, lang, true));
    },

    /**
     * Checks a picked path (country first): every id must be a child of the one before,
     * and the path must end at a leaf ('Please fill in the complete shipping address
     * information' otherwise). An empty path means the address was typed by hand.
     */
    async pick(country: string, path: string[]): Promise<PickedArea> {
      const data = await loadAreaData();
      let children = data.provincesOf(country);
      const countryHasProvinces = children.length > 0;
      if (path.length === 0) return { countryHasProvinces };
      if (path[0] !== country) throw badRequest('address_area_invalid');
      const nodes: AreaNode[] = [];
      for (const id of path.slice(1)) {
        const next = children.find((node) => node.id === id);
        if (!next) throw badRequest('address_area_invalid');
        nodes.push(next);
        children = next.children;
      }
      if (children.length > 0) throw badRequest('address_incomplete');
      return { province: nodes[0], city: nodes[1], countryHasProvinces };
    },

    /**
     * A first-level area typed by hand (the form without JavaScript): in the US, Canada
     * and Australia a state's name or abbreviation in any case becomes its abbreviation
     * ("california" -> "CA"); anything else stays as typed.
     */
    async typedArea(country: string, typed: string): Promise<string> {
      const wanted = typed.trim().toLowerCase();
      if (!wanted || !areaAbbreviation(country, `${country}-XX`)) return typed;
      const data = await loadAreaData();
      for (const node of data.provincesOf(country)) {
        const code = areaAbbreviation(country, node.id);
        if (code && (code.toLowerCase() === wanted || node.en.toLowerCase() === wanted)) return code;
      }
      return typed;
    },

    /** Names of a stored path's province and city in a language (for addresses shown back). */
    async names(path: string[], lang: Locale): Promise<{ province?: string; city?: string }> {
      if (path.length < 2) return {};
      const data = await loadAreaData();
      const province = data.node(path[1]);
      const city = path[2] ? data.node(path[2]) : undefined;
      return { province: province && areaName(province, lang), city: city && areaName(city, lang) };
    },
  };
}

export type AreaService = ReturnType<typeof createAreaService>;

/** The language an address's names are stored in: what the carriers of that country read. */
export function postalLanguage(country: string): Locale {
  return country === 'CN' ? 'zh-cn' : 'en';
}
