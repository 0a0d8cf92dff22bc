import { defineProject } from 'vitest/config';

// Files that never open the run's database (TEST_DATABASE_URL under `npm run test:pg`): they lint or read the
// repository's sources and docs, or check the migrations on a PGlite of their own. On PostgreSQL they run exactly
// as on PGlite, so the PostgreSQL pass (and its Node 24 run in CI) leaves them to the PGlite pass, which always
// runs them: about 120 worker-seconds of that pass under load, most of it linting (docs/how-to/testing.md "Speed and determinism (Vitest)").
// A file added here must not call createTestApp or read TEST_DATABASE_URL (test/pg-pass-exclusions.test.ts).
export const DATABASE_FREE_FILES = [
  'test/no-fixed-sleeps.test.ts',
  'test/lint-dates.test.ts',
  'test/migrations-numbering.test.ts',
  'test/docs-paths.test.ts',
  'test/docs-commands.test.ts',
  'test/docs-layout.test.ts',
  'test/route-pieces.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? DATABASE_FREE_FILES : [],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One module graph per worker, not per file: every API test file imports the whole app (fastify, every
    // module, drizzle, zod schemas), about 2 s of each file's time when each file imported it anew (Vitest's
    // "import" figure: 120 s of the unit run, 200 s of the Node 24 + PostgreSQL pass). Safe here because no
    // API test mocks a module (vi.mock) or changes process.env, each file builds its own app on its own
    // database (createTestApp) and closes it, and the files that fake Date restore it. A test that needs a
    // fresh module graph does not belong in this project (docs/how-to/testing.md, "Speed").
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
  },
});
