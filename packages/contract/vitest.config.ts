import { defineProject } from 'vitest/config';

// Pure functions and zod schemas, no state between files: one module graph per worker (isolate: false)
// instead of importing zod and the schemas again for every file.
export default defineProject({
  test: { name: 'contract', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
