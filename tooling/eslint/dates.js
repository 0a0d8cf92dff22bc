// Dates one way (docs/how-to/rules-and-texts.md "How to write a date", decision 004): every date or time a
// person reads is written by one module: packages/contract/src/dates.ts (Intl, shared by the server's mails
// and the web) and, in the web, apps/web/src/lib/dates/dates.ts on top of it (DATE_WRITERS). Everywhere else
// in product code `dates/one-writer` refuses what builds a date's text itself: `Intl.DateTimeFormat`,
// `toLocaleDateString`, `toLocaleTimeString`, a date's `toLocaleString` (a `new Date(...)` or one given date
// options) and date-fns' formatters. A file of its own that writes dates would write them in the wrong zone
// sooner or later (issue 38).

export const DATE_WRITERS = ['packages/contract/src/dates.ts', 'apps/web/src/lib/dates/dates.ts'];

const DATE_FNS_FORMATTERS = new Set(['format', 'formatDate', 'lightFormat', 'intlFormat', 'formatInTimeZone']);
const DATE_OPTION_KEYS = new Set(['timeZone', 'dateStyle', 'timeStyle', 'weekday', 'year', 'month', 'day', 'hour']);
const ONE_WRITER = 'Write dates and times with lib/dates/dates.ts (web) or @vendor-portal/contract/dates (server)';

const oneWriter = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, what) =>
      context.report({
        node,
        message: `${ONE_WRITER}, in the reader's zone (docs/how-to/rules-and-texts.md): ${what}.`,
      });
    const isIntlDateTimeFormat = (callee) =>
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'Intl' &&
      callee.property.name === 'DateTimeFormat';
    const hasDateOptions = (arg) =>
      arg?.type === 'ObjectExpression' &&
      arg.properties.some(
        (p) => p.type === 'Property' && p.key.type === 'Identifier' && DATE_OPTION_KEYS.has(p.key.name),
      );
    const onIntl = (node) => {
      if (isIntlDateTimeFormat(node.callee)) report(node, 'Intl.DateTimeFormat');
    };
    return {
      NewExpression: onIntl,
      CallExpression(node) {
        onIntl(node);
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const name = callee.property.name;
        if (name === 'toLocaleDateString' || name === 'toLocaleTimeString') report(node, name);
        else if (
          name === 'toLocaleString' &&
          ((callee.object.type === 'NewExpression' && callee.object.callee.name === 'Date') ||
            hasDateOptions(node.arguments[1]))
        )
          report(node, "a date's toLocaleString");
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !/^date-fns(-tz)?(\/|$)|^@date-fns\//.test(source)) return;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && DATE_FNS_FORMATTERS.has(spec.imported.name))
            report(spec, `date-fns' ${spec.imported.name}`);
        if (/\/(format|lightFormat|intlFormat|formatInTimeZone)$/.test(source)) report(node, `date-fns' ${source}`);
      },
    };
  },
};

export default { meta: { name: 'dates' }, rules: { 'one-writer': oneWriter } };
