// Forms one way (docs/how-to/forms.md, decision 021): a <form> is written only by components/form.tsx (its
// <Form>, on the contract's schema through useContractForm), and a mutation's `mutateAsync` is awaited only
// inside the `submit` of useContractForm or the `run` of useAction, which keep busy and the outcome.

export const FORM_HELPER = 'apps/web/src/components/form.tsx';

const noBareForm = {
  meta: {
    type: 'problem',
    messages: {
      bare: 'Write a form with <Form> and useContractForm from components/form.tsx (docs/how-to/forms.md).',
    },
  },
  create: (context) => ({
    JSXOpeningElement(node) {
      if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') context.report({ node, messageId: 'bare' });
    },
  }),
};

const noLooseMutateAsync = {
  meta: {
    type: 'problem',
    messages: {
      loose:
        'Await mutateAsync inside the `submit` of useContractForm or the `run` of useAction (components/form.tsx), which keep busy and the outcome.',
    },
  },
  create: (context) => ({
    'CallExpression[callee.property.name="mutateAsync"]'(node) {
      const inHelper = context.sourceCode
        .getAncestors(node)
        .some((a) => a.type === 'Property' && a.key.type === 'Identifier' && ['submit', 'run'].includes(a.key.name));
      if (!inHelper) context.report({ node, messageId: 'loose' });
    },
  }),
};

export default {
  meta: { name: 'forms' },
  rules: { 'no-bare-form': noBareForm, 'no-loose-mutate-async': noLooseMutateAsync },
};
