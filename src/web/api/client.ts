// The one API client (SPEC 7 and 8). Every page and component talks to the server
// through it, in the browser (fetch) and during SSR (in-process). It implements:
// the /v1 prefix rule, query vs body payloads, the spec's headers, the envelope,
// error toasts, 301/302 logout + login dialog, 404 handling, Refresh-Token and the
// anti-forgery token kept from earlier responses.
import type { AnswerOf, AnswerPath } from '../../domain/api/answers.ts';
import { ApiCode, type Envelope } from '../../domain/api/codes.ts';
import type { RoutePath } from '../../domain/api/paths.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { CSRF_HEADER, DEFAULT_CLIENT, REFRESH_TOKEN_HEADER } from '../../domain/site/constants.ts';
import type { ServerTransport, TransportRequest } from './transport.ts';

export type Method = TransportRequest['method'];
export type Payload = Record<string, unknown> | unknown[] | undefined;

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  constructor(code: number, message: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export interface ApiHooks {
  /** Shows an error toast (browser only). */
  toastError?(message: string): void;
  /** Codes 301/302: log out without redirect and open the login dialog. */
  onLoginRequired?(code: number): void;
  /** Business or HTTP 404: the page decides (the browser replace-navigates to /404). */
  onNotFound?(code: number, message: string): void;
  /** A rotated access token arrived in the Refresh-Token header. */
  onTokenRefresh?(token: string, expiresAt: number): void;
}

export interface ApiClientOptions {
  transport: ServerTransport;
  /** Base URL from configuration; empty means same origin. */
  baseUrl?: string;
  locale: () => Locale;
  client?: number;
  /** Access token and sign for clients that send them as headers (apps); browsers use cookies. */
  credentials?: () => { token?: string; sign?: string };
  csrfToken?: string;
  /** Before the first write, fetch the anti-forgery token when none is known yet (browsers). */
  primeCsrf?: boolean;
  hooks?: ApiHooks;
}

export interface CallOptions {
  /** Extra headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Handle errors yourself: no toast, no 404 navigation (301/302 still log out). */
  silent?: boolean;
}

/** Refresh-Token lifetime hint when the server sends none (the cookie carries the real one). */
const REFRESH_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** SPEC 7: paths not containing /v2/ are prefixed with /v1. */
export function apiPath(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (clean.includes('/v2/') || clean.startsWith('/v1/')) return clean;
  return `/v1${clean}`;
}

/** GET and DELETE send the payload as query parameters (arrays as repeated keys). */
export function toQuery(payload: Payload): string {
  if (!payload || Array.isArray(payload)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createApiClient(opts: ApiClientOptions) {
  let csrfToken = opts.csrfToken;
  const hooks = opts.hooks ?? {};

  async function request<T>(method: Method, path: string, payload?: Payload, call: CallOptions = {}): Promise<T> {
    if (method !== 'GET' && !csrfToken && opts.primeCsrf) {
      await request('GET', '/csrf', undefined, { silent: true }).catch(() => undefined);
    }
    const sendsBody = method === 'POST' || method === 'PUT';
    const url = (opts.baseUrl ?? '') + apiPath(path) + (sendsBody ? '' : toQuery(payload));
    const headers: Record<string, string> = {
      accept: 'application/json',
      lang: opts.locale(),
      client: String(opts.client ?? DEFAULT_CLIENT),
      ...call.headers,
    };
    const creds = opts.credentials?.();
    if (creds?.token) headers.token = creds.token;
    if (creds?.sign) headers.sign = creds.sign;
    if (csrfToken && method !== 'GET') headers[CSRF_HEADER] = csrfToken;
    if (sendsBody) headers['content-type'] = 'application/json';

    const res = await opts.transport({
      method,
      url,
      headers,
      body: sendsBody ? JSON.stringify(payload ?? {}) : undefined,
    });

    const newCsrf = res.headers.get(CSRF_HEADER);
    if (newCsrf) csrfToken = newCsrf;
    const refreshed = res.headers.get(REFRESH_TOKEN_HEADER);
    if (refreshed) hooks.onTokenRefresh?.(refreshed, Date.now() + REFRESH_EXPIRY_MS);

    let body: Envelope<T> | undefined;
    try {
      body = JSON.parse(res.text) as Envelope<T>;
    } catch {
      body = undefined;
    }
    if (!body || typeof body.code !== 'number') {
      // Not an envelope: a proxy error page, an outage.
      const message = res.status === 404 ? 'request 404' : `request ${res.status}`;
      const code = res.status === 404 ? ApiCode.notFound : res.status >= 400 ? res.status : ApiCode.internal;
      return fail(new ApiError(code, message, res.status), call);
    }
    if (body.code === ApiCode.ok) return body.data;
    return fail(new ApiError(body.code, body.message ?? '', res.status, body.data), call);
  }

  function fail(error: ApiError, call: CallOptions): never {
    if (error.code === ApiCode.loginRequired || error.code === ApiCode.sessionRevoked) {
      hooks.onLoginRequired?.(error.code);
    } else if (!call.silent) {
      if (error.code === ApiCode.notFound) hooks.onNotFound?.(error.code, error.message);
      else if (error.message) hooks.toastError?.(error.message);
    }
    throw error;
  }

  // Typed by the operation's answer schema (src/domain/api/answers.ts): no call names
  // its answer's type itself.
  function get<P extends AnswerPath<'GET'>>(
    path: P | RoutePath<P>,
    query?: Payload,
    call?: CallOptions,
  ): Promise<AnswerOf<'GET', P>>;
  function get(path: string, query?: Payload, call?: CallOptions) {
    return request('GET', path, query, call);
  }
  function del<P extends AnswerPath<'DELETE'>>(
    path: P | RoutePath<P>,
    query?: Payload,
    call?: CallOptions,
  ): Promise<AnswerOf<'DELETE', P>>;
  function del(path: string, query?: Payload, call?: CallOptions) {
    return request('DELETE', path, query, call);
  }
  function post<P extends AnswerPath<'POST'>>(
    path: P | RoutePath<P>,
    body?: Payload,
    call?: CallOptions,
  ): Promise<AnswerOf<'POST', P>>;
  function post(path: string, body?: Payload, call?: CallOptions) {
    return request('POST', path, body, call);
  }
  function put<P extends AnswerPath<'PUT'>>(
    path: P | RoutePath<P>,
    body?: Payload,
    call?: CallOptions,
  ): Promise<AnswerOf<'PUT', P>>;
  function put(path: string, body?: Payload, call?: CallOptions) {
    return request('PUT', path, body, call);
  }

  return {
    request,
    get,
    del,
    post,
    put,
    get csrfToken() {
      return csrfToken;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
