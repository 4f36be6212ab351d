// Row ids as the API accepts them. The tables' ids are PostgreSQL `integer` (serial)
// columns (src/server/db/schema.ts), so an id is a whole number from 1 to 2147483647, and
// the OpenAPI document says so. The range is checked before wholeness: a 40-digit id is
// told the real limit ('at most 2147483647'), not the safe-integer one.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path or a query string (text, read as a number). */
export const rowIdParam = z.coerce.number().min(1).max(MAX_ROW_ID).int();

/** A row id in a JSON body. */
export const rowIdField = z.number().min(1).max(MAX_ROW_ID).int();
