// The API contract (issue #19): the OpenAPI document built from the app names every
// operation, declares an answer schema for each, and passes `redocly lint` with the
// recommended rules (offline). Answers that drift from their schema fail in tests.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const run = promisify(execFile);

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
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

  it('passes redocly lint with the recommended rules', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
      const result = await run(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
      const report = JSON.parse(result.stdout || '{"problems":[]}') as {
        problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ''}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
