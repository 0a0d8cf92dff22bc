// Every text a member reads comes from a catalogue (issue 46, docs/decisions/033): `texts/no-literal-in-jsx`
// refuses a user-visible string written in the web's components: a JSX text with a letter in it, and a string
// literal (or template) given to an attribute a person reads or hears (aria-label, title, placeholder, alt,
// label...). Read the catalogue instead: `{AUTH.loginButton}`, `aria-label={GENERAL.mainMenuLabel}`.
// It holds in every component of the web (TEXTS_MOVED) but the provider's console (TEXTS_ENGLISH_ONLY), which
// stays in English (docs/how-to/rules-and-texts.md).

/** Every component of the web: a member reads each of them in its own language. */
export const TEXTS_MOVED = ['apps/web/src/**/*.tsx'];
/** The provider's console: its staff read English (its texts are still in the contract, `ops.ts`). */
export const TEXTS_ENGLISH_ONLY = ['apps/web/src/features/ops/**'];

/** Attributes whose value a person reads or a screen reader says. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'alt',
  'placeholder',
  'label',
  'intro',
  'hint',
  'error',
  'summary',
]);

const hasWords = (text) => /\p{L}/u.test(text);

const noLiteralInJsx = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        message: `"${text.trim().slice(0, 40)}" is written in the component: take it from a catalogue in packages/contract/src/messages (docs/how-to/rules-and-texts.md).`,
      });
    const literalText = (node) => {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
      if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
      return undefined;
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      // {'Some text'} or {`Some ${x}`} as a child.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const text = literalText(node.value);
        if (text !== undefined && hasWords(text)) report(node, text);
      },
    };
  },
};

export default { meta: { name: 'texts' }, rules: { 'no-literal-in-jsx': noLiteralInJsx } };
