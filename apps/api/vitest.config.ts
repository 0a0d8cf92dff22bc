import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
