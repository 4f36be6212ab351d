// Builds the run's database templates once (test/helpers/db-templates.ts) for the API
// files on the project's backend, and removes them at the end.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates } from '../helpers/db-templates.ts';
import { requirePostgres, type TestBackend } from '../helpers/pg.ts';

export default async function setup(project: TestProject) {
  const backend: TestBackend = project.config.env?.TEST_BACKEND === 'embedded' ? 'embedded' : 'postgres';
  if (backend === 'postgres') await requirePostgres();
  // The demo pictures are shared by every file (test/helpers/app.ts).
  const { templates, drop } = await buildTemplates(backend, join(tmpdir(), 'shop-test-data'));
  project.provide('dbTemplates', templates);
  return drop;
}
