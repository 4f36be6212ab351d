// LIKE and ILIKE patterns from what a person typed: the wildcards in it (`%`, `_`) and
// the escape character are taken literally (PostgreSQL's default escape is `\`).

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern matching values that start with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
