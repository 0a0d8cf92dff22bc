import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// STYLE.md habit 1: the direction of dependencies is enforced here. apps/web and apps/api import
// packages/contract and never each other; a web feature does not reach into another feature
// (shared things live in components/, lib/ or app/). Errors, never warnings.
const FEATURES = ['auth', 'agreement', 'appointments', 'unclaimed', 'services-hours', 'account', 'onboarding'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**', 'data*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@vendor-portal/web', '@vendor-portal/web/*'], message: 'apps/api and packages never import the web app.' }] }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@vendor-portal/web*', '@vendor-portal/api*', 'fastify*', 'react*', 'drizzle-orm*'], message: 'The contract depends on zod only.' }] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**', '@vendor-portal/web*', 'react*'], message: 'The API imports the contract, never the web app.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hookform/resolvers/zod', message: 'Import zodResolver from lib/zod.ts: it runs zod without eval, as our CSP requires.' }],
          patterns: [{ group: ['**/api/src/**', '@vendor-portal/api*', 'fastify*', 'drizzle-orm*', 'pg', '@electric-sql/*'], message: 'The web app imports the contract, never the API.' }],
        },
      ],
    },
  },
  // A feature does not reach into another feature's files (app/ composes features; lib/ and
// components/ are shared by all).
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hookform/resolvers/zod', message: 'Import zodResolver from lib/zod.ts: it runs zod without eval, as our CSP requires.' }],
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`, `../${f}`]),
              message: 'Features do not import each other; move shared code to components/, lib/ or app/.',
            },
            { group: ['**/api/src/**', '@vendor-portal/api*'], message: 'The web app imports the contract, never the API.' },
          ],
        },
      ],
    },
  })),
);
