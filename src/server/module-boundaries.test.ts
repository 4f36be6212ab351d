// "Modules reach each other through services" (issue #19), checked on the source: a
// module's queries are private to it. A module is a folder of src/server/modules that
// holds a queries file (`queries.ts` or `<topic>-queries.ts`); a file belongs to the
// nearest such folder above it (admin/orders is its own module, beside orders). A
// file may import the queries of its own module only; what another module needs of it
// goes through its service (`service.ts`, or a named file such as `orders/mails.ts`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = import.meta.dirname;
const modulesDir = join(serverDir, 'modules');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const isQueries = (path: string) => /(^|\/|-)queries\.ts$/.test(path);

const moduleDirs = new Set(sources(modulesDir).filter(isQueries).map(dirname));

/** The module a file belongs to: the nearest folder above it holding a queries file (none: undefined). */
function moduleOf(path: string): string | undefined {
  for (let dir = dirname(path); dir.startsWith(modulesDir); dir = dirname(dir)) {
    if (moduleDirs.has(dir)) return dir;
  }
  return undefined;
}

/** Every relative module a file imports or re-exports from, types included, resolved to a path. */
function importedPaths(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(path), s));
}

describe("a module's queries are its own", () => {
  const rel = (path: string) => relative(modulesDir, path);
  /** Every import of a queries file: from, to, and whether they are of one module. */
  const queriesImports = sources(modulesDir).flatMap((path) =>
    importedPaths(path)
      .filter((target) => isQueries(target) && existsSync(target))
      .map((target) => ({ line: `${rel(path)} -> ${rel(target)}`, own: moduleOf(target) === moduleOf(path) })),
  );
  const crossings = queriesImports.filter((i) => !i.own).map((i) => i.line);

  it('finds the modules by their queries files', () => {
    for (const name of ['orders', 'payments', 'mail', 'admin/orders', 'admin/marketing']) {
      expect(moduleDirs.has(join(modulesDir, name))).toBe(true);
    }
  });

  it('sees the imports of queries files (an empty answer below means none crosses, not none found)', () => {
    const own = queriesImports.filter((i) => i.own).map((i) => i.line);
    expect(own).toContain('shipping/service.ts -> shipping/queries.ts');
    expect(own).toContain('admin/marketing/coupons.ts -> admin/marketing/coupon-queries.ts');
  });

  it('imports no other module’s queries file (types included)', () => {
    expect(crossings.sort()).toEqual([]);
  });
});
