// Bridge from Fastify to the React Router request handler. Static files of the build
// are served by @fastify/static; every other non-API path renders on the server. Pages
// reach the API in-process (fastify.inject): no network hop, one code path.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { VISITOR_CART_COOKIE, VISITOR_CART_PAGE } from '../domain/cart/visitor-cart.ts';
import { RECENTLY_VIEWED_COOKIE } from '../domain/catalog/recently-viewed.ts';
import { LOCALE_COOKIE, parseLocale, splitLocalePath } from '../domain/i18n/locale.ts';
import { ACCESS_TOKEN_COOKIE, CSRF_HEADER, shopCookieNames } from '../domain/site/constants.ts';
import { safeReturnPath } from '../domain/site/return-path.ts';
import type { ServerApiContextValue, ServerTransport } from '../web/api/transport.ts';
import { localeCookie } from '../web/lib/locale-cookie.ts';
import { UNREACHABLE_RETRY_SECONDS } from './db/reachability.ts';
import { pageKey } from './lib/answer-variant.ts';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compress, type Encoding } from './lib/encoding.ts';
import { isInProcessCall } from './lib/in-process.ts';
import { ownBytes } from './lib/own-bytes.ts';
import { createPageStore } from './lib/page-store.ts';
import { createTaggedCache } from './lib/tagged-cache.ts';
import { goodTag } from './modules/catalog/service.ts';
import { REQUEST_ID_HEADER } from './plugins/request-id.ts';
import { IN_PROCESS_HEADER, pagePolicy, paymentPageOrigins } from './plugins/security-headers.ts';

interface ShopServerBuild extends ServerBuild {
  entry: ServerBuild['entry'] & {
    module: ServerBuild['entry']['module'] & { serverApiContext: unknown };
  };
}

/** Forwarded from the page request to in-process API calls. */
const FORWARDED = ['user-agent', 'x-forwarded-for'] as const;

export async function registerSsr(
  app: FastifyInstance,
  opts: {
    buildDir: string;
    /** Pages kept on disk for every process of this server (lib/page-store.ts). */
    pageStoreDir?: string;
  },
) {
  const build = (await import(pathToFileURL(join(opts.buildDir, 'server', 'index.js')).href)) as ShopServerBuild;
  const handler = createRequestHandler(build, 'production');
  const buildId = readBuildId(opts.buildDir);
  const csrfCookie = shopCookieNames(app.deps.config.publicUrl.startsWith('https:')).csrf;
  const publicOrigin = new URL(app.deps.config.publicUrl).origin;
  const { paypalApiUrl, stripeApiUrl } = app.deps.config.payments;
  const formTargets = paymentPageOrigins({ paypal: paypalApiUrl, stripe: stripeApiUrl });

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
  const publicReads = createTaggedCache<Awaited<ReturnType<ServerTransport>>>({ maxBytes: PUBLIC_READS_BYTES });

  /**
   * `currency`: the page's currency, decided once for the page; `reads` collects the
   * addresses of the GET reads the page made (what it shows).
   */
  function transportFor(req: FastifyRequest, setCookies: string[], currency: string, reads: string[]): ServerTransport {
    // The page's anti-forgery cookie may be new in this response: API calls must see it too.
    const csrf = `${csrfCookie}=${req.csrfToken()}`;
    const cookie = req.headers.cookie?.includes(csrf)
      ? req.headers.cookie
      : [req.headers.cookie, csrf].filter(Boolean).join('; ');
    const anonymous = !req.cookies[ACCESS_TOKEN_COOKIE];
    const send: ServerTransport = async ({ method, url, headers, body }) => {
      const forwarded: Record<string, string> = { cookie };
      if (method !== 'GET') {
        // A write made while answering a page (a form's server action, which the
        // anti-forgery hooks let through) speaks for that page, as its script would.
        forwarded.origin = publicOrigin;
        forwarded[CSRF_HEADER] = req.csrfToken();
      }
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
    const shared: ServerTransport = (request) =>
      publicReads.get(`${request.headers.lang} ${request.headers.client} ${currency} ${request.url}`, async () => {
        const value = await send(request);
        const good = GOOD_READ.exec(request.url) ?? RELATED_READ.exec(request.url);
        // A changed good's read goes with its pages, or a page rendered next would show it
        // again; a related read goes with any good it shows too (sold out, repriced).
        // A string of Chinese text takes two bytes a character.
        return {
          value,
          tags: good ? [goodTag(Number(good[1])), ...goodsShown(request.url, value).map(goodTag)] : [],
          bytes: 2 * value.text.length,
          // A failure (the database away: 503) is not the catalog's answer: never shared.
          ttlMs: value.status >= 500 ? 0 : PAGE_CACHE_MS,
        };
      });
    return async (request) => {
      const read = request.method === 'GET' && !request.body;
      // Every read counts for the page's lifetime, whether answered from `publicReads` or not.
      if (read) reads.push(request.url);
      // A posted form's answer is this shopper's own (a captcha, a refusal): nothing shared.
      const answer = await (anonymous && read && req.method === 'GET' ? shared(request) : send(request));
      // The goods a related row shows count as reads of them: the page goes when one changes.
      if (read) for (const id of goodsShown(request.url, answer)) reads.push(`/v1/good/${id}`);
      return answer;
    };
  }

  /**
   * Pages for visitors without a session are the same for everyone (nothing personal is
   * in them: the anti-forgery token travels in a cookie and API headers, never in HTML).
   * Rendered pages (and client-navigation data) are kept until what they show changes
   * when every read they made is of that kind (pageLifetime), else for PAGE_CACHE_MS.
   * Key: the address plus the cookies that change a page (lib/answer-variant.ts).
   */
  /**
   * What a page's answer depends on besides its address, for shared caches: the
   * currency (issue #21, #40) comes from the cookie, the browser's languages and, behind
   * a trusted proxy or CDN, its country header.
   */
  const pageVary = ['Accept-Encoding', 'Accept-Language', 'Cookie', ...app.deps.currencies.varyHeaders()].join(', ');
  const pages = createTaggedCache<RenderedPage>({ maxBytes: opts.pageStoreDir ? PAGE_MEMORY_BYTES : PAGE_CACHE_BYTES });
  // A change shows at once: the pages that show a changed good go (or all of them).
  // Behind the pages in memory: the pages on disk that every process of this server
  // shares, and that pages rendered ahead go to (render-ahead.ts).
  const store = opts.pageStoreDir ? createPageStore({ dir: opts.pageStoreDir, maxFiles: PAGE_STORE_FILES }) : undefined;
  /** When this process's renderings began to see every committed change (lib/change-feed.ts). */
  let freshAsOf = () => Date.now();
  app.deps.catalog.onInvalidate((goods) => {
    const tags = goods?.map(goodTag);
    store?.noteChange(tags);
    if (tags) {
      pages.invalidate(tags);
      publicReads.invalidate(tags);
    } else {
      pages.clear();
      publicReads.clear();
    }
  });

  async function renderToKeep(req: FastifyRequest, currency: string) {
    const reads: string[] = [];
    const fresh = freshAsOf();
    const rendered = await render(req, [], currency, reads, true);
    const lifetime = rendered.status === 200 ? pageLifetime(reads) : { tags: [], ttlMs: 0 };
    // Kept for minutes: its bytes must not hold a shared 64 KiB slab (lib/own-bytes.ts).
    const page = { ...rendered, body: ownBytes(rendered.body) };
    const kept = { value: page, ...lifetime, bytes: page.body.length + 512 };
    // Pages kept until a change go to disk too, with their brotli twin (what browsers ask
    // for over HTTPS): compressing on a visit cost 1.7 ms of a core per random page.
    const key = storeKey(req, currency);
    if (store && key && lifetime.ttlMs === PAGE_KEPT_MS) {
      const { status, headers, body } = page;
      const stored = {
        status,
        headers,
        body,
        tags: lifetime.tags,
        expires: Date.now() + PAGE_KEPT_MS,
      };
      await store.write(key, stored, fresh);
      if (body.length >= COMPRESS_FROM_BYTES) {
        const br = await compressed(page, 'br');
        kept.bytes += br.length;
        await store.write(key, { ...stored, body: br }, fresh, 'br');
      }
    }
    return kept;
  }

  /** A page's key in the shared store: only its one plain address is stored (STORED_PATH). */
  const storeKey = (req: FastifyRequest, currency: string) =>
    STORED_PATH.test(req.url) ? pageKey(req, currency) : undefined;

  /**
   * A visitor's page straight from the shared store (not kept in this process's memory: a
   * read is a few microseconds), in the encoding asked for: its twin in that encoding,
   * else the plain page compressed now and the twin stored for every process.
   */
  async function storedAnswer(key: string, encoding: Encoding | undefined): Promise<StoredAnswer | undefined> {
    if (!store) return undefined;
    if (encoding) {
      const twin = await store.read(key, encoding);
      if (twin) return { page: twin, encoding };
    }
    const plain = await store.read(key);
    if (!plain || !encoding || plain.body.length < COMPRESS_FROM_BYTES) return plain && { page: plain };
    const body = await compress(plain.body, encoding);
    plain.release();
    const { status, headers, tags, expires, freshAsOf } = plain;
    void store.write(key, { status, headers, body, tags, expires }, freshAsOf, encoding);
    return { page: { status, headers, body }, encoding };
  }

  /** Renders a page into the shared store unless it is there and current (render-ahead.ts). */
  async function renderAhead(req: FastifyRequest, reply: FastifyReply) {
    const currency = await app.deps.currencies.forRequest(req);
    const key = storeKey(req, currency);
    const stored = store && key ? await store.read(key) : undefined;
    stored?.release();
    if (store && key && !stored) await renderToKeep(req, currency);
    return reply.status(204).send();
  }

  async function render(
    req: FastifyRequest,
    setCookies: string[],
    currency: string,
    reads: string[] = [],
    shared = false,
  ): Promise<RenderedPage> {
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    }
    // A form's fields (a server action): the anti-forgery hooks have judged them already.
    const body = req.method === 'POST' && typeof req.body === 'string' ? req.body : undefined;
    const request = new Request(origin + req.url, { method: req.method, headers, body });
    // One nonce per rendering: a cached page keeps its own with the policy that names it.
    const nonce = randomBytes(16).toString('base64');
    const value: ServerApiContextValue = {
      transport: transportFor(req, setCookies, currency, reads),
      buildId,
      publicUrl: app.deps.config.publicUrl,
      nonce,
      shared,
      // Only a customer's pages carry it (never kept, never shared); a visitor's form needs none.
      formToken: req.cookies[ACCESS_TOKEN_COOKIE] ? req.csrfToken() : undefined,
      logError: (err, message) => req.log.error({ err }, message),
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
      formTargets,
    });
    setCookies.push(...response.headers.getSetCookie());
    // Documents come as bytes from entry.server; data, redirects and the rest as a body.
    const bytes = value.html ?? Buffer.from(await response.arrayBuffer());
    // A page that met the database away (its API reads answered 503) says when to come back.
    if (response.status === 503) {
      out['retry-after'] = String(UNREACHABLE_RETRY_SECONDS);
      out['cache-control'] = 'no-store';
    }
    return { status: response.status, headers: out, body: bytes };
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    if (req.method === 'POST') {
      // A page's form posts from this shop's pages only (signed in or not; a customer's
      // also carries the token field, judged by plugins/anti-forgery.ts) and as a form.
      if (!req.fromShopOrigin()) return reply.status(403).type('text/plain').send('Forbidden');
      if (typeof req.body !== 'string') return reply.status(415).type('text/plain').send('Unsupported Media Type');
      // The parser's own limit gives way to the server's for unmatched paths: judged here too.
      if (Buffer.byteLength(req.body) > FORM_BODY_LIMIT) {
        return reply.status(413).type('text/plain').send('Payload Too Large');
      }
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).header('allow', 'GET, HEAD, POST').send();
    }
    if (req.headers[RENDER_AHEAD_HEADER] === '1' && isInProcessCall(req)) return renderAhead(req, reply);
    const redirect = localeRedirect(req);
    if (redirect) return reply.redirect(redirect, 302);
    req.csrfToken(); // sets the anti-forgery cookie on a first visit

    const setCookies: string[] = [];
    // A visitor's cart page shows the cart and the recently viewed goods in their cookies:
    // their own, never kept.
    const cacheable =
      req.method === 'GET' &&
      !req.cookies[ACCESS_TOKEN_COOKIE] &&
      !((req.cookies[VISITOR_CART_COOKIE] || req.cookies[RECENTLY_VIEWED_COOKIE]) && VISITOR_CART_PAGE.test(req.url));
    // Visitors' pages are the same for everyone who shops in the same currency (issue #21).
    const currency = await app.deps.currencies.forRequest(req);
    const wanted = req.method === 'HEAD' ? undefined : acceptedEncoding(req.headers['accept-encoding']);
    const send = ({ page, encoding }: StoredAnswer) => {
      const localeCookie = localeCookieFor(req, page);
      if (localeCookie) setCookies.push(localeCookie);
      // A visitor's page is the same for every visitor and may be kept by a shared cache for
      // a moment; a signed-in one never (and any answer that sets a cookie, plugins/cache-policy.ts).
      reply
        .status(page.status)
        .headers(page.headers)
        .header('cache-control', cacheable ? 'public, max-age=0, s-maxage=10' : 'private, no-store')
        .header('vary', pageVary);
      if (setCookies.length) reply.header('set-cookie', [...setCookies, ...cookiesSetOn(reply)]);
      if (req.method === 'HEAD') {
        page.release?.();
        return reply.send();
      }
      if (encoding) reply.header('content-encoding', encoding);
      // Handed to the operating system: the pooled block may hold the next page.
      if (page.release) reply.raw.once('finish', page.release);
      return reply.send(page.body);
    };
    let page: RenderedPage;
    if (cacheable) {
      const key = pageKey(req, currency);
      const inStore = storeKey(req, currency);
      const stored = inStore && !pages.has(key) ? await storedAnswer(inStore, wanted) : undefined;
      if (stored) return send(stored);
      page = await pages.get(key, () => renderToKeep(req, currency));
    } else {
      page = await render(req, setCookies, currency);
    }
    const encoding = page.body.length >= COMPRESS_FROM_BYTES ? wanted : undefined;
    if (!encoding) return send({ page });
    const kept = page.encoded?.[encoding];
    const body = await compressed(page, encoding);
    if (!kept && cacheable) pages.grow(pageKey(req, currency), body.length);
    return send({ page: { ...page, body }, encoding });
  }

  return {
    handle,
    buildId,
    /** With several processes, renderings see changes as of the change feed's last sync. */
    takeFreshnessFrom(fn: () => number) {
      freshAsOf = fn;
    },
  };
}

/**
 * The addresses whose pages go to the shared store: a page's one plain spelling (lower
 * case, no query, no trailing slash, no zero-padded id, nothing encoded). The router
 * answers other spellings with the same page, and each would be a file of its own.
 */
export const STORED_PATH = /^(?:\/(?!0\d)[a-z0-9-]+)+$/;

/** Marks a render-ahead request (render-ahead.ts); honoured only on in-process calls. */
export const RENDER_AHEAD_HEADER = 'x-shop-render-ahead';

/** Pages one process may add to the store: 10,000 goods in two languages and a few currencies. */
const PAGE_STORE_FILES = 100_000;

/** A page's form: an address with its notes is well under 4 KB. */
export const FORM_BODY_LIMIT = 64 * 1024;

interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** The answer's bytes. */
  body: Buffer;
  /** Compressed twins, made on first demand and kept with the cached page. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Pages rendered since the last change are kept up to this many bytes per process
 * (the oldest not asked for again go first): a product page with its stylesheet is about 100 KB,
 * so some 650 pages. Deflating them (8 KB each) was tried and dropped: 0.2 ms more
 * per rendering and 0.06 per answer (docs/benchmarks.md).
 */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** With the shared store behind them, the pages kept in memory are the most asked only. */
const PAGE_MEMORY_BYTES = 8 * 1024 * 1024;
/** Kept pages that show only what a change announces: a safety net for changes made outside the shop. */
const PAGE_KEPT_MS = 10 * 60_000;

/**
 * How long a page may be kept, from the API reads it made: until a change when each of
 * them is a good's details (tagged with the good: orders and staff changes announce it)
 * or something only staff change, and every such change clears all pages (settings,
 * SEO, groups, content pages, shipping rates); PAGE_CACHE_MS when any other read was
 * made (listings, search: many goods' stock and sales).
 */
export function pageLifetime(reads: readonly string[]): { tags: string[]; ttlMs: number } {
  const tags: string[] = [];
  for (const url of reads) {
    // A related row (issue #41) is the good's too: the job's new list announces it.
    const good = GOOD_READ.exec(url) ?? RELATED_READ.exec(url);
    if (good) tags.push(goodTag(Number(good[1])));
    else if (!SITE_READ.test(url)) return { tags: [], ttlMs: PAGE_CACHE_MS };
  }
  return { tags, ttlMs: PAGE_KEPT_MS };
}

const GOOD_READ = /^\/v1\/good\/(\d+)(?:\?|$)/;
/** A good's related goods (issue #41): kept like the good's own read, and tagged with each good shown. */
const RELATED_READ = /^\/v1\/good\/(\d+)\/related(?:\?|$)/;

/** The goods a related read answered with (none for any other read, or a failed one). */
function goodsShown(url: string, answer: { status: number; text: string }): number[] {
  if (!RELATED_READ.test(url) || answer.status !== 200) return [];
  try {
    const { data } = JSON.parse(answer.text) as { data?: { id?: unknown }[] };
    return Array.isArray(data) ? data.map((g) => g?.id).filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
const SITE_READ = /^\/v1\/(?:config|sys\/conf|goodGroup\/|shipping\/rates|page\/|currencies(?:\?|$))/;

/** A kept page's compressed twin, made once. */
function compressed(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
  page.encoded ??= {};
  page.encoded[encoding] ??= compress(page.body, encoding);
  return page.encoded[encoding];
}

/** What is sent: a page (its body in pooled memory when it has `release`), maybe compressed. */
interface StoredAnswer {
  page: Pick<RenderedPage, 'status' | 'headers' | 'body'> & { release?: () => void };
  encoding?: Encoding;
}

const PAGE_CACHE_MS = 2000;
/** The in-process reads shared by visitors' renderings, kept PAGE_CACHE_MS. */
const PUBLIC_READS_BYTES = 8 * 1024 * 1024;

/** Set-Cookie values already on the reply (the anti-forgery cookie), kept when adding ours. */
function cookiesSetOn(reply: FastifyReply): string[] {
  const current = reply.getHeader('set-cookie');
  return current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
}

/**
 * A shopper who chose English and opens the bare home page goes to /en (SPEC 9 cookie),
 * unless they came from one of this shop's English pages: that is the language switch,
 * followed as a link (without JavaScript, or before the scripts run), and the page then
 * sets the cookie to Chinese (localeCookieFor). The query goes along when the return-path
 * guard takes it (it comes from the request as is), else the bare /en.
 */
function localeRedirect(req: FastifyRequest): string | undefined {
  const [path, query] = req.url.split('?');
  if (path !== '/' || parseLocale(req.cookies[LOCALE_COOKIE]) !== 'en') return undefined;
  if (fromOwnEnglishPage(req)) return undefined;
  return (query && safeReturnPath(`/en?${query}`)) || '/en';
}

function fromOwnEnglishPage(req: FastifyRequest): boolean {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return false;
  const from = new URL(referer);
  return from.host === req.headers.host && splitLocalePath(from.pathname).locale === 'en';
}

/** The locale cookie follows the language of the page being viewed (documents only). */
function localeCookieFor(req: FastifyRequest, page: Pick<RenderedPage, 'headers'>): string | undefined {
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
