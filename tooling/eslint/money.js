// Money in one module (decision 020): dollars as typed are read by dollarsToCents, and every share of an amount
// (a percent of pay, a pro rata growth) is computed by shareCents, both in packages/contract/src/money.ts with
// their rounding written once. Anywhere else `money/one-module` refuses the hand-written forms of either:
// - a regular expression of an amount's cents (`\.\d{1,2}`, `\.\d{2}`), the shape of a dollar parser;
// - a number read from text and multiplied by 100 (`Number(whole) * 100`);
// - a share rounded by hand: `Math.floor|round|ceil|trunc((a * b) / c)`.
import { relative } from './sources.js';

export const MONEY_MODULE = 'packages/contract/src/money.ts';

const CENTS_PATTERN = /\\\.\\d\{(1,)?2\}|\\\.\[0-9\]\{(1,)?2\}/;
const READS_TEXT = new Set(['Number', 'parseFloat', 'parseInt']);
const ROUNDING = new Set(['floor', 'round', 'ceil', 'trunc']);

const isHundred = (node) => node.type === 'Literal' && node.value === 100;
const readsText = (node) =>
  node.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && READS_TEXT.has(node.callee.name)) ||
    (node.callee.type === 'MemberExpression' &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === 'Number' &&
      node.callee.property.type === 'Identifier' &&
      READS_TEXT.has(node.callee.property.name)));
const isProductOverSomething = (node) =>
  node.type === 'BinaryExpression' &&
  node.operator === '/' &&
  node.left.type === 'BinaryExpression' &&
  node.left.operator === '*';

const oneModule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (relative(context.filename) === MONEY_MODULE) return {};
    const parse = `Read dollars with dollarsToCents of ${MONEY_MODULE}, the one parser of money (decision 020).`;
    const share = `Compute a share of money with percentOfCents, proRataCents or shareCents of ${MONEY_MODULE}: its rounding is written once (decision 020).`;
    return {
      Literal(node) {
        if (node.regex && CENTS_PATTERN.test(node.regex.pattern)) context.report({ node, message: parse });
      },
      BinaryExpression(node) {
        if (
          node.operator === '*' &&
          ((isHundred(node.right) && readsText(node.left)) || (isHundred(node.left) && readsText(node.right)))
        )
          context.report({ node, message: parse });
      },
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Math' &&
          callee.property.type === 'Identifier' &&
          ROUNDING.has(callee.property.name) &&
          node.arguments[0] &&
          isProductOverSomething(node.arguments[0])
        )
          context.report({ node, message: share });
      },
    };
  },
};

export default { meta: { name: 'money' }, rules: { 'one-module': oneModule } };
