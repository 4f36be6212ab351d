// The API contract (issue #19): every route's answers are declared with zod schemas
// (src/domain/*-schemas.ts). This plugin
// - names every operation (operationId from the method and path, unless the route gives one),
// - adds the error envelope as the 4xx/5xx answers of every API route, each status where
//   the route can answer it (errorAnswers: issue #38), and the security a route needs
//   (staff routes under /v1/admin; customer routes mark themselves with `signedInOnly` or
//   `customerRoute`),
// - finishes the OpenAPI document (openApiTransform, openApiTransformObject: documented
//   bodies, Retry-After, comma-separated lists, only the component schemas in use),
// - serializes answers with plain JSON.stringify (nothing is stripped: the answer the
//   handler built is the answer sent), and
// - outside production checks every JSON answer against its schema after it is
//   serialized (so a pre-serialized string answer is checked too): a missing or wrongly
//   typed field, or a field the schema does not declare, turns the answer into a 500
//   naming the drift, so a test fails.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ANSWER_KEY } from '../../domain/api/answers.ts';
import { ApiCode } from '../../domain/api/codes.ts';
import { errorEnvelope } from '../../domain/api/envelope.ts';
import {
  ACCESS_SIGN_COOKIE,
  ACCESS_TOKEN_COOKIE,
  ADMIN_TOKEN_COOKIE,
  STAFF_TOKEN_HEADER,
} from '../../domain/site/constants.ts';
import { apiMessage } from '../i18n/api-messages.ts';

/** The OpenAPI security schemes: a customer's session and a staff member's. */
export const securitySchemes = {
  customerToken: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: "An app's access token (with `sign`); browsers send the cookies instead",
  },
  customerSign: { type: 'apiKey', in: 'header', name: 'sign', description: 'The signature that goes with `token`' },
  customerCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: ACCESS_TOKEN_COOKIE,
    description: "A browser's access token (with the access_sign cookie)",
  },
  customerSignCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_SIGN_COOKIE, description: 'The cookie signature' },
  staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER, description: "A staff member's session token" },
  staffCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_TOKEN_COOKIE,
    description: "The admin area's session cookie (`__Host-admin_token` over HTTPS)",
  },
} as const;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the OpenAPI document describes it, for a route that reads its
     * body itself (multipart uploads, webhooks verified over the raw bytes): documented,
     * never used to validate. Its content types are the route's `consumes`.
     */
    documentedBody?: Record<string, unknown>;
  }
}

type Security = Record<string, string[]>[];
const CUSTOMER_SECURITY: Security = [
  { customerToken: [], customerSign: [] },
  { customerCookie: [], customerSignCookie: [] },
];
/** Public routes: anyone, and a signed-in customer's session when there is one. */
const OPTIONAL_CUSTOMER: Security = [{}, ...CUSTOMER_SECURITY];
const STAFF_SECURITY: Security = [{ staffToken: [] }, { staffCookie: [] }];

/** Spread into a route's schema: the route needs a signed-in customer. */
export const signedInOnly = { security: CUSTOMER_SECURITY };

/** Spread into a route's schema: a signed-in customer or a staff member (uploads). */
export const customerOrStaff = { security: [...CUSTOMER_SECURITY, ...STAFF_SECURITY] };

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope } },
});

const SIGN_IN_ANSWER = errorAnswer('Not signed in or the session expired (code 301), or revoked (302)');

/**
 * An onRoute hook for a plugin whose routes all need a signed-in customer. A plugin's
 * onRoute hooks run after the app's (completeRoute below), so the 401 answer is added
 * here too.
 */
export function customerRoute(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const response = schema.response as ResponseMap | undefined;
  const completed = response && ANSWERED_BY_EVERY_ROUTE in response;
  route.schema = {
    ...schema,
    security: CUSTOMER_SECURITY,
    ...(completed ? { response: { ...response, 401: SIGN_IN_ANSWER } } : {}),
  } as RouteOptions['schema'];
}

/** Staff routes: everything under /v1/admin but the sign-in. */
function isStaffPath(url: string): boolean {
  return url.startsWith('/v1/admin/') && url !== '/v1/admin/login';
}

function isApiRoute(url: string): boolean {
  return /^\/v[12]\//.test(url);
}

/** `GET /v1/order/:id/express` -> getOrderByIdExpress; /v2 paths keep their version. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/v1(?=\/)/, '')
    .split(/[/_.\-{}]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part === '*' ? 'any' : part))
    .flatMap((part) => part.split('-'))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

type ResponseMap = Record<string, unknown>;

/** Methods whose requests carry a body and pass the anti-forgery check (anti-forgery.ts). */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A status every API route declares; its presence says completeRoute has run. */
const ANSWERED_BY_EVERY_ROUTE = '503';

/** Seconds to wait, sent with every 503 (envelope.ts, storage.ts). */
export const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
} as const;

/**
 * The operations outside /v1/admin that answer 409 (code 409): the state they act on
 * forbids it (an order's status, a sold-out SKU, a full cart, a changed price or rate, an
 * after-sale already open, an e-mail already registered, a reused idempotency key). Staff
 * routes all declare it: they edit shared records whose state can change under them
 * (taken names, records in use, an order already paid or shipped). Keys as in
 * src/domain/api/answers.ts; the API suite's answer validation fails on a 409 of an
 * operation not named here.
 */
const CONFLICT_OPERATIONS = new Set([
  'POST /user/registe',
  'POST /user/loginByCode',
  'POST /user/login/platform',
  'POST /cart',
  'PUT /cart',
  'POST /cart/merge',
  'POST /pay',
  'POST /pay/purchase/:id',
  'PUT /order/cancel/:id',
  'PUT /order/confirm/:id',
  'POST /order/:id/after-sale',
  'PUT /order/after-sale/:id/cancel',
  'PUT /order/after-sale/:id/return',
  'POST /v2/order/confirm',
  'POST /v2/order',
  'GET /v2/order/import-estimate',
]);

/**
 * The refusals an API route may answer with, decided by construction:
 * - every route: 400 (bad input), 404, 414 (URI too long, text-input.ts), 429, 500 and
 *   503 with Retry-After (the database busy or away, envelope.ts);
 * - a route that needs a session: 401; a staff route: 403 (the role);
 * - a write (POST, PUT, PATCH, DELETE): 403 (anti-forgery: a cookie-authenticated call
 *   without the token, or from a foreign Origin) unless the route opts out of it, and
 *   413/415 (the body parser runs for every write, declared body or not);
 * - 409 on staff routes and the operations of CONFLICT_OPERATIONS.
 */
function errorAnswers(route: RouteOptions, method: string, key: string, signInNeeded: boolean): ResponseMap {
  const url = route.url;
  const staff = isStaffPath(url);
  const write = UNSAFE.has(method);
  const answers: ResponseMap = {
    400: errorAnswer('Bad input (code 400), naming the field'),
    404: errorAnswer('Not found (code 404)'),
    414: errorAnswer('The URL is too long (code 414)'),
    429: errorAnswer('Too many requests (code 429); retry after the Retry-After header'),
    500: errorAnswer('Unexpected failure (code 500)'),
    [ANSWERED_BY_EVERY_ROUTE]: {
      ...errorAnswer('Overloaded, or the database is away for a moment (code 503); retry after Retry-After'),
      headers: RETRY_AFTER_HEADER,
    },
  };
  if (signInNeeded) answers[401] = SIGN_IN_ANSWER;
  const antiForgery = write && route.config?.antiForgery !== false;
  if (staff && antiForgery) {
    answers[403] = errorAnswer('Signed in without the needed role, or the anti-forgery check failed (code 403)');
  } else if (staff) {
    answers[403] = errorAnswer('Signed in without the needed role (code 403)');
  } else if (antiForgery) {
    answers[403] = errorAnswer('The anti-forgery check failed: no token, or a foreign Origin (code 403)');
  }
  if (staff || CONFLICT_OPERATIONS.has(key)) {
    answers[409] = errorAnswer('The current state forbids it (code 409); the message says why');
  }
  if (write) {
    answers[413] = errorAnswer('The body is too large (code 413)');
    answers[415] = errorAnswer('The body is not of a type the operation accepts (code 415)');
  }
  return answers;
}

function completeRoute(route: RouteOptions): void {
  const url = route.url;
  if (!isApiRoute(url)) return;
  const schema = { ...(route.schema ?? {}) } as Record<string, unknown>;
  if (schema.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('HEAD') && methods.length === 1) return;
  if (!schema.operationId) schema.operationId = operationIdFor(methods[0], url);
  const security = schema.security as Security | undefined;
  // A route that declares security needs a session, unless anyone may call it ({}) or no
  // session is read at all ([]: provider webhooks).
  const signInNeeded =
    Boolean(security?.length && security.every((r) => Object.keys(r).length > 0)) || isStaffPath(url);
  if (!schema.security) schema.security = isStaffPath(url) ? STAFF_SECURITY : OPTIONAL_CUSTOMER;
  const declared = (schema.response ?? {}) as ResponseMap;
  const key = (declared as { [ANSWER_KEY]?: string })[ANSWER_KEY];
  const expected = `${methods[0]} ${url.replace(/^\/v1(?=\/)/, '')}`;
  if (key && key !== expected) throw new Error(`${expected} declares the answer of ${key}`);
  // A route with an answer shape of its own for refusals (the upload endpoint: 4xx, 5xx)
  // keeps it.
  const ownRefusals = '4xx' in declared || '5xx' in declared;
  schema.response = ownRefusals
    ? declared
    : { ...errorAnswers(route, methods[0], expected, signInNeeded), ...declared };
  route.schema = schema as RouteOptions['schema'];
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The route's schemas in the document (zod -> JSON Schema), with its documented body. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (schema && 'documentedBody' in schema) {
    schema.body = schema.documentedBody;
    delete schema.documentedBody;
  }
  return out;
}

interface DocParameter {
  in: string;
  name: string;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: { type?: string };
}
interface DocOperation {
  parameters?: DocParameter[];
  responses?: Record<string, { headers?: unknown }>;
}
interface Doc {
  paths?: Record<string, Record<string, DocOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * The finished document: every 503 names its Retry-After header (the zod transform keeps
 * only an answer's description and content); list parameters say they are comma-separated
 * (`ids=1,2,3`, what the shop's clients send; a repeated parameter is read too); and only
 * the component schemas the operations use are kept (zod registers an input and an output
 * variant of every named schema, most of them used one way only).
 */
export function openApiTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as Doc;
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const unavailable = operation.responses?.[ANSWERED_BY_EVERY_ROUTE];
      if (unavailable) unavailable.headers = RETRY_AFTER_HEADER;
      for (const param of operation.parameters ?? []) {
        if (param.in !== 'query' || param.schema?.type !== 'array') continue;
        param.style = 'form';
        param.explode = false;
        param.description ??= `Comma-separated: ${param.name}=1,2,3 (${param.name}=1&${param.name}=2 is read too)`;
      }
    }
  }
  pruneUnusedSchemas(doc);
  return doc as ReturnType<typeof jsonSchemaTransformObject>;
}

const SCHEMA_REF = '#/components/schemas/';

function refsIn(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) refsIn(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(value.slice(SCHEMA_REF.length)));
      } else refsIn(value, found);
    }
  }
}

function pruneUnusedSchemas(doc: Doc): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  refsIn(doc.paths, used);
  const queue = [...used];
  while (queue.length > 0) {
    const more = new Set<string>();
    refsIn(schemas[queue.pop() as string], more);
    for (const name of more) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The zod schema declared for an answer's status (a bare schema or its JSON content). */
function answerSchema(req: FastifyRequest, status: number): z.ZodType | undefined {
  const response = req.routeOptions.schema?.response as ResponseMap | undefined;
  if (!response) return undefined;
  const declared = response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
  if (!declared || typeof declared !== 'object') return undefined;
  if ('safeParse' in declared) return declared as z.ZodType;
  const json = (declared as { content?: Record<string, { schema?: unknown }> }).content?.['application/json'];
  return json?.schema && typeof json.schema === 'object' && 'safeParse' in json.schema
    ? (json.schema as z.ZodType)
    : undefined;
}

/** Keys present in the answer that the schema's parse dropped (undeclared fields). */
export function undeclaredKeys(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${path}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return key in parsed ? undeclaredKeys(sent[key], parsed[key], at) : [at];
  });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What is wrong with an answer, or nothing when it matches its schema. */
export function answerDrift(schema: z.ZodType, payload: string): string[] {
  let sent: unknown;
  try {
    sent = JSON.parse(payload);
  } catch {
    return ['not JSON'];
  }
  const result = schema.safeParse(sent);
  if (!result.success) {
    return result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  return undeclaredKeys(sent, result.data).map((key) => `${key}: not declared in the answer's schema`);
}

function decoded(bytes: Buffer, reply: FastifyReply): Buffer {
  const encoding = reply.getHeader('content-encoding');
  return encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
}

async function checkAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A kept answer goes out as bytes (the catalog's detail answers), maybe compressed
  // already (lib/kept-answer.ts): checked the same.
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? decoded(payload, reply).toString('utf8')
        : undefined;
  if (text === undefined) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  const schema = answerSchema(req, reply.statusCode);
  if (!schema) return payload;
  const drift = answerDrift(schema, text).map((d) => `${req.method} ${req.routeOptions.url} ${reply.statusCode}: ${d}`);
  if (drift.length === 0) return payload;
  req.log.error({ drift }, 'answer does not match its schema');
  reply.status(500);
  return JSON.stringify({ code: ApiCode.internal, message: apiMessage(req.lang, 'internal_error'), data: { drift } });
}

export const contractPlugin = fp(async (app: FastifyInstance, opts: { checkAnswers: boolean }) => {
  app.addHook('onRoute', completeRoute);
  // The schemas describe the answers; they do not rewrite them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (opts.checkAnswers) app.addHook('onSend', checkAnswer);
});
