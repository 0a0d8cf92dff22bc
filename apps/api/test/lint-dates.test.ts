import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { DATE_WRITERS } from '../../../eslint.config.js';

// eslint.config.js "dates/one-writer" (issue 38 item 2): one module writes dates and times; the rule refuses every
// other way of building a date's text in product code (its cases: tooling/eslint/dates.test.js), and the config
// turns it on everywhere but those modules.

describe('the config', () => {
  const eslint = new ESLint();
  const ruleOf = async (file: string) =>
    ((await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> }).rules?.['dates/one-writer'];

  it('turns the rule on in web and API product code and the contract, off in the writers and in tests', async () => {
    for (const file of [
      'apps/web/src/features/earnings/week-payout.tsx',
      'apps/api/src/modules/ops/booking-changes.ts',
      'packages/contract/src/messages/ops.ts',
    ])
      expect(await ruleOf(file), file).toEqual([2]);
    for (const file of [...DATE_WRITERS, 'apps/web/src/lib/dates/dates.test.ts'])
      expect(await ruleOf(file), file).toBeUndefined();
  });
});
