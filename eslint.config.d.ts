// Types of what tests import from eslint.config.js (apps/api/test/lint-dates.test.ts).
import type { Linter } from 'eslint';

export const DATE_WRITERS: string[];
declare const config: Linter.Config[];
export default config;
