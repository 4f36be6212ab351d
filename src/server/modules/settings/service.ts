// Site settings with a short in-process cache: every page render reads them, and a
// change made on another instance shows within CACHE_MS. Writes on this instance
// clear the cache at once.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
// The library without its Node entry, which registers all of its 80 languages (2 MiB of
// heap per process, docs/benchmarks.md "Memory per process"): only its code list is used,
// names come from the runtime (Intl.DisplayNames).
import countries from 'i18n-iso-countries/index.js';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { resolveSettings, type Settings, settingsSchema } from '../../../domain/site/settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { assertNoOpenTransaction } from '../../db/transaction-guard.ts';
import { insertSettingIfAbsent, lockSettings, selectAllSettings, upsertSettings } from './queries.ts';

const CACHE_MS = 5_000;
const SECRET_KEY = 'server_secret';

/**
 * Names as shoppers say them where CLDR's long name is an official one: 中国台湾, and Hong
 * Kong and Macao without "SAR China" (香港, 澳门). Every other name is CLDR's (Intl.DisplayNames).
 */
const OVERRIDES: Record<Locale, Record<string, string>> = {
  'zh-cn': { TW: '中国台湾', HK: '香港', MO: '澳门' },
  en: { HK: 'Hong Kong', MO: 'Macao' },
};

/**
 * Full names in each language: "United Kingdom", "United States", 英国 (CLDR's long names;
 * the aliases i18n-iso-countries picks read "UK"). Codes the runtime does not know stay codes.
 */
const REGION_NAMES: Record<Locale, Intl.DisplayNames> = {
  'zh-cn': new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'code' }),
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }),
};

export function countryName(code: string, locale: Locale): string {
  const override = OVERRIDES[locale]?.[code];
  if (override) return override;
  try {
    return REGION_NAMES[locale].of(code) ?? code;
  } catch {
    return code; // not a region code at all
  }
}

/** Every ISO 3166-1 alpha-2 code, e.g. for the admin's country list. */
export function allCountryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes()).sort();
}

/** Every setting as stored now, past any instance's cache (what owners edit). */
export async function storedSettings(db: Executor): Promise<Settings> {
  return resolveSettings(await selectAllSettings(db));
}

/**
 * Writes the settings of `valid` that differ from the stored ones, inside the caller's
 * transaction under the settings lock (so two owners' changes apply one after the
 * other). Answers the settings before and after and the keys that changed, or
 * undefined when none did. The caller clears the caches once it committed.
 */
export async function changeSettings(
  tx: Executor,
  valid: Partial<Settings>,
): Promise<{ before: Settings; after: Settings; keys: (keyof Settings)[] } | undefined> {
  await lockSettings(tx);
  const before = resolveSettings(await selectAllSettings(tx));
  const keys = (Object.keys(valid) as (keyof Settings)[]).filter((k) => !isDeepStrictEqual(before[k], valid[k]));
  if (keys.length === 0) return undefined;
  const update = Object.fromEntries(keys.map((k) => [k, valid[k]]));
  await upsertSettings(tx, update);
  return { before, after: { ...before, ...update } as Settings, keys };
}

export function createSettingsService(db: Db) {
  let cached: { at: number; value: Promise<Settings> } | undefined;

  function get(): Promise<Settings> {
    // Even from the cache: a transaction that reads settings through the pool hangs the
    // day the cache has expired (read them before the transaction).
    try {
      assertNoOpenTransaction();
    } catch (err) {
      return Promise.reject(err);
    }
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const value = selectAllSettings(db).then(resolveSettings);
      value.catch(() => {
        cached = undefined;
      });
      cached = { at: now, value };
    }
    return cached.value;
  }

  return {
    get,
    async update(patch: Partial<Settings>): Promise<Settings> {
      const valid = settingsSchema.partial().parse(patch);
      await upsertSettings(db, valid);
      cached = undefined;
      return get();
    },
    /** Forgets the cached values (after a write made in the caller's own transaction). */
    invalidate() {
      cached = undefined;
    },
    /** The HMAC key when SECRET is not configured: generated once, shared by all instances. */
    async serverSecret(): Promise<string> {
      return String(await insertSettingIfAbsent(db, SECRET_KEY, randomBytes(32).toString('hex')));
    },
    countryOptions(settings: Settings, locale: Locale) {
      return settings.country_list.map((code) => ({ id: code, name: countryName(code, locale) }));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
