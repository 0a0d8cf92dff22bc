import { defineConfig } from 'vitest/config';

// One runner, three projects: the shared contract, the API (real database, in-process server) and
// the web app (jsdom, network mocked at the fetch level with MSW). Each has its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
