import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
    // One jsdom and one set of loaded libraries per worker, not per file: a fresh jsdom and React, Testing Library
    // and TanStack Query imported anew cost each file about a second of set-up. The app's own modules are still
    // fresh per file (src/test/setup.ts drops them after each file).
    isolate: false,
  },
});
