// forms/no-bare-form and forms/no-loose-mutate-async (docs/how-to/forms.md): a form is <Form>, and
// mutateAsync is awaited inside useContractForm's `submit` or useAction's `run`.
import plugin from './forms.js';
import { tester } from './rule-tester.js';

tester.run('forms/no-bare-form', plugin.rules['no-bare-form'], {
  valid: ['const x = <Form form={form}><Field /></Form>;', 'const x = <formfield />;'],
  invalid: [{ code: 'const x = <form onSubmit={save}><input /></form>;', errors: [{ messageId: 'bare' }] }],
});

tester.run('forms/no-loose-mutate-async', plugin.rules['no-loose-mutate-async'], {
  valid: [
    'useContractForm({ schema, submit: async (values) => { await save.mutateAsync(values); } });',
    'const { run } = useAction({ run: () => release.mutateAsync(id) });',
    'save.mutate(values);',
  ],
  invalid: [
    { code: 'async function onClick() { await save.mutateAsync(values); }', errors: [{ messageId: 'loose' }] },
    { code: 'useEffect(() => { void save.mutateAsync(values); }, []);', errors: [{ messageId: 'loose' }] },
  ],
});
