// Paths of the typed API client (issue #19). A route with parameters is called through
// `routePath('/order/:id', { id })`: the answer's type comes from the pattern, so the
// client never asserts a type. No zod here: the browser bundle imports this file.
declare const route: unique symbol;

/** A concrete path that remembers the route pattern it was filled from. */
export type RoutePath<K extends string> = string & { readonly [route]: K };

/** The parameter names of a pattern: '/order/:id/express' -> 'id'. */
export type PathParams<K extends string> = K extends `${string}:${infer P}/${infer Rest}`
  ? P | PathParams<`/${Rest}`>
  : K extends `${string}:${infer P}`
    ? P
    : never;

/** Fills a pattern's parameters (encoded) and keeps the pattern in its type. */
export function routePath<K extends string>(pattern: K, params: Record<PathParams<K>, string | number>): RoutePath<K> {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  ) as RoutePath<K>;
}
