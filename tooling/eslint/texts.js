// Every text a member reads comes from a catalogue (issue 46, docs/decisions/033): `texts/no-literal-in-jsx`
// refuses a user-visible string written in the web's components: a JSX text with a letter in it, and a string
// literal (or template) given to an attribute a person reads or hears (aria-label, title, placeholder, alt,
// label...). Read the catalogue instead: `{AUTH.loginButton}`, `aria-label={GENERAL.mainMenuLabel}`.
// It holds in the folders moved to the catalogues (TEXTS_MOVED); the others are a to-do in
// docs/how-to/rules-and-texts.md ("Areas still to move"), and the provider's console stays in English.

/** The web's folders whose texts are all in catalogues: the rule holds there. */
export const TEXTS_MOVED = [
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/components/app-shell.tsx',
  'apps/web/src/features/unclaimed/**/*.tsx',
  'apps/web/src/features/dispatch/**/*.tsx',
  'apps/web/src/components/time-off/**/*.tsx',
  'apps/web/src/features/onboarding/**/*.tsx',
  'apps/web/src/features/services-hours/**/*.tsx',
  'apps/web/src/components/hours-editor.tsx',
  'apps/web/src/features/earnings/**/*.tsx',
  'apps/web/src/components/pay-line.tsx',
  'apps/web/src/components/charts/**/*.tsx',
  'apps/web/src/features/visit/**/*.tsx',
  'apps/web/src/features/account/**/*.tsx',
  'apps/web/src/features/team/**/*.tsx',
  'apps/web/src/features/agreement/**/*.tsx',
  'apps/web/src/components/ui/**/*.tsx',
  'apps/web/src/components/form.tsx',
  'apps/web/src/components/resend-verification.tsx',
  'apps/web/src/components/review-reason.tsx',
  'apps/web/src/components/markdown/**/*.tsx',
  'apps/web/src/lib/**/*.tsx',
  'apps/web/src/features/appointments/**/*.tsx',
  'apps/web/src/features/photos/**/*.tsx',
  'apps/web/src/components/day/**/*.tsx',
];

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
