// What a PostgreSQL error means, wherever the driver put it: node-postgres throws the
// server's error itself, drizzle and PGlite wrap it as `cause`.

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The server's error behind a driver's (or the error itself). */
export function pgError(err: unknown): PgError {
  const e = err as PgError & { cause?: PgError };
  return e?.cause ?? e ?? {};
}

/**
 * A unique-index violation (SQLSTATE 23505), of the named constraint when one is given:
 * two requests racing for the same key, or a value that is taken.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  return pg.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
