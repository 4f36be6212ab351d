// The real mix of shoppers (issue #42 item 1): each shopper makes visits one after
// another, as people walk a shop, in both languages and several currencies, on two
// instances (a visit's payment is confirmed on the other one, as a gateway's return may
// land on any machine):
// - browse (45 %): the home page, a category page of the list API, a product page, its detail API;
// - search (20 %): the search page and the list API with a keyword, then a product page;
// - buy (25 %): a product page, add to cart, the confirm preview, place the order, then pay
//   (two in three) or cancel it, then the order list;
// - sign in (10 %): email and password (argon2: the costliest answer a shopper causes),
//   then the order list.
// Records every step's latency (p50 / p99 per step), requests and visits per second,
// answers of 5xx and client failures; the caller samples each process's memory.
import { performance } from 'node:perf_hooks';

export interface Shopper {
  /** Session headers (token, sign) of a customer with a default address. */
  headers: Record<string, string>;
  addressId: number;
  email: string;
  password: string;
}

export interface VisitsOptions {
  bases: readonly string[];
  shoppers: readonly Shopper[];
  seconds: number;
  /** A good id to open (random over the catalog). */
  goodId(): number;
  /** SKU ids with plenty of stock, a few per order. */
  skus: readonly number[];
  /** A search keyword and its language. */
  keyword(): { keyword: string; lang: 'zh-cn' | 'en' };
  /** Currencies the shop offers (shoppers pick one each). */
  currencies: readonly string[];
  /** Called every 10 s while the load runs (the caller prints each process's memory). */
  every10s?(elapsedSeconds: number): void;
}

export interface StepFigures {
  step: string;
  count: number;
  p50: number;
  p99: number;
}

export interface VisitsResult {
  seconds: number;
  shoppers: number;
  visits: number;
  requests: number;
  steps: StepFigures[];
  errors5xx: number;
  /** Answers the step did not expect (a refused order, a failed sign-in), by step and status. */
  unexpected: string[];
  failures: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;

type Kind = 'browse' | 'search' | 'buy' | 'sign in';
/** Out of 20 visits. */
const MIX: [Kind, number][] = [
  ['browse', 9],
  ['search', 4],
  ['buy', 5],
  ['sign in', 2],
];
const pickKind = (n: number): Kind => {
  let at = n % 20;
  for (const [kind, weight] of MIX) {
    if (at < weight) return kind;
    at -= weight;
  }
  return 'browse';
};

export async function mixedVisits(opts: VisitsOptions): Promise<VisitsResult> {
  const latencies = new Map<string, number[]>();
  const unexpected = new Map<string, number>();
  const failures = new Map<string, number>();
  let errors5xx = 0;
  let requests = 0;
  let visits = 0;

  /** One request of a step; answers the JSON envelope (or the status for pages and redirects). */
  async function step(
    name: string,
    base: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
    expect: (status: number, code: number | undefined) => boolean = (s, c) => s < 400 && (c === undefined || c === 200),
  ): Promise<{ status: number; code?: number; data: Record<string, unknown> }> {
    const started = performance.now();
    // A content type without a body is refused (400): the bench buyers' headers carry one.
    const { 'content-type': type, ...rest } = headers;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? rest : { 'content-type': type ?? 'application/json', ...rest },
      body,
      redirect: 'manual',
    });
    const text = await res.text();
    const ms = performance.now() - started;
    requests++;
    const list = latencies.get(name) ?? [];
    if (list.length === 0) latencies.set(name, list);
    list.push(ms);
    if (res.status >= 500) errors5xx++;
    let envelope: { code?: number; data?: Record<string, unknown> } = {};
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        envelope = JSON.parse(text);
      } catch {}
    }
    if (!expect(res.status, envelope.code)) {
      const key = `${name}: ${res.status}${envelope.code !== undefined ? `/${envelope.code}` : ''}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    }
    return { status: res.status, code: envelope.code, data: envelope.data ?? {} };
  }

  const end = Date.now() + opts.seconds * 1000;
  const started = performance.now();
  const ticker = setInterval(() => opts.every10s?.((performance.now() - started) / 1000), 10_000);
  await Promise.all(
    opts.shoppers.map(async (shopper, i) => {
      const lang = i % 2 ? 'en' : 'zh-cn';
      const prefix = lang === 'en' ? '/en' : '';
      const currency = opts.currencies[i % opts.currencies.length] ?? 'CNY';
      const cookie = `currency=${currency}`;
      const page = { cookie, 'accept-encoding': 'gzip, br' };
      const api = { ...shopper.headers, lang, currency };
      for (let n = i; Date.now() < end; n += opts.shoppers.length) {
        const here = opts.bases[n % opts.bases.length]!;
        const there = opts.bases[(n + 1) % opts.bases.length]!;
        try {
          switch (pickKind(n)) {
            case 'browse': {
              await step('SSR home', here, 'GET', `${prefix}/`, page);
              await step('API list', here, 'GET', `/v1/good/list?page=${1 + (n % 5)}&page_size=20`, { lang, currency });
              const id = opts.goodId();
              await step('SSR product', here, 'GET', `${prefix}/product/${id}`, page);
              await step('API detail', here, 'GET', `/v1/good/${id}`, { lang, currency });
              break;
            }
            case 'search': {
              const { keyword, lang: kwLang } = opts.keyword();
              const q = encodeURIComponent(keyword);
              await step('SSR search', here, 'GET', `${kwLang === 'en' ? '/en' : ''}/search?keyword=${q}`, page);
              await step('API search', here, 'GET', `/v1/good/list?keyword=${q}&page_size=20`, {
                lang: kwLang,
                currency,
              });
              await step('SSR product', here, 'GET', `${prefix}/product/${opts.goodId()}`, page);
              break;
            }
            case 'buy': {
              await step('SSR product', here, 'GET', `${prefix}/product/${opts.goodId()}`, page);
              const picked = opts.skus.filter((_, k) => (k + n) % 3 !== 0).slice(0, 2);
              const items = picked.map((sku_id) => ({ sku_id, quantity: 1 }));
              await step('add to cart', here, 'POST', '/v1/cart', api, JSON.stringify(items[0]));
              const preview = await step(
                'confirm',
                here,
                'POST',
                '/v2/order/confirm',
                api,
                JSON.stringify({ items, address_id: shopper.addressId }),
              );
              const placed = await step(
                'place',
                here,
                'POST',
                '/v2/order',
                { ...api, 'idempotency-key': `visit-${i}-${n}-${Date.now()}` },
                JSON.stringify({ items, address_id: shopper.addressId, rate: preview.data.rate }),
              );
              const orderId = placed.data.id as number | undefined;
              if (orderId !== undefined) {
                if (n % 3 === 0) {
                  await step('cancel', here, 'PUT', `/v1/order/cancel/${orderId}`, api);
                } else {
                  const pay = await step(
                    'pay: start',
                    here,
                    'POST',
                    '/v1/pay',
                    api,
                    JSON.stringify({ order_id: orderId, provider: 'demo' }),
                  );
                  const link = pay.data.redirect_url ? new URL(pay.data.redirect_url as string) : undefined;
                  if (link) {
                    await step(
                      'pay: gateway return',
                      there,
                      'POST',
                      link.pathname + link.search,
                      { 'content-type': 'application/x-www-form-urlencoded' },
                      'decision=pay',
                      (s) => s === 303 || s === 200,
                    );
                  }
                }
              }
              await step('API order list', here, 'GET', '/v1/order/list?page=1&page_size=10', api);
              break;
            }
            case 'sign in': {
              const signedIn = await step(
                'sign in',
                here,
                'POST',
                '/v1/user/login',
                // As an app signs in (client 1, iOS): the new session's tokens come in the answer.
                { lang, client: '1' },
                JSON.stringify({ email: shopper.email, password: shopper.password, dots: '0000', key: 'bench' }),
              );
              const token = signedIn.data.access_token as string | undefined;
              const headers = token
                ? { lang, currency, client: '1', token, sign: String(signedIn.data.access_sign ?? '') }
                : api;
              await step('API order list', here, 'GET', '/v1/order/list?page=1&page_size=10', headers);
              break;
            }
          }
          visits++;
        } catch (err) {
          const key = String((err as Error).message).slice(0, 80);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  clearInterval(ticker);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    shoppers: opts.shoppers.length,
    visits,
    requests,
    steps: [...latencies].map(([name, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return { step: name, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    }),
    errors5xx,
    unexpected: [...unexpected].map(([k, v]) => `${v} x ${k}`),
    failures: [...failures].map(([k, v]) => `${v} x ${k}`),
  };
}
