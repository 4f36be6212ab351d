// "No other code writes an order's status" (issue #19), checked on the source: the one
// UPDATE of orders.status is in queries.ts, and only the executor calls it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the order executor is the only status writer', () => {
  const files = sources(serverDir).map((path) => ({
    path: relative(serverDir, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds one UPDATE of orders.status, in the orders queries', () => {
    const writers = files.filter((f) => /UPDATE\s+orders\s+SET[^`]*\bstatus\s*=/i.test(f.text)).map((f) => f.path);
    expect(writers).toEqual(['modules/orders/queries.ts']);
  });

  it('lets only the executor call it', () => {
    const callers = files.filter((f) => /\bwriteOrderStatus\b/.test(f.text)).map((f) => f.path);
    expect(callers.sort()).toEqual(['modules/orders/lifecycle.ts', 'modules/orders/queries.ts']);
  });
});
