// Every answer the API suite receives is checked against the app's own OpenAPI document
// (issue #38): the status must be declared for the operation, the content type must be
// one the answer declares, a JSON body must match the declared schema (Ajv, JSON Schema
// 2020-12, the dialect of OpenAPI 3.1) and a header the answer declares as required
// (Retry-After on 503) must be sent. createTestApp() wraps `app.inject` with it, so an
// undeclared status or a body that drifts fails the test that made the request.
//
// Exempt, and said so here: a request that matches no operation of the document (an
// unknown path, a method the path does not have, the hidden routes such as
// /v1/openapi.json itself) - its 404 is the envelope of `apiNotFound`, checked by the
// envelope tests; and answers sent over a real socket (tests that `listen`), which do not
// pass through inject.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface MediaType {
  schema?: unknown;
}
interface Answer {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, Answer>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The answer as light-my-request hands it over (the fields read here). */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  raw: { req: { method?: string; url?: string } };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const COMPONENTS_ID = 'openapi:components';

/** `#/components/schemas/X` -> a reference into the components schema Ajv knows. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${COMPONENTS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : rebase(value);
  }
  return out;
}

interface Route {
  path: string;
  pattern: RegExp;
  /** Literal segments win over templated ones (`/order/cancel/{id}` before `/order/{id}`). */
  literals: number;
  operations: Record<string, Operation>;
}

export function createResponseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rebase(doc.components?.schemas ?? {}) });
  const compiled = new Map<unknown, ValidateFunction>();

  const routes: Route[] = Object.entries(doc.paths)
    .map(([path, operations]) => {
      const segments = path.split('/');
      const pattern = new RegExp(
        `^${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
      );
      return { path, pattern, literals: segments.filter((s) => !s.startsWith('{')).length, operations };
    })
    .sort((a, b) => b.literals - a.literals);

  function operationFor(method: string, pathname: string): { path: string; op: Operation } | undefined {
    const m = method.toLowerCase();
    for (const route of routes) {
      if (!route.pattern.test(pathname)) continue;
      // HEAD answers as GET does, without a body.
      const op = route.operations[m] ?? (m === 'head' ? route.operations.get : undefined);
      if (op && METHODS.includes(m)) return { path: route.path, op };
    }
    return undefined;
  }

  function bodyText(res: InjectedAnswer): string {
    const encoding = String(res.headers['content-encoding'] ?? '');
    const raw = res.rawPayload;
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
    return raw.toString('utf8');
  }

  /** What is wrong with an answer (empty when it is true to the document). */
  function problems(res: InjectedAnswer): string[] {
    const method = res.raw.req.method ?? 'GET';
    const pathname = (res.raw.req.url ?? '/').split('?')[0];
    if (!/^\/v[12]\//.test(pathname)) return [];
    const found = operationFor(method, pathname);
    if (!found) return [];
    const { op } = found;
    const status = String(res.statusCode);
    const responses = op.responses ?? {};
    const answer = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!answer) {
      return [
        `status ${status} is not declared for ${op.operationId} (declared: ${Object.keys(responses).join(', ')})`,
      ];
    }
    const out: string[] = [];
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      if (header.required && res.headers[name.toLowerCase()] === undefined) out.push(`header ${name} is missing`);
    }
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (method === 'HEAD' || res.rawPayload.length === 0) return out;
    const content = answer.content ?? {};
    const declared = Object.keys(content);
    if (declared.length === 0) return [...out, `a ${type || 'body'} answer where ${status} declares no body`];
    const media = content[type] ?? (type.endsWith('+json') ? undefined : content[`${type.split('/')[0]}/*`]);
    if (!media) return [...out, `content type ${type || '(none)'} is not declared (declared: ${declared.join(', ')})`];
    // Non-JSON answers (a CSV export, an image) are checked for status and type only.
    if (!type.includes('json') || !media.schema) return out;
    let body: unknown;
    try {
      body = JSON.parse(bodyText(res));
    } catch {
      return [...out, 'the body is not JSON'];
    }
    let validate = compiled.get(media.schema);
    if (!validate) {
      validate = ajv.compile(rebase(media.schema) as object);
      compiled.set(media.schema, validate);
    }
    if (!validate(body)) {
      for (const e of (validate.errors ?? []).slice(0, 5)) {
        out.push(`body${e.instancePath || ''} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
      }
    }
    return out;
  }

  return {
    problems,
    /** Throws, naming method, path, status and the problems, when an answer drifts. */
    check(res: InjectedAnswer): void {
      const found = problems(res);
      if (found.length === 0) return;
      const { method, url } = res.raw.req;
      throw new Error(
        `${method} ${url} answered ${res.statusCode}, not as the OpenAPI document says:\n  ${found.join('\n  ')}`,
      );
    },
  };
}
