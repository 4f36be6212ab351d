// The API contract (issues #19 and #38): the OpenAPI document built from the app names
// every operation, declares an answer schema for each, and passes `redocly lint` with the
// recommended-strict rules without a single problem (offline; the few kept on purpose are
// listed, with the reason, in openapi.lint-ignore.yaml). Every answer the API suite
// receives is checked against the document (test/helpers/openapi-validator.ts).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createResponseValidator, type InjectedAnswer, type OpenApiDocument } from '../helpers/openapi-validator.ts';

const run = promisify(execFile);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: object }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as Document;
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('names every operation, once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the success answer of every operation', () => {
    const missing = operations()
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).find(([status]) => /^[23]/.test(status));
        return !success?.[1].content;
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('never lets anyone call an operation that answers 401 (a session-only one)', () => {
    const open = operations()
      .filter(({ op }) => op.responses?.['401'] && op.security?.some((r) => Object.keys(r).length === 0))
      .map(({ name }) => name);
    expect(open).toEqual([]);
    const sessionOnly = operations().filter(({ op }) => op.responses?.['401']);
    expect(sessionOnly.length).toBeGreaterThan(40);
  });

  it("declares every refusal of the app's own rules: 503 with Retry-After everywhere, 403/413/415 on writes", () => {
    // The upload answers refusals in a shape of its own, declared as 4XX and 5XX.
    for (const { name, op } of operations().filter(({ name }) => name !== 'POST /v1/upload/image')) {
      const statuses = Object.keys(op.responses ?? {});
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '404', '414', '429', '500', '503']));
      expect(op.responses?.['503']?.headers, name).toHaveProperty('Retry-After');
      // Provider webhooks and the one-click unsubscribe (the signed link is the authority) need no token: no 403.
      if (/^(POST|PUT|DELETE)/.test(name) && !name.includes('/pay/notify/') && !name.includes('/unsubscribe/')) {
        expect(statuses, name).toEqual(expect.arrayContaining(['403', '413', '415']));
      }
    }
  });

  it('has a validator that refuses an undeclared status and a body that drifts', () => {
    const validator = createResponseValidator(doc as unknown as OpenApiDocument);
    const answer = (status: number, body: unknown): InjectedAnswer => ({
      statusCode: status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      rawPayload: Buffer.from(JSON.stringify(body)),
      raw: { req: { method: 'GET', url: '/v1/sys/conf?x=1' } },
    });
    expect(validator.problems(answer(418, { code: 418, message: 'teapot', data: null }))).toEqual([
      expect.stringMatching(/^status 418 is not declared for getSysConf/),
    ]);
    expect(validator.problems(answer(404, { code: 404, message: 'gone', data: null }))).toEqual([]);
    expect(validator.problems(answer(404, { code: '404', message: 'gone', data: null, extra: 1 }))).not.toEqual([]);
    const unavailable = answer(503, { code: 503, message: 'busy', data: null });
    expect(validator.problems(unavailable)).toEqual(['header Retry-After is missing']);
    expect(validator.problems({ ...unavailable, headers: { ...unavailable.headers, 'retry-after': '2' } })).toEqual([]);
    // A path of no operation (an unknown path's 404) is not the document's to judge.
    expect(validator.problems({ ...answer(404, {}), raw: { req: { method: 'GET', url: '/v1/nope' } } })).toEqual([]);
  });

  it('passes redocly lint with the recommended-strict rules, without a problem', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      copyFileSync(join(import.meta.dirname, 'openapi.lint-ignore.yaml'), join(dir, '.redocly.lint-ignore.yaml'));
      const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
      const args = [cli, 'lint', file, '--extends=recommended-strict', '--format=json'];
      const result = await run(process.execPath, args, {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
      const report = JSON.parse(result.stdout || '{"problems":[]}') as {
        problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
      };
      // Errors and warnings alike (ignored problems are reported with severity 'ignore').
      const problems = report.problems
        .filter((p) => p.severity !== 'ignore')
        .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ''}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
