// PostgreSQL array parameters. One bound text parameter cast to an array keeps the
// statement's text the same for any number of values (one prepared plan), where
// drizzle's `inArray` would write one placeholder per value.
import { type SQL, sql } from 'drizzle-orm';

/** `'{1,2,3}'::int[]` from integers (anything else is truncated to one). */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
}

/** `'{"a","b"}'::text[]`, each item quoted and escaped. */
export function textArray(items: readonly string[]): SQL {
  return sql`${`{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}
