// The suites: unit (pure rules and components), api (the Fastify app, one database per
// file) and e2e (the built server in Debian's Chromium). The api and e2e suites run
// twice, as a matrix: on the PostgreSQL server and on embedded PGlite (`npm start`'s
// default), whose runs recycle their pool client every 100 ms (test/helpers/pg.ts).
// A file named *.server.test.ts needs the server (it says why) and runs there only; one
// named *.embedded.test.ts is about the embedded default and runs on it only.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type Suite = TestProjectInlineConfiguration['test'];

const api: Suite = {
  include: ['test/api/**/*.test.ts'],
  environment: 'node',
  // A migrated and a seeded database, copied for each file (test/helpers/db-templates.ts).
  globalSetup: ['test/api/global-setup.ts'],
  // The files of a worker share the modules they import (each still builds its own app
  // on its own database): importing the server afresh for each file was half of the API
  // runs' time (the whole api project 847 -> 327 s, api-embedded 1,313 -> 432 s on this
  // 2-core machine, with the templates).
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const e2e: Suite = {
  include: ['e2e/**/*.test.ts'],
  environment: 'node',
  // The longest journeys (a good made, bought, shipped and refunded) took 45-66 s on a
  // slow day with both runs' browsers at once.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  // A page that navigates on a busy 2-core machine may need a few seconds.
  expect: { poll: { timeout: 10_000 } },
};

const serverOnly = ['**/*.server.test.ts'];
const embeddedOnly = ['**/*.embedded.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      { test: { ...api, name: 'api', env: { TEST_BACKEND: 'postgres' }, exclude: embeddedOnly } },
      {
        test: {
          ...api,
          name: 'api-embedded',
          env: { TEST_BACKEND: 'embedded' },
          // database.test.ts tests both backends by name.
          exclude: [...serverOnly, 'test/api/database.test.ts'],
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e',
          globalSetup: ['e2e/global-setup.ts'],
          env: { TEST_BACKEND: 'postgres' },
          exclude: embeddedOnly,
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e-embedded',
          globalSetup: ['e2e/global-setup.ts'],
          env: { TEST_BACKEND: 'embedded' },
          exclude: serverOnly,
        },
      },
    ],
  },
});
