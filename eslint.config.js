import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import clientData, { API_FOLDERS } from './tooling/eslint/client-data.js';
import csvPlugin from './tooling/eslint/csv.js';
import moneyPlugin from './tooling/eslint/money.js';
import rolesPlugin from './tooling/eslint/roles.js';
import apiModules from './tooling/eslint/api-modules.js';
import datesPlugin, { DATE_WRITERS } from './tooling/eslint/dates.js';
import formsPlugin, { FORM_HELPER } from './tooling/eslint/forms.js';
import testKit, { TEST_PLACES } from './tooling/eslint/test-kit.js';
import textsPlugin, { TEXTS_ENGLISH_ONLY, TEXTS_MOVED } from './tooling/eslint/texts.js';

/** Endpoint files whose query keys are still written by hand (client-data/query-keys); the list only shrinks. */
const QUERY_KEYS_NOT_MOVED = [
  'apps/web/src/features/account/api/push-subscriptions.ts',
  'apps/web/src/features/appointments/api/get-notes.ts',
  'apps/web/src/features/dispatch/api/dispatch.ts',
  'apps/web/src/features/earnings/api/get-week-jobs.ts',
  'apps/web/src/features/ops/api/get-audit-log.ts',
  'apps/web/src/features/ops/api/get-expiring-documents.ts',
  'apps/web/src/features/ops/api/get-insights-coverage-gaps.ts',
  'apps/web/src/features/ops/api/get-insights-funnel-vendors.ts',
  'apps/web/src/features/ops/api/get-insights-open-jobs.ts',
  'apps/web/src/features/ops/api/get-insights-time-to-claim.ts',
  'apps/web/src/features/ops/api/get-insights.ts',
  'apps/web/src/features/ops/api/get-ops-agreement.ts',
  'apps/web/src/features/ops/api/get-ops-appointments.ts',
  'apps/web/src/features/ops/api/get-ops-booking-checklist.ts',
  'apps/web/src/features/ops/api/get-ops-booking-photos.ts',
  'apps/web/src/features/ops/api/get-ops-booking-signature.ts',
  'apps/web/src/features/ops/api/get-ops-payouts.ts',
  'apps/web/src/features/ops/api/get-ops-products.ts',
  'apps/web/src/features/ops/api/get-ops-vendor.ts',
  'apps/web/src/features/ops/api/get-ops-vendors.ts',
  'apps/web/src/features/ops/api/get-unpaid-payouts.ts',
  'apps/web/src/features/ops/api/ops-disputes.ts',
  'apps/web/src/features/ops/api/ops-adjustments.ts',
  'apps/web/src/features/ops/api/reverse-no-show.ts',
  'apps/web/src/features/team/api/team-settings.ts',
  'apps/web/src/features/unclaimed/api/get-open-jobs.ts',
  'apps/web/src/lib/api/agreement-key.ts',
  'apps/web/src/lib/api/get-appointments.ts',
  'apps/web/src/lib/api/get-on-my-way.ts',
  'apps/web/src/lib/api/get-photos.ts',
];

// Which rules hold where. The rules of our own are plugins in tooling/eslint/, one file each with its
// RuleTester test beside it (decision 021, docs/how-to/tooling.md "Lint rules").

// docs/README.md "Habits" 1: the direction of dependencies is enforced here. apps/web and apps/api import
// packages/contract and never each other; a web feature does not reach into another feature
// (shared things live in components/, lib/ or app/). Errors, never warnings.

// The web features are the folders of apps/web/src/features, read each time ESLint starts: a new
// feature folder is covered without editing this file. (apps/api/src/modules has no such rule: the
// ops module composes the other modules' services on purpose.)
const FEATURES_DIR = new URL('./apps/web/src/features/', import.meta.url);
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
if (FEATURES.length === 0) throw new Error('eslint.config.js: no feature folders found in apps/web/src/features.');

// Kebab-case: lower-case letters and digits in words joined by single hyphens. A word may start with
// a digit (`01-start.test.mjs`: files that run in order), which the plugin's own KEBAB_CASE refuses.
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';

const ZOD_RESOLVER = {
  name: '@hookform/resolvers/zod',
  message: 'Import zodResolver from lib/zod.ts: it runs zod without eval, as our CSP requires.',
};
const WEB_NOT_API = {
  group: ['**/api/src/**', '@vendor-portal/api*', 'fastify*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
  message: 'The web app imports the contract, never the API.',
};

// The one form outside the pattern, and why (docs/how-to/forms.md "The one exception"): /login is the entry
// page, held to a 100 KB first load (scripts/check-budgets.mjs) and at 98.8 KB; the pattern's chunk
// (react-hook-form with components/form.tsx) would add 14.6 KB to it. Its two fields stay in React state,
// checked by the contract's own schemas (lazyZodValidator of lib/lazy-zod-resolver.ts). No file joins it.
const LOGIN_FORM_OVER_BUDGET = 'apps/web/src/features/auth/login-page.tsx';

// Where test-kit/no-fixed-sleeps holds (apps/api/test/no-fixed-sleeps.test.ts lints through this config).
const NO_SLEEP_PLACES = [
  'e2e/**/*.ts',
  'apps/*/test/**/*.{js,mjs,ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/web/src/test/**/*.{ts,tsx}',
  'packages/**/*.test.ts',
  'testing/**/*.mjs',
  'tooling/**/*.test.js',
  // Not yet scripts/test-scale/**: its real processes have no clock to inject, and its sleep() (helpers.mjs)
  // still crosses whole seconds of a token's iat (06, 06b), paces a load (load.mjs) and waits for a stream
  // to settle (04b); issue 39 leaves scripts/ to the CI work, the rule's entry goes in with those fixes.
];

export { DATE_WRITERS };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'lighthouse-report/**',
      'apps/api/drizzle/**',
      'data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@vendor-portal/web', '@vendor-portal/web/*'],
              message: 'apps/api and packages never import the web app.',
            },
          ],
        },
      ],
    },
  },
  // docs/README.md "Habits" 7: file and folder names in kebab-case (see KEBAB_CASE). A middle extension
  // (`.test`, `.spec`, `.config`, `.d`) is allowed: `appointments-page.test.tsx`, `vite.config.ts`.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx}': KEBAB_CASE },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'File name "{{ target }}" is not kebab-case (docs/README.md "Habits" 7).',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': KEBAB_CASE },
        { errorMessage: 'Folder name "{{ target }}" is not kebab-case (docs/README.md "Habits" 7).' },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@vendor-portal/web*', '@vendor-portal/api*', 'fastify*', 'react*', 'drizzle-orm*'],
              message: 'The contract depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '@vendor-portal/web*', 'react*'],
              message: 'The API imports the contract, never the web app.',
            },
          ],
        },
      ],
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
          paths: [ZOD_RESOLVER],
          patterns: [WEB_NOT_API],
        },
      ],
    },
  },
  // A feature does not reach into another feature's files (app/ composes features; lib/ and
  // components/ are shared by all). One block per feature folder; each repeats the web app's
  // restrictions, because a later `no-restricted-imports` replaces an earlier one.
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_RESOLVER],
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `**/features/${f}/**`,
                `../${f}/**`,
                `../${f}`,
              ]),
              message: 'Features do not import each other; move shared code to components/, lib/ or app/.',
            },
            WEB_NOT_API,
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [FORM_HELPER, 'apps/web/src/**/*.test.tsx'],
    plugins: { forms: formsPlugin },
    rules: { 'forms/no-bare-form': 'error', 'forms/no-loose-mutate-async': 'error' },
  },
  { files: [LOGIN_FORM_OVER_BUDGET], rules: { 'forms/no-bare-form': 'off' } },
  // Client data through one door (tooling/eslint/client-data.js). Tests may build caches and call the
  // client as they need; the endpoint files are where everything else goes.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...API_FOLDERS, 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'client-data': clientData },
    rules: { 'client-data/one-door': 'error' },
  },
  {
    files: ['apps/web/src/lib/live/event-stream.ts'],
    rules: { 'client-data/one-door': ['error', { sseReader: true }] },
  },
  // Query keys from the entry (tooling/eslint/client-data.js, docs/how-to/client-data.md "Query keys"). The files
  // of QUERY_KEYS_NOT_MOVED still write theirs; each moves by its own change (its key's prefix may change).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', ...QUERY_KEYS_NOT_MOVED],
    plugins: { 'client-data': clientData },
    rules: { 'client-data/query-keys': 'error' },
  },
  // No path written by hand (tooling/eslint/client-data.js, decision 016): the web calls an entry by its route path
  // (contract routes/paths.ts). The client itself and the tests (msw answers a path) are outside the rule.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api/api-client.ts',
      'apps/web/src/lib/api/call.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    plugins: { 'client-data': clientData },
    rules: { 'client-data/route-paths': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api/**',
      'apps/web/src/lib/errors/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    plugins: { 'client-data': clientData },
    rules: { 'client-data/errors-by-code': 'error' },
  },

  // Dates one way (tooling/eslint/dates.js): off in the two writers and in tests.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [...DATE_WRITERS, '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { dates: datesPlugin },
    rules: { 'dates/one-writer': 'error' },
  },
  // Texts from the catalogues (tooling/eslint/texts.js, issue 46): every component but the console's (English).
  // Tests may spell a text out.
  {
    files: TEXTS_MOVED,
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', ...TEXTS_ENGLISH_ONLY],
    plugins: { texts: textsPlugin },
    rules: { 'texts/no-literal-in-jsx': 'error' },
  },
  // Tests and their helpers (tooling/eslint/test-kit.js, docs/how-to/testing.md).
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'test-kit': testKit },
    rules: { 'test-kit/helpers-live-with-tests': 'error', 'test-kit/no-test-helpers-in-product': 'error' },
  },
  // Every test folder: the journeys, the API's tests and helpers, every app's and package's test files,
  // the web app's test kit and the shared kit (a sleep there makes every user flaky).
  { files: NO_SLEEP_PLACES, rules: { 'test-kit/no-fixed-sleeps': 'error' } },
  {
    // Every runner of a real server but the kit itself (npm start, scripts/start.mjs, is the product's).
    files: [
      ...TEST_PLACES.filter((place) => place !== 'testing/').map((place) => `${place}**`),
      'bench/**',
      'scripts/audit.mjs',
    ],
    rules: { 'test-kit/one-server-starter': 'error' },
  },
  // One CSV writer (tooling/eslint/csv.js, decision 014); the writer itself is let through by the rule.
  {
    files: ['apps/**/*.{js,mjs,ts,tsx}', 'packages/**/*.{js,mjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/src/test/**'],
    plugins: { csv: csvPlugin },
    rules: { 'csv/one-writer': 'error' },
  },
  // Money in one module (tooling/eslint/money.js, decision 020): dollars parsed and shares computed by
  // packages/contract/src/money.ts alone, which the rule lets through. Tests may work out an expected figure.
  {
    files: ['apps/**/*.{js,mjs,ts,tsx}', 'packages/**/*.{js,mjs,ts,tsx}', 'bench/**/*.mjs', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/src/test/**'],
    plugins: { money: moneyPlugin },
    rules: { 'money/one-module': 'error' },
  },
  // Roles in one place (tooling/eslint/roles.js, decision 068): a role is decided by the capability tables
  // (may(), staffMay()) alone; the tables and the files of its allow-list are let through by the rule.
  // Tests may name the role of the member they build.
  {
    files: ['apps/**/*.{js,mjs,ts,tsx}', 'packages/**/*.{js,mjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/src/test/**'],
    plugins: { roles: rolesPlugin },
    rules: { 'roles/through-capabilities': 'error' },
  },
  // API module boundaries (tooling/eslint/api-modules.js, decision 058): which module may import which.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/boundaries': 'error' },
  },
);
