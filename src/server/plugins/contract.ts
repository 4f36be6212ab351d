// The API contract (issue #19): every route's answers are declared with zod schemas
// (src/domain/*-schemas.ts). This plugin
// - names every operation (operationId from the method and path, unless the route gives one),
// - adds the error envelope as the 4xx/5xx answers of every API route, and the security
//   a route needs (staff routes under /v1/admin; customer routes mark themselves with
//   `customerRoute`),
// - serializes answers with plain JSON.stringify (nothing is stripped: the answer the
//   handler built is the answer sent), and
// - outside production checks every JSON answer against its schema after it is
//   serialized (so a pre-serialized string answer is checked too): a missing or wrongly
//   typed field, or a field the schema does not declare, turns the answer into a 500
//   naming the drift, so a test fails.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
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

/** An onRoute hook for a plugin whose routes all need a signed-in customer. */
export function customerRoute(route: RouteOptions): void {
  route.schema = { ...route.schema, security: CUSTOMER_SECURITY } as RouteOptions['schema'];
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

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope } },
});

/** The refusals every API route may answer with, plus those of signed-in and staff routes. */
function errorAnswers(url: string, signInNeeded: boolean): ResponseMap {
  const answers: ResponseMap = {
    400: errorAnswer('Bad input (code 400), naming the field'),
    404: errorAnswer('Not found (code 404)'),
    429: errorAnswer('Too many requests (code 429); retry after the Retry-After header'),
    500: errorAnswer('Unexpected failure (code 500), or overloaded (503)'),
  };
  if (signInNeeded) answers[401] = errorAnswer('Not signed in or the session expired (code 301), or revoked (302)');
  if (isStaffPath(url)) answers[403] = errorAnswer('Signed in without the needed role (code 403)');
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
  const signInNeeded = Boolean(schema.security) || isStaffPath(url);
  if (!schema.security) schema.security = isStaffPath(url) ? STAFF_SECURITY : OPTIONAL_CUSTOMER;
  const declared = (schema.response ?? {}) as ResponseMap;
  const key = (declared as { [ANSWER_KEY]?: string })[ANSWER_KEY];
  const expected = `${methods[0]} ${url.replace(/^\/v1(?=\/)/, '')}`;
  if (key && key !== expected) throw new Error(`${expected} declares the answer of ${key}`);
  // A route with an answer shape of its own for refusals (the upload endpoint) keeps it.
  const ownRefusals = Object.keys(declared).some((status) => /^[45]/.test(status));
  schema.response = ownRefusals ? declared : { ...errorAnswers(url, signInNeeded), ...declared };
  route.schema = schema as RouteOptions['schema'];
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

async function checkAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A kept answer goes out as bytes (the catalog's detail answers): checked the same.
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
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
