// Schema-driven fuzzing (issue #16, item 6): every operation of the OpenAPI document gets
// malformed requests (fast-check): odd path segments and query values, bodies of the
// wrong shape and type, U+0000 and lone surrogates, huge numbers, deep nesting, wrong
// content types; as a visitor, a customer and an owner. Whatever arrives, the answer is
// never a 5xx and always a well-formed envelope ({code, message, data}; the upload
// endpoint's {code, data, msg}).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff } from '../helpers/staff.ts';

interface Operation {
  method: string;
  path: string;
  query: string[];
}

/** Deterministic in the suite; FUZZ_SEED and FUZZ_RUNS explore further by hand. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** Text that PostgreSQL, JSON parsers or URL decoders may choke on. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '%',
    '😀'.repeat(3),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 63, -(2 ** 63), 2 ** 31, -1, 0, 0.5, Number.MAX_SAFE_INTEGER + 2),
);
const scalar = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 5 }),
})).value;

function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const pathSegment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '99999999999999999999', '1.5', 'abc', '%00', '%ZZ', '..', ' ', 'null'),
  fc.nat().map(String),
  nastyText.map((s) => {
    try {
      return encodeURIComponent(s.slice(0, 200));
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as raw UTF-8 bytes
    }
  }),
);

/** A body for one request: its bytes and content type (or none). */
const body = fc.oneof(
  json.map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  fc.dictionary(fc.string({ maxLength: 20 }), scalar, { maxKeys: 8 }).map((v) => ({
    payload: JSON.stringify(v),
    type: 'application/json',
  })),
  fc.constantFrom(
    { payload: '{"a":', type: 'application/json' },
    { payload: '', type: 'application/json' },
    { payload: deeplyNested(5000), type: 'application/json' },
    { payload: '{"x": 1e999999}', type: 'application/json' },
    { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { payload: 'hello', type: 'text/plain' },
    { payload: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x' },
    { payload: '{}', type: 'application/xml' },
    { payload: undefined, type: undefined },
  ),
);

const caller = fc.constantFrom('visitor', 'customer', 'owner');

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
});
afterAll(() => t?.close());

/**
 * A well-formed answer: the API envelope, or the upload endpoint's own shape (SPEC 3);
 * a success may be a file (the orders' CSV export).
 */
function wellFormed(path: string, status: number, type: string, raw: string): string | undefined {
  if (status >= 500) return `status ${status}: ${raw.slice(0, 200)}`;
  if (status < 400 && !type.includes('json')) return undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return `not JSON (${status}): ${raw.slice(0, 200)}`;
  }
  // Refusals made before routing (414, anti-forgery) use the API envelope on the upload route too.
  const message = path.includes('/upload/') ? (parsed.msg ?? parsed.message) : parsed.message;
  if (typeof parsed.code !== 'number' || typeof message !== 'string' || !('data' in parsed)) {
    return `not an envelope (${status}): ${raw.slice(0, 200)}`;
  }
  return undefined;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx or outside the envelope', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const customer = await newCustomer(t, 'fuzz');
    const failures: string[] = [];
    for (const op of operations) {
      // A fresh owner per operation: an operation that ends its own session (logout,
      // a role change) does not leave the rest of the run without one.
      const owner = await newStaff(t, 'owner');
      const headers = { visitor: {}, customer: customer.headers, owner: owner.headers };
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: 4, maxLength: 4 }),
          fc.dictionary(fc.constantFrom(...op.query, 'page', 'x'), nastyText, { maxKeys: 4 }),
          body,
          caller,
          async (segments, query, b, who) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++ % segments.length] as string);
            const qs = new URLSearchParams(query).toString();
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: qs ? `${path}?${qs}` : path,
              headers: { lang: 'en', ...headers[who], ...(b.type ? { 'content-type': b.type } : {}) },
              ...(op.method === 'GET' || b.payload === undefined ? {} : { payload: b.payload }),
            });
            const problem = wellFormed(op.path, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
            if (problem) failures.push(`${op.method} ${path}${qs ? `?${qs.slice(0, 80)}` : ''} as ${who}: ${problem}`);
            return true;
          },
        ),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
