// Business codes carried in the API envelope {code, message, data}. 200 is success
// (SPEC 7); 301/302 make the storefront log out and open the login dialog (SPEC 8);
// 404 sends it to the not-found page. The others mirror HTTP for other clients.
export const ApiCode = {
  ok: 200,
  /** Not signed in, or the session expired. */
  loginRequired: 301,
  /** The session was revoked (signed out elsewhere, account disabled). */
  sessionRevoked: 302,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** The response envelope of every JSON API call. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** HTTP status sent with a business code (301/302 are not redirects here: 401). */
export function httpStatusFor(code: number): number {
  if (code === ApiCode.ok) return 200;
  if (code === ApiCode.loginRequired || code === ApiCode.sessionRevoked) return 401;
  if (code >= 400 && code < 600) return code;
  return 400;
}
