// dates/one-writer (issue 38 item 2): one module writes dates and times; every other way of building a
// date's text is refused (where the config turns it on: apps/api/test/lint-dates.test.ts).
import plugin from './dates.js';
import { tester } from './rule-tester.js';

tester.run('dates/one-writer', plugin.rules['one-writer'], {
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
