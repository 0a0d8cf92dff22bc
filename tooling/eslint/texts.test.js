// texts/no-literal-in-jsx (issue 46): a text a member reads comes from a catalogue, never the component.
import plugin from './texts.js';
import { tester } from './rule-tester.js';

tester.run('texts/no-literal-in-jsx', plugin.rules['no-literal-in-jsx'], {
  valid: [
    { code: 'const a = <button>{AUTH.loginButton}</button>;' },
    { code: 'const a = <nav aria-label={GENERAL.mainMenuLabel}>{children}</nav>;' },
    // no words: punctuation, numbers, an icon's space
    { code: "const a = <span>{' · '} 3 / {n}</span>;" },
    // attributes nobody reads
    { code: 'const a = <div className="flex gap-2" role="group" data-testid="x" />;' },
    { code: 'const a = <input type="email" autoComplete="email" />;' },
    // names and data come from values
    { code: 'const a = <p>{member.name}</p>;' },
  ],
  invalid: [
    { code: 'const a = <button>Sign in</button>;', errors: 1 },
    { code: "const a = <p>{'Loading...'}</p>;", errors: 1 },
    { code: 'const a = <p>{`Step ${step} of 2`}</p>;', errors: 1 },
    { code: 'const a = <nav aria-label="Main menu" />;', errors: 1 },
    { code: 'const a = <input placeholder="you@example.com" />;', errors: 1 },
    { code: 'const a = <img alt="Company logo" src="/logo.svg" />;', errors: 1 },
    { code: 'const a = <Field label={`Email`} />;', errors: 1 },
  ],
});
