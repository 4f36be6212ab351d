// One migrated and one seeded database per test run, copied for each API test file.
// Creating them from scratch was most of a file's setup: on the embedded database
// PGlite's initdb, the migrations and the demo seed took 6-9 s of CPU per file (a copy
// of the directory opens in about 1 s); on the server, a copy from a template skips the
// migrations and the seed. The templates are built by test/api/global-setup.ts; what the
// migrations and the seed do on an empty database stays tested where a test asks for a
// database of its own (createBackendDatabase), by e2e/global-setup.ts (the shop as
// `npm start` starts it) and by the fresh-start tests.
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed/index.ts';
import { createBackendDatabase, type TestBackend, type TestDatabase } from './pg.ts';

/** Where the two templates are: database names on the server, data directories when embedded. */
export interface DbTemplates {
  backend: TestBackend;
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when a run has no API global setup (a developer's own script). */
    dbTemplates?: DbTemplates;
  }
}

async function prepare(db: TestDatabase, seed: boolean, uploadsDir: string): Promise<void> {
  const database = await openDatabase({
    databaseUrl: db.url,
    dataDir: db.dataDir ?? uploadsDir,
    poolMax: 2,
  });
  try {
    await runMigrations(database);
    if (seed) await seedDemo(database);
  } finally {
    await database.close();
  }
}

/** Builds both templates; answers them and a function that removes them. */
export async function buildTemplates(
  backend: TestBackend,
  uploadsDir: string,
): Promise<{ templates: DbTemplates; drop: () => Promise<void> }> {
  const migrated = await createBackendDatabase('shop_tpl_migrated', backend);
  await prepare(migrated, false, uploadsDir);
  const seeded = await cloneTemplate({ backend, migrated: migrated.name, seeded: '' }, 'migrated', 'shop_tpl_seeded');
  await prepare(seeded, true, uploadsDir);
  return {
    templates: { backend, migrated: migrated.name, seeded: seeded.name },
    async drop() {
      await seeded.drop();
      await migrated.drop();
    },
  };
}

/** A new database for one test file, a copy of a template. */
export function cloneTemplate(
  templates: DbTemplates,
  which: 'migrated' | 'seeded',
  prefix = 'shop_test',
): Promise<TestDatabase> {
  return createBackendDatabase(prefix, templates.backend, templates[which]);
}
