// Hot statements as named prepared statements: each pooled connection parses and
// plans them once instead of on every call (the order path's statements are large,
// and every signed-in request looks its session up). The same name must always carry
// the same SQL text; parameters vary.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await db.$client.query({ name, text, values: params as unknown[] });
  return rows as T[];
}
