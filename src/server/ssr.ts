// Bridge from Fastify to the React Router request handler. Static files of the build
// are served by @fastify/static; every other non-API path renders on the server. Pages
// reach the API in-process (fastify.inject): no network hop, one code path.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { ACCESS_TOKEN_COOKIE, shopCookieNames } from '../domain/constants.ts';
import { LOCALE_COOKIE, parseLocale, splitLocalePath } from '../domain/locale.ts';
import type { ServerApiContextValue, ServerTransport } from '../web/api/transport.ts';
import { localeCookie } from '../web/lib/locale-cookie.ts';
import { createMicroCache } from './lib/micro-cache.ts';
import { REQUEST_ID_HEADER } from './plugins/request-id.ts';
import { IN_PROCESS_HEADER, pagePolicy } from './plugins/security-headers.ts';

interface ShopServerBuild extends ServerBuild {
  entry: ServerBuild['entry'] & { module: ServerBuild['entry']['module'] & { serverApiContext: unknown } };
}

/** Forwarded from the page request to in-process API calls. */
const FORWARDED = ['user-agent', 'x-forwarded-for'] as const;

export async function registerSsr(app: FastifyInstance, opts: { buildDir: string }) {
  const build = (await import(pathToFileURL(join(opts.buildDir, 'server', 'index.js')).href)) as ShopServerBuild;
  const handler = createRequestHandler(build, 'production');
  const buildId = readBuildId(opts.buildDir);
  const csrfCookie = shopCookieNames(app.deps.config.publicUrl.startsWith('https:')).csrf;

  await app.register(fastifyStatic, {
    root: join(opts.buildDir, 'client'),
    wildcard: false,
    index: false,
    // build/client holds .br and .gz twins made at build time (scripts/run.mjs).
    preCompressed: true,
    setHeaders(res, path) {
      // Hashed file names never change: cache for a year. Other files: revalidate.
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  /**
   * API reads made while rendering a page for a visitor without a session are the same
   * for every such visitor (catalog, settings, groups): kept as long as a cached page.
   */
  const publicReads = createMicroCache<Awaited<ReturnType<ServerTransport>>>(PAGE_CACHE_MS, 2000);

  function transportFor(req: FastifyRequest, setCookies: string[], currency: string): ServerTransport {
    // The page's anti-forgery cookie may be new in this response: API calls must see it too.
    const csrf = `${csrfCookie}=${req.csrfToken()}`;
    const cookie = req.headers.cookie?.includes(csrf)
      ? req.headers.cookie
      : [req.headers.cookie, csrf].filter(Boolean).join('; ');
    const anonymous = !req.cookies[ACCESS_TOKEN_COOKIE];
    const send: ServerTransport = async ({ method, url, headers, body }) => {
      const forwarded: Record<string, string> = { cookie };
      for (const name of FORWARDED) {
        const v = req.headers[name];
        if (typeof v === 'string') forwarded[name] = v;
      }
      const res = await app.inject({
        method,
        url,
        headers: {
          ...forwarded,
          // The page's currency, decided once for the page (cookie, else the browser's language region).
          currency,
          ...headers,
          host: req.headers.host ?? 'localhost',
          [IN_PROCESS_HEADER]: '1',
          // The page's id on the lines its API calls log (plugins/request-id.ts).
          [REQUEST_ID_HEADER]: req.id,
        },
        remoteAddress: req.ip,
        payload: body,
      });
      const cookies = res.headers['set-cookie'];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
      const outHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (typeof v === 'string') outHeaders.set(k, v);
      }
      return { status: res.statusCode, headers: outHeaders, text: res.body };
    };
    if (!anonymous) return send;
    return (request) =>
      request.method === 'GET' && !request.body
        ? publicReads.get(`${request.headers.lang} ${request.headers.client} ${currency} ${request.url}`, () =>
            send(request),
          )
        : send(request);
  }

  /**
   * Pages for visitors without a session are the same for everyone: rendered pages
   * (and client-navigation data) are kept for PAGE_CACHE_MS. Nothing personal is in
   * them: the anti-forgery token travels in a cookie and API headers, never in HTML.
   */
  const pages = createMicroCache<RenderedPage>(PAGE_CACHE_MS, 500);
  // A staff change to the catalog shows at once: the cached pages go with the catalog's rows.
  app.deps.catalog.onInvalidate(() => {
    pages.clear();
    publicReads.clear();
  });

  async function render(req: FastifyRequest, setCookies: string[], currency: string): Promise<RenderedPage> {
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    }
    const request = new Request(origin + req.url, { method: req.method, headers });
    // One nonce per rendering: a cached page keeps its own with the policy that names it.
    const nonce = randomBytes(16).toString('base64');
    const value: ServerApiContextValue = {
      transport: transportFor(req, setCookies, currency),
      buildId,
      publicUrl: app.deps.config.publicUrl,
      nonce,
    };
    const context = new RouterContextProvider(new Map([[build.entry.module.serverApiContext as never, value]]));
    const response = await handler(request, context);
    const out: Record<string, string> = {};
    for (const [k, v] of response.headers) if (k !== 'set-cookie') out[k] = v;
    const s = await app.deps.settings.get();
    out['content-security-policy'] = pagePolicy(nonce, {
      secure: app.deps.config.publicUrl.startsWith('https:'),
      google: !!s.google_client_id,
      analyticsCode: s.analysis_code,
    });
    setCookies.push(...response.headers.getSetCookie());
    // Documents come as bytes from entry.server; data, redirects and the rest as a body.
    const body = value.html ?? Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: out, body };
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).header('allow', 'GET, HEAD').send();
    }
    const redirect = localeRedirect(req);
    if (redirect) return reply.redirect(redirect, 302);
    req.csrfToken(); // sets the anti-forgery cookie on a first visit

    const setCookies: string[] = [];
    const cacheable = req.method === 'GET' && !req.cookies[ACCESS_TOKEN_COOKIE];
    // Visitors' pages are the same for everyone who shops in the same currency (issue #21).
    const currency = await app.deps.currencies.forRequest(req);
    let page: RenderedPage;
    if (cacheable) {
      const key = `${currency} ${req.url}`;
      page = await pages.get(key, () => render(req, [], currency));
      if (page.status !== 200) pages.delete(key);
    } else {
      page = await render(req, setCookies, currency);
    }
    const localeCookie = localeCookieFor(req, page);
    if (localeCookie) setCookies.push(localeCookie);
    // A visitor's page is the same for every visitor and may be kept by a shared cache for
    // a moment; a signed-in one never (and any answer that sets a cookie, plugins/cache-policy.ts).
    reply
      .status(page.status)
      .headers(page.headers)
      .header('cache-control', cacheable ? 'public, max-age=0, s-maxage=10' : 'private, no-store')
      .header('vary', 'Accept-Encoding, Cookie, Accept-Language');
    if (setCookies.length) reply.header('set-cookie', [...setCookies, ...cookiesSetOn(reply)]);
    if (req.method === 'HEAD') return reply.send();
    const encoding =
      page.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await compressed(page, encoding));
  }

  return { handle, buildId };
}

interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed twins, made on first demand and kept with the cached page. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// No cache of answers: header values come from clients and would grow it without end.
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * Brotli at quality 4, else gzip, else none. Pages carry the inlined stylesheet since
 * issue #20 item 2 (an 89 KB product page): quality 4 makes it 17.8 KB in 1.5 ms,
 * quality 1 21 KB in 0.9 ms; a visitor's page is compressed once per cached page, and
 * on a phone's slow link 3 KB is worth more than 0.6 ms of one core.
 */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  return (header && encodings.negotiate(header)) || undefined;
}

function compressed(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        })
      : gzipAsync(page.body, { level: 6 });
  return page.encoded[encoding];
}

const PAGE_CACHE_MS = 2000;

/** Set-Cookie values already on the reply (the anti-forgery cookie), kept when adding ours. */
function cookiesSetOn(reply: FastifyReply): string[] {
  const current = reply.getHeader('set-cookie');
  return current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
}

/** A shopper who chose English and opens the bare home page goes to /en (SPEC 9 cookie). */
function localeRedirect(req: FastifyRequest): string | undefined {
  const [path, query] = req.url.split('?');
  if (path !== '/' || parseLocale(req.cookies[LOCALE_COOKIE]) !== 'en') return undefined;
  return query ? `/en?${query}` : '/en';
}

/** The locale cookie follows the language of the page being viewed (documents only). */
function localeCookieFor(req: FastifyRequest, page: RenderedPage): string | undefined {
  if (!page.headers['content-type']?.includes('text/html')) return undefined;
  const { locale } = splitLocalePath(req.url.split('?')[0]);
  if (parseLocale(req.cookies[LOCALE_COOKIE]) === locale) return undefined;
  return localeCookie(locale, req.protocol === 'https');
}

function readBuildId(buildDir: string): string {
  try {
    return readFileSync(join(buildDir, '.shop-build-stamp'), 'utf8').slice(0, 12);
  } catch {
    return 'dev';
  }
}
