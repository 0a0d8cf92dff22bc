// The scale suite (npm run test:scale, through scripts/test-scale.mjs, which provides PostgreSQL).
// Not one of the root config's projects, so `npx vitest run` does not pick it up.
//
// Its files share one environment (two API processes, the proxy, S3, SMTP: environment.mjs), so
// they run in one worker, one after the other, in name order, without isolation between them.
import { defineConfig } from 'vitest/config';
import ByFileName from './sequencer.mjs';

export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    environment: 'node',
    setupFiles: ['./setup.mjs'],
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { sequencer: ByFileName },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
