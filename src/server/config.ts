// Configuration from environment variables, validated once at start. Every variable is
// listed in README.md with its default; a wrong value stops the server with a message
// naming the variable.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * The country header a proxy or CDN in front of the shop sets (issue #40): `cloudflare`
   * (CF-IPCountry), `cloudfront` (CloudFront-Viewer-Country), another header's name, or
   * `off`. Trusted only when set: a browser could send any of them itself.
   */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, 'a header name, cloudflare, cloudfront or off')
    .default('off'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DB_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: z.enum(['auto', 'off']).default('auto'),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  RENDER_AHEAD: z.enum(['on', 'off']).default('on'),
  GOOGLE_ISSUER: url(['https:', 'http:']).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: url(['https:', 'http:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTH_URL: url(['https:', 'http:']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url(['https:', 'http:']).default('https://oauth2.googleapis.com/token'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  PAYMENT_DEMO: z.enum(['auto', 'on', 'off']).default('auto'),
  PAYMENT_DEADLINE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  PAYPAL_API_URL: url(['https:', 'http:']).optional(),
  STRIPE_API_URL: url(['https:', 'http:']).default('https://api.stripe.com'),
  KUAIDI100_API_URL: url(['https:', 'http:']).default('https://poll.kuaidi100.com'),
  ECB_RATES_URL: z
    .union([z.literal('off'), url(['https:', 'http:'])])
    .default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ENDPOINT: url(['https:', 'http:']).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: url(['https:', 'http:']).optional(),
});

/** Needed together: a half-configured bucket must not silently fall back to one machine's disk. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const;

export interface S3Config {
  bucket: string;
  /** An S3-compatible service's address (path-style addressing); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable; /uploads/* then redirects there. */
  publicUrl?: string;
}

function s3Config(e: z.infer<typeof schema>): S3Config | undefined {
  const set = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
  if (set.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with ${set.join(', ')} (S3 storage needs ${S3_REQUIRED.join(', ')})`).join('\n')}`,
    );
  }
  return {
    bucket: e.S3_BUCKET as string,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The shop's public origin (canonical URLs, sitemap, Origin checks). */
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** Uploaded files on local disk: DATA_DIR/uploads (the source of `uploads:migrate` with S3). */
  uploadsDir: string;
  /** S3-compatible object storage for uploads and resized variants; unset: the local disk. */
  s3?: S3Config;
  /** The repository's public/ folder (logo, brand assets) for server-side reads. */
  publicDir: string;
  redisUrl?: string;
  /** Key for HMACs (session signs, anti-forgery). When unset, one is generated once and kept in the database. */
  secret?: string;
  smtpUrl?: string;
  /** The ECB daily reference rates (eurofxref-daily.xml) the rate job reads; undefined: the job is off. */
  ecbRatesUrl?: string;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** The header (lower case) a trusted proxy or CDN names the visitor's country in; undefined: none is trusted. */
  countryHeader?: string;
  dbPoolMax: number;
  /** Idle pooled connections close after this (unset: 10 s on a server, never embedded). */
  dbIdleTimeoutMs?: number;
  /** PostgreSQL server only: wait for a free connection, statement and idle-in-transaction limits. */
  dbTimeouts: { poolWaitMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number };
  /** Server processes on this machine (one with the embedded database). */
  workers: number;
  /** Bearer token GET /metrics requires; unset: /metrics is open (keep it on a private network). */
  metricsToken?: string;
  seedDemo: boolean;
  /** Image captcha before password login, registration and email codes (CAPTCHA=off for local checks). */
  captcha: boolean;
  /** Product pages rendered ahead into the shared page store while idle (render-ahead.ts). */
  renderAhead: boolean;
  /** Google's identity endpoints (configurable so tests can use a local fake). */
  google: { issuer: string; jwksUrl: string; authUrl: string; tokenUrl: string };
  /** The first owner of the admin area, created at start when there is no staff yet. */
  admin?: { email: string; password: string };
  payments: {
    /** The built-in test gateway: on for the embedded demo and outside production; PAYMENT_DEMO=on|off decides otherwise. */
    demo: boolean;
    /** Minutes an order waits for payment before it is cancelled. */
    deadlineMinutes: number;
    /** PayPal REST base; unset means sandbox or live from the `paypal_sandbox` setting. */
    paypalApiUrl?: string;
    stripeApiUrl: string;
  };
  /** Kuaidi100's real-time query base (configurable so tests can use a local fake). */
  kuaidi100ApiUrl: string;
}

export class ConfigError extends Error {}

/** Parses and checks the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.WEB_CONCURRENCY ?? 1) > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    uploadsDir: resolve(e.DATA_DIR, 'uploads'),
    s3: s3Config(e),
    publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
    redisUrl: e.REDIS_URL,
    secret: e.SECRET,
    smtpUrl: e.SMTP_URL,
    ecbRatesUrl: e.ECB_RATES_URL === 'off' ? undefined : e.ECB_RATES_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    countryHeader: countryHeaderName(e.COUNTRY_HEADER),
    dbPoolMax: e.DB_POOL_MAX,
    dbIdleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    dbTimeouts: {
      poolWaitMs: e.DB_POOL_WAIT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_TX_TIMEOUT_MS,
    },
    workers: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1),
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO === 'auto',
    captcha: e.CAPTCHA === 'on',
    renderAhead: e.RENDER_AHEAD === 'on',
    google: {
      issuer: e.GOOGLE_ISSUER,
      jwksUrl: e.GOOGLE_JWKS_URL,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: {
      // auto: on for the embedded demo shop and outside production; a production shop on
      // PostgreSQL must switch it on explicitly.
      demo: e.PAYMENT_DEMO === 'on' || (e.PAYMENT_DEMO === 'auto' && (!e.DATABASE_URL || e.NODE_ENV !== 'production')),
      deadlineMinutes: e.PAYMENT_DEADLINE_MINUTES,
      paypalApiUrl: e.PAYPAL_API_URL?.replace(/\/+$/, ''),
      stripeApiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
    },
    kuaidi100ApiUrl: e.KUAIDI100_API_URL.replace(/\/+$/, ''),
  };
}

/** COUNTRY_HEADER to the header read (lower case, as Node gives headers); undefined for off. */
export function countryHeaderName(value: string): string | undefined {
  const v = value.toLowerCase();
  if (v === 'off') return undefined;
  if (v === 'cloudflare') return 'cf-ipcountry';
  if (v === 'cloudfront') return 'cloudfront-viewer-country';
  return v;
}
