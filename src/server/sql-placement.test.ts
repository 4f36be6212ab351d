// "SQL lives only in each module's queries file" (issue #19), checked on the source:
// outside the database layer (src/server/db) only a module's `queries.ts` (or a
// `<topic>-queries.ts` beside it) writes SQL, so a service or a route reads as rules and
// calls, and every statement of a table is found in one place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Names imported as values (not `type`) from a module whose path matches `from`. */
function valueImports(text: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^import \{([^}]*)\} from '([^']+)';/gm)) {
    if (!from.test(m[2])) continue;
    for (const spec of m[1].split(',').map((s) => s.trim())) if (spec && !spec.startsWith('type ')) names.push(spec);
  }
  return names;
}

/** A SQL template, a query builder's helpers, or a table imported to query it. */
function writesSql(text: string): boolean {
  return (
    /\bsql`/.test(text) ||
    valueImports(text, /^drizzle-orm$/).length > 0 ||
    valueImports(text, /\/db\/schema\.ts$/).length > 0
  );
}

const isQueries = (path: string) => /(^|\/|-)queries\.ts$/.test(path);

describe('SQL lives in queries files', () => {
  const offenders = sources(serverDir)
    .map((path) => relative(serverDir, path))
    .filter((path) => !path.startsWith('db/') && !isQueries(path))
    .filter((path) => writesSql(readFileSync(join(serverDir, path), 'utf8')));

  it('finds SQL outside the database layer only in queries files', () => {
    expect(offenders).toEqual([]);
  });
});
