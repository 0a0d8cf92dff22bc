// money/one-module (decision 020): dollars are parsed and shares computed in packages/contract/src/money.ts only.
import path from 'node:path';
import plugin, { MONEY_MODULE } from './money.js';
import { tester } from './rule-tester.js';
import { ROOT } from './sources.js';

const at = (file) => path.join(ROOT, file);
const elsewhere = at('apps/api/src/modules/visit/x.ts');

tester.run('money/one-module', plugin.rules['one-module'], {
  valid: [
    // the module itself
    {
      code: 'const re = /^\\$?(\\d+)(?:\\.(\\d{1,2}))?$/; const c = Number(w) * 100; Math.floor((c * p) / 100);',
      filename: at(MONEY_MODULE),
    },
    // using it
    { code: 'const cents = dollarsToCents(typed); const s = percentOfCents(pay, 50);', filename: elsewhere },
    // other arithmetic: seconds from milliseconds, a percent shown, a time's digits
    { code: 'Math.floor(now / 1000); Math.round((done / total) * 100);', filename: elsewhere },
    { code: 'const hhmm = /^(\\d{1,2}):(\\d{2})$/;', filename: at('packages/contract/src/constants.ts') },
    { code: 'const cents = units * 100;', filename: elsewhere },
  ],
  invalid: [
    { code: 'const re = /^\\$?\\d+(\\.\\d{1,2})?$/;', filename: at('packages/contract/src/disputes.ts'), errors: 1 },
    { code: "const re = new RegExp('x'); const d = /^-?\\d+\\.\\d{2}$/;", filename: elsewhere, errors: 1 },
    { code: "const cents = Number(whole) * 100 + Number(part.padEnd(2, '0'));", filename: elsewhere, errors: 1 },
    { code: 'const cents = 100 * parseFloat(typed);', filename: at('apps/web/src/features/x/y.tsx'), errors: 1 },
    { code: 'const s = Math.floor((pay * percent) / 100);', filename: elsewhere, errors: 1 },
    { code: 'const s = Math.round((cents * minutes) / duration);', filename: elsewhere, errors: 1 },
  ],
});
