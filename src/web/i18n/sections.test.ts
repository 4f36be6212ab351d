// The browser has a section of text only once a module asked for it: every storefront
// module that names a section's key must load that section itself (`await
// loadSection(...)` at its top), or a page could show the key instead of the text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCatalogs } from './all-catalogs.ts';
import zhBase from './catalogs/zh-cn.ts';
import type { Section } from './messages.ts';

const SECTIONS: Section[] = [
  'address',
  'after-sales',
  'auth',
  'cart',
  'catalog',
  'checkout',
  'orders',
  'tracking',
  'upload',
];
const web = join(import.meta.dirname, '..');

const sectionOf = new Map<string, Section>();
let sectionKeys = 0;
for (const section of SECTIONS) {
  const { default: messages } = await import(`./catalogs/zh-cn/${section}.ts`);
  for (const key of Object.keys(messages)) {
    sectionOf.set(key, section);
    // A plural's variants are named by their base: t('cart.itemCount', { count }).
    sectionOf.set(key.replace(/_(one|other)$/, ''), section);
  }
  sectionKeys += Object.keys(messages).length;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Sections whose keys a module names: 'cart.add' literals and `afterSales.type.${...}` prefixes. */
function sectionsNamed(source: string): Set<Section> {
  const found = new Set<Section>();
  for (const [, key] of source.matchAll(/'([\w.]+)'/g)) {
    const section = sectionOf.get(key);
    if (section) found.add(section);
  }
  for (const [, prefix] of source.matchAll(/`([\w.]+\.)\$\{/g)) {
    for (const [key, section] of sectionOf) if (key.startsWith(prefix)) found.add(section);
  }
  return found;
}

function sectionsLoaded(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, args] of source.matchAll(/^await loadSection\(([^)]*)\);$/gm)) {
    for (const [, name] of args.matchAll(/'([\w-]+)'/g)) found.add(name);
  }
  return found;
}

describe('message sections', () => {
  it('are loaded by every module that uses their keys', () => {
    const missing: string[] = [];
    for (const file of sources(web)) {
      const source = readFileSync(file, 'utf8');
      const loaded = sectionsLoaded(source);
      for (const section of sectionsNamed(source)) {
        if (!loaded.has(section)) missing.push(`${relative(web, file)}: ${section}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('share no key with the base catalogue or each other, and cover both languages alike', () => {
    const keys = Object.keys(zhBase).length + sectionKeys;
    expect(Object.keys(allCatalogs['zh-cn'])).toHaveLength(keys);
    expect(Object.keys(allCatalogs.en).sort()).toEqual(Object.keys(allCatalogs['zh-cn']).sort());
  });
});
