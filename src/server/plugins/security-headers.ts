// Security headers on every answer (issue #17, item 2), computed by helmet: a
// Content-Security-Policy, frame-ancestors 'none', nosniff, a strict Referrer-Policy,
// a Permissions-Policy and, when the public URL is https, HSTS. API answers, static
// files and the admin area get the base policy (no inline script at all); rendered
// pages get `pagePolicy`, which adds the page's nonce and the origins its configured
// features need (ssr.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/** What every answer may load: itself, images from anywhere over https, no plugins, no framing. */
const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React's style attributes and the admin area's CSS-in-JS are inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Product pictures may come from object storage or a CDN; data: and blob: are previews.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

export const securityHeaders = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const secure = opts.publicUrl.startsWith('https:');
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: withUpgrade(BASE, secure) },
      hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Google's sign-in may open a popup that must talk back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Mail clients and other sites may show the shop's pictures.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // Headers for browsers long gone (IE 8, Flash, the XSS auditor) or with little
      // effect: each header costs every answer, the fastest ones most.
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      originAgentCluster: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (req, reply, done) => {
    // A page's own API calls (in-process) need none: the page's answer carries them. (A
    // client sending the marker only strips its own answer.)
    if (req.headers[IN_PROCESS_HEADER] !== '1') reply.headers(headers);
    done();
  });
});

/** Marks the API calls a page makes while it renders (ssr.ts). */
export const IN_PROCESS_HEADER = 'x-shop-render';

/**
 * The headers helmet sets for these options. They depend on nothing in the request,
 * so helmet runs once at start and every answer gets the result in one step (running
 * helmet's middleware chain per request cost a fifth of the fastest API answers).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

function withUpgrade(directives: Directives, secure: boolean): Directives {
  return secure ? { ...directives, 'upgrade-insecure-requests': [] } : directives;
}

export interface PageFeatures {
  secure: boolean;
  /** Google sign-in is configured: its library, styles, iframe and calls. */
  google: boolean;
  /** The owner's analytics snippet: the script origins it names (and Google's, for gtag). */
  analyticsCode: string;
  /**
   * Where a page's form may lead after it posts: the pay page's form (without
   * JavaScript) redirects to the provider's hosted page, and browsers hold redirects
   * after a form to `form-action` too.
   */
  formTargets?: readonly string[];
}

/** The payment providers' hosted pages, and a configured API's own origin (a local fake). */
export function paymentPageOrigins(apis: { paypal?: string; stripe?: string }): string[] {
  const origins = new Set(['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://checkout.stripe.com']);
  for (const url of [apis.paypal, apis.stripe]) {
    if (!url) continue;
    const origin = new URL(url).origin;
    if (!/^https:\/\/api(-m)?\.(sandbox\.)?(paypal|stripe)\.com$/.test(origin)) origins.add(origin);
  }
  return [...origins];
}

/** The policy of one rendered page: the base, its nonce for inline scripts, its features' origins. */
export function pagePolicy(nonce: string, features: PageFeatures): string {
  const d: Directives = Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, [...v]]));
  const add = (name: string, ...sources: string[]) => {
    const list = d[name] ?? [];
    d[name] = list.filter((s) => s !== "'none'");
    for (const s of sources) if (!d[name].includes(s)) d[name].push(s);
  };
  add('script-src', `'nonce-${nonce}'`);
  if (features.google) {
    add('script-src', 'https://accounts.google.com/gsi/client');
    add('style-src', 'https://accounts.google.com/gsi/style');
    add('frame-src', 'https://accounts.google.com/gsi/');
    add('connect-src', 'https://accounts.google.com/gsi/');
  }
  add('form-action', ...(features.formTargets ?? []));
  const analytics = analyticsOrigins(features.analyticsCode);
  add('script-src', ...analytics.scripts);
  add('connect-src', ...analytics.connects);
  return Object.entries(withUpgrade(d, features.secure))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const GOOGLE_ANALYTICS = {
  scripts: ['https://www.googletagmanager.com'],
  connects: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The origins an analytics snippet loads from (its `src` attributes), and Google's when it uses gtag. */
export function analyticsOrigins(code: string): { scripts: string[]; connects: string[] } {
  const scripts = new Set<string>();
  const connects = new Set<string>();
  for (const m of code.matchAll(/\bsrc\s*=\s*["']?(https:\/\/[^"'\s>]+)/gi)) {
    try {
      const origin = new URL(m[1] as string).origin;
      scripts.add(origin);
      connects.add(origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  if (/gtag\(|googletagmanager\.com/.test(code)) {
    for (const s of GOOGLE_ANALYTICS.scripts) scripts.add(s);
    for (const c of GOOGLE_ANALYTICS.connects) connects.add(c);
  }
  return { scripts: [...scripts], connects: [...connects] };
}
