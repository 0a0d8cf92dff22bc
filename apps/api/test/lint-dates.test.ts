import { describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { DATE_WRITERS, datesPlugin } from '../../../eslint.config.js';

// eslint.config.js "dates/one-writer" (issue 38 item 2): one module writes dates and times; the rule refuses every
// other way of building a date's text in product code, and the config turns it on everywhere but those modules.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('dates/one-writer', datesPlugin.rules['one-writer'], {
  valid: [
    "import { formatDateIn } from '../../lib/dates/dates.ts'; formatDateIn(at, zone);",
    "import { jobWhen } from '@vendor-portal/contract/dates'; jobWhen(at, zone, 'date');",
    // Not a date: a number's or a price's own text, date-fns' arithmetic, a zone read.
    "(1234.5).toLocaleString('en-US', { style: 'currency', currency: 'USD' });",
    "import { addDays, isBefore } from 'date-fns';",
    "import { TZDate } from '@date-fns/tz';",
    'new Intl.NumberFormat("en-US").format(3);',
  ],
  invalid: [
    { code: "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });", errors: 1 },
    { code: 'Intl.DateTimeFormat().resolvedOptions();', errors: 1 },
    { code: "const x = <span>{new Date(at).toLocaleDateString('en-US')}</span>;", errors: 1 },
    { code: 'at.toLocaleTimeString();', errors: 1 },
    { code: 'new Date(at).toLocaleString();', errors: 1 },
    { code: "at.toLocaleString('en-US', { month: 'short' });", errors: 1 },
    { code: "import { format } from 'date-fns'; format(at, 'MMM d');", errors: 1 },
    { code: "import { formatInTimeZone } from 'date-fns-tz';", errors: 1 },
    { code: "import format from 'date-fns/format';", errors: 1 },
  ],
});

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
