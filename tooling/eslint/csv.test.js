// csv/one-writer (decision 014): a CSV is written by apps/api/src/lib/csv.ts only.
import path from 'node:path';
import plugin, { CSV_WRITER } from './csv.js';
import { tester } from './rule-tester.js';
import { ROOT } from './sources.js';

const at = (file) => path.join(ROOT, file);

tester.run('csv/one-writer', plugin.rules['one-writer'], {
  valid: [
    { code: "import { stringify } from 'csv-stringify/sync'; reply.type('text/csv');", filename: at(CSV_WRITER) },
    {
      code: "import { sendCsv } from '../../lib/csv.ts'; sendCsv(reply, 'statement.csv', rows);",
      filename: at('apps/api/src/modules/earnings/routes.ts'),
    },
    // a schema's content type is a key, not a call's value
    {
      code: "const schema = { content: { 'text/csv': { schema: {} } } };",
      filename: at('apps/api/src/modules/earnings/routes.ts'),
    },
    // the web downloads the server's CSV; naming its type is no writer
    { code: "new Blob([text], { type: 'x' }); accept('text/csv');", filename: at('apps/web/src/lib/files/x.ts') },
  ],
  invalid: [
    { code: "import { stringify } from 'csv-stringify/sync';", filename: at('apps/api/src/modules/x.ts'), errors: 1 },
    { code: "const Papa = await import('papaparse');", filename: at('apps/web/src/lib/x.ts'), errors: 1 },
    { code: "reply.type('text/csv; charset=utf-8');", filename: at('apps/api/src/modules/x.ts'), errors: 1 },
  ],
});
