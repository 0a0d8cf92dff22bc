// Types of what tests import from eslint.config.js (apps/api/test/lint-dates.test.ts).
import type { Linter, Rule } from 'eslint';

export const DATE_WRITERS: string[];
export const datesPlugin: { rules: Record<'one-writer', Rule.RuleModule> };
declare const config: Linter.Config[];
export default config;
