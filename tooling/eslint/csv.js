// One CSV writer (decision 014): every CSV the portal writes goes through apps/api/src/lib/csv.ts, its
// quoting and its guard against cells a spreadsheet runs as formulas (docs/architecture.md "Money that
// is fair"). Anywhere else `csv/one-writer` refuses a CSV library, and in the API a `text/csv` answer.
import { importSources, relative } from './sources.js';

export const CSV_WRITER = 'apps/api/src/lib/csv.ts';
const CSV_LIBRARY = /^(csv-stringify|csv-writer|papaparse|fast-csv|json2csv|@json2csv\/)/;

const oneWriter = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (relative(context.filename) === CSV_WRITER) return {};
    const message = `Write a CSV with writeCsv and sendCsv of ${CSV_WRITER} (its quoting and formula guard), not another CSV builder.`;
    return {
      ...importSources(context, (node, source) => {
        if (CSV_LIBRARY.test(source)) context.report({ node, message });
      }),
      Literal(node) {
        // A value handed to a call (reply.type, header); the OpenAPI schema's `'text/csv'` key is not.
        if (
          node.parent.type === 'CallExpression' &&
          typeof node.value === 'string' &&
          /^text\/csv\b/.test(node.value) &&
          /^apps\/api\/src\//.test(relative(context.filename))
        )
          context.report({ node, message });
      },
    };
  },
};

export default { meta: { name: 'csv' }, rules: { 'one-writer': oneWriter } };
