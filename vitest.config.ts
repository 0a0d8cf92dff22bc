import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './testing/slowest-files.mjs';

// One runner, three projects: the shared contract, the API (real database, in-process server) and
// the web app (jsdom, network mocked at the fetch level with MSW). Each has its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // One test file per core. Vitest's default leaves one core to its main process, which on CI's two cores
    // meant one file at a time; the main process mostly waits on the workers, so both cores run files.
    maxWorkers: '100%',
    // Where the time goes, in every run's output: the ten slowest files after the default report.
    reporters: ['default', new SlowestFilesReporter()],
  },
});
