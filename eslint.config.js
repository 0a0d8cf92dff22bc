import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

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

// Client data through one door (docs/how-to/client-data.md): the server is called, and the query
// cache keyed, only in the endpoint files of the API folders. Elsewhere in the web app this rule
// refuses `fetch`, the API client's calls, TanStack Query's data hooks and any query key. The SSE
// reader (lib/live/event-stream.ts) is the one exception allowed `fetch` and the client's base URL:
// it reads a stream, it does not make a call.
const API_FOLDERS = ['apps/web/src/lib/api/**', 'apps/web/src/features/*/api/**'];
const DATA_HOOKS = new Set([
  'useQuery',
  'useQueries',
  'useSuspenseQuery',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useMutation',
  'queryOptions',
  'infiniteQueryOptions',
  'mutationOptions',
]);
// QueryClient methods that take a query key as their first argument.
const KEYED_CALLS = new Set([
  'setQueryData',
  'setQueriesData',
  'getQueryData',
  'getQueriesData',
  'getQueryState',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
]);
const ONE_DOOR = 'Client data goes through an endpoint file in lib/api/ or features/<feature>/api/';
const clientData = {
  rules: {
    'one-door': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { sseReader: { type: 'boolean' } }, additionalProperties: false }],
      },
      create(context) {
        const sseReader = context.options[0]?.sseReader === true;
        const report = (node, what) =>
          context.report({ node, message: `${ONE_DOOR} (docs/how-to/client-data.md): ${what}.` });
        const isFetch = (callee) =>
          (callee.type === 'Identifier' && callee.name === 'fetch') ||
          (callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.property.name === 'fetch' &&
            callee.object.type === 'Identifier' &&
            ['window', 'globalThis', 'self'].includes(callee.object.name));
        return {
          ImportDeclaration(node) {
            const source = String(node.source.value);
            if (node.importKind === 'type') return;
            const values = node.specifiers.filter((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
            if (source === '@tanstack/react-query') {
              for (const s of values)
                if (s.type === 'ImportSpecifier' && DATA_HOOKS.has(s.imported.name))
                  report(s, `${s.imported.name} is written in the endpoint file, whose hook a component calls`);
            } else if (/(^|\/)api-client(\.ts)?$/.test(source) && !sseReader) {
              for (const s of values)
                if (s.type !== 'ImportSpecifier' || s.imported.name !== 'ApiError')
                  report(s, 'the API client is called from endpoint files only');
            }
          },
          CallExpression(node) {
            if (!sseReader && isFetch(node.callee)) report(node, '`fetch` is called from endpoint files only');
            const { callee } = node;
            if (callee.type === 'MemberExpression' && !callee.computed && KEYED_CALLS.has(callee.property.name))
              report(node, `${callee.property.name} takes a query key: give the endpoint file a function for it`);
          },
          Property(node) {
            if (!node.computed && node.key.type === 'Identifier' && node.key.name === 'queryKey')
              report(node, 'a query key is written in its endpoint file only');
          },
          MemberExpression(node) {
            if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'queryKey')
              report(node, 'a query key is read in its endpoint file only');
          },
        };
      },
    },
    // Errors by code (docs/how-to/client-data.md "Errors"): outside lib/api/ and lib/errors/, no
    // decision on an HTTP status: no `.status` compared with a number, no texts keyed by status.
    'errors-by-code': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const message =
          'Decide on the error code, not the HTTP status: hasCode / isNetworkFailure from lib/errors/parse-error.ts, errorText({ codes }) (docs/how-to/client-data.md "Errors").';
        const isStatus = (node) =>
          node.type === 'MemberExpression' && !node.computed && node.property.name === 'status';
        const isNumber = (node) => node.type === 'Literal' && typeof node.value === 'number';
        return {
          BinaryExpression(node) {
            if (!['===', '!==', '==', '!=', '<', '<=', '>', '>='].includes(node.operator)) return;
            if ((isStatus(node.left) && isNumber(node.right)) || (isStatus(node.right) && isNumber(node.left)))
              context.report({ node, message });
          },
          Property(node) {
            const keyName = node.key.type === 'Identifier' ? node.key.name : node.key.value;
            if (keyName !== 'status' || node.value.type !== 'ObjectExpression') return;
            if (node.value.properties.some((p) => p.type === 'Property' && isNumber(p.key)))
              context.report({ node, message });
          },
        };
      },
    },
  },
};

// Forms one way (docs/how-to/forms.md): a <form> is written only by components/form.tsx (its <Form>, on
// the contract's schema through useContractForm), and a mutation's `mutateAsync` is awaited only inside
// the `submit` of useContractForm or the `run` of useAction, which keep busy and the outcome. Two small
// rules of our own, so that this block stays apart from the other `no-restricted-syntax` lists.
const FORM_HELPER = 'apps/web/src/components/form.tsx';
const formsPlugin = {
  rules: {
    'no-bare-form': {
      meta: {
        type: 'problem',
        messages: {
          bare: 'Write a form with <Form> and useContractForm from components/form.tsx (docs/how-to/forms.md).',
        },
      },
      create: (context) => ({
        JSXOpeningElement(node) {
          if (node.name.type === 'JSXIdentifier' && node.name.name === 'form')
            context.report({ node, messageId: 'bare' });
        },
      }),
    },
    'no-loose-mutate-async': {
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
            .some(
              (a) => a.type === 'Property' && a.key.type === 'Identifier' && ['submit', 'run'].includes(a.key.name),
            );
          if (!inHelper) context.report({ node, messageId: 'loose' });
        },
      }),
    },
  },
};
// The one form outside the pattern, and why (docs/how-to/forms.md "The one exception"): /login is the entry
// page, held to a 100 KB first load (scripts/check-budgets.mjs) and at 98.8 KB; the pattern's chunk
// (react-hook-form with components/form.tsx) would add 14.6 KB to it. Its two fields stay in React state,
// checked by the contract's own schemas (lazyZodValidator of lib/lazy-zod-resolver.ts). No file joins it.
const LOGIN_FORM_OVER_BUDGET = 'apps/web/src/features/auth/login-page.tsx';

const baseConfig = tseslint.config(
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
  // Client data through one door (see clientData above). Tests may build caches and call the
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
);

// ── Dates one way (docs/how-to/rules-and-texts.md "How to write a date") ─────────────────────────────
// Every date or time a person reads is written by one module: packages/contract/src/dates.ts (Intl, shared by the
// server's mails and the web) and, in the web, apps/web/src/lib/dates/dates.ts on top of it. Everywhere else in
// product code this rule refuses what builds a date's text itself: `Intl.DateTimeFormat`, `toLocaleDateString`,
// `toLocaleTimeString`, a date's `toLocaleString` (a `new Date(...)` or one given date options) and date-fns'
// formatters. A file of its own that writes dates would write them in the wrong zone sooner or later (issue 38).
export const DATE_WRITERS = ['packages/contract/src/dates.ts', 'apps/web/src/lib/dates/dates.ts'];
const DATE_FNS_FORMATTERS = new Set(['format', 'formatDate', 'lightFormat', 'intlFormat', 'formatInTimeZone']);
const DATE_OPTION_KEYS = new Set(['timeZone', 'dateStyle', 'timeStyle', 'weekday', 'year', 'month', 'day', 'hour']);
const ONE_WRITER = 'Write dates and times with lib/dates/dates.ts (web) or @vendor-portal/contract/dates (server)';
export const datesPlugin = {
  rules: {
    'one-writer': {
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
    },
  },
};
const datesConfig = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [...DATE_WRITERS, '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { dates: datesPlugin },
    rules: { 'dates/one-writer': 'error' },
  },
];

// ── Tests and their helpers (docs/how-to/testing.md) ─────────────────────────────────────────────
// Self-contained: a local plugin, so no other block's `no-restricted-imports` replaces these rules.
// A test helper is a file that imports a test runner or test library, or is named like one
// (fixtures, test-data, test-utils, helpers); it lives only where tests live (TEST_PLACES), and
// product code (apps/*/src, packages/*/src) never imports one. Journeys wait on a condition, never a clock.
const ROOT = new URL('./', import.meta.url).pathname;
const TEST_PLACES = ['apps/web/src/test/', 'apps/api/test/', 'e2e/', 'scripts/test-scale/', 'testing/'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const CONFIG_FILE = /\.config\.[cm]?[jt]s$/;
// What only tests use. @playwright/test also drives the browser of scripts (audit, icons), so only
// product code is refused it.
const TEST_LIBRARY = /^(vitest$|vitest\/(?!config)|@vitest\/|@testing-library\/|msw(\/|$))/;
const TEST_ONLY_PACKAGE = /^(vitest|@vitest\/|@testing-library\/|msw(\/|$)|@playwright\/test|fast-check)/;
const HELPER_NAME = /(^|[-.])(fixtures?|test-data|test-utils|test-helpers?|helpers)([-.]|$)/;
const relative = (file) => (file.startsWith(ROOT) ? file.slice(ROOT.length) : file);
const inTestPlace = (file) => TEST_PLACES.some((place) => relative(file).startsWith(place));
const isProduct = (file) => /^(apps\/[^/]+|packages\/[^/]+)\/src\//.test(relative(file)) && !inTestPlace(file);

const importSources = (context, check) => {
  const visit = (node) => node.source && typeof node.source.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ImportExpression: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
  };
};

export const testKit = {
  rules: {
    'helpers-live-with-tests': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        if (TEST_FILE.test(file) || CONFIG_FILE.test(file) || inTestPlace(file)) return {};
        const base = file.split('/').pop() ?? '';
        return {
          Program(node) {
            if (HELPER_NAME.test(base.replace(/\.[^.]+$/, '')))
              context.report({
                node,
                message: `"${base}" is named like a test helper: test helpers live in ${TEST_PLACES.join(', ')}.`,
              });
          },
          ...importSources(context, (node, source) => {
            if (TEST_LIBRARY.test(source))
              context.report({
                node,
                message: `"${source}" is a test library: a file that uses it is a test or a test helper, and lives in ${TEST_PLACES.join(', ')}.`,
              });
          }),
        };
      },
    },
    'no-test-helpers-in-product': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        if (!isProduct(file) || TEST_FILE.test(file)) return {};
        const dir = file.slice(0, file.lastIndexOf('/') + 1);
        return importSources(context, (node, source) => {
          if (TEST_ONLY_PACKAGE.test(source))
            return context.report({ node, message: `Product code does not import a test library ("${source}").` });
          if (!source.startsWith('.')) return;
          const target = new URL(source, `file://${dir}`).pathname;
          const base = target.split('/').pop() ?? '';
          if (inTestPlace(target) || TEST_FILE.test(target) || HELPER_NAME.test(base.replace(/\.[^.]+$/, '')))
            context.report({ node, message: `Product code does not import test code ("${source}").` });
        });
      },
    },
    // The built server is started one way, testing/server.mjs (startServer, launchServer): a runner
    // outside testing/ that spawns or forks the server's entry itself is refused.
    'one-server-starter': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const SPAWNERS = new Set(['spawn', 'spawnSync', 'fork', 'execFile', 'execFileSync', 'exec', 'execSync']);
        const ENTRY = /main\.[cm]?[jt]s\b|\bmainJs\b|\bbuiltServer\b|\bserverCommand\b/;
        const local = new Set(SPAWNERS); // and the names they are imported under
        return {
          'ImportDeclaration[source.value=/^(node:)?child_process$/] > ImportSpecifier'(node) {
            if (SPAWNERS.has(node.imported.name)) local.add(node.local.name);
          },
          CallExpression(node) {
            const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
            if (callee.type !== 'Identifier' || !local.has(callee.name)) return;
            const text = node.arguments.map((arg) => context.sourceCode.getText(arg)).join(' ');
            if (ENTRY.test(text))
              context.report({
                node,
                message:
                  'Start the server through the test kit (testing/server.mjs: startServer, or launchServer to not wait), not with a child process of your own.',
              });
          },
        };
      },
    },
    'no-fixed-sleeps': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const message =
          'A test waits on a condition (expect.poll, until, awaitMail, findBy…, waitForResponse), never a fixed time; ' +
          'for "nothing happened", settle() or a mark in the stream (docs/how-to/testing.md "Speed and determinism").';
        return {
          "CallExpression[callee.property.name='waitForTimeout']": (node) => context.report({ node, message }),
          // import { setTimeout as sleep } from 'node:timers/promises': the promise form is only ever a sleep.
          "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/] > ImportSpecifier[imported.name='setTimeout']"(
            node,
          ) {
            context.report({ node, message });
          },
          // msw's delay(ms): a response held a fixed time (hold it on a promise the test resolves instead).
          "ImportDeclaration[source.value='msw'] > ImportSpecifier[imported.name='delay']"(node) {
            context.report({ node, message });
          },
          // new Promise((r) => setTimeout(r, ms)): a sleep. A timer with any other callback is not.
          "NewExpression[callee.name='Promise'] > :function CallExpression[callee.name='setTimeout']"(node) {
            let fn = node.parent;
            while (fn && !fn.type.includes('Function')) fn = fn.parent;
            const resolve = fn?.params[0];
            if (
              resolve?.type === 'Identifier' &&
              node.arguments[0]?.type === 'Identifier' &&
              node.arguments[0].name === resolve.name
            )
              context.report({ node, message });
          },
        };
      },
    },
  },
};

/** Where test-kit/no-fixed-sleeps holds (exported for its test, apps/api/test/no-fixed-sleeps.test.ts). */
export const NO_SLEEP_PLACES = [
  'e2e/**/*.ts',
  'apps/*/test/**/*.{js,mjs,ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/web/src/test/**/*.{ts,tsx}',
  'packages/**/*.test.ts',
  'testing/**/*.mjs',
  // Not yet scripts/test-scale/**: its real processes have no clock to inject, and its sleep() (helpers.mjs)
  // still crosses whole seconds of a token's iat (06, 06b), paces a load (load.mjs) and waits for a stream
  // to settle (04b); issue 39 leaves scripts/ to the CI work, the rule's entry goes in with those fixes.
];

const testKitConfig = [
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
];

// ── One CSV writer (docs/decisions/014-one-csv-writer.md) ──────────────────────────────────────────
// Every CSV the portal writes goes through apps/api/src/lib/csv.ts: its quoting and its guard against
// cells a spreadsheet runs as formulas (shared/ARCHITECTURE.md "Money that is fair"). Anywhere else, a
// CSV library or a `text/csv` answer of the API is refused.
const CSV_WRITER = 'apps/api/src/lib/csv.ts';
const CSV_LIBRARY = /^(csv-stringify|csv-writer|papaparse|fast-csv|json2csv|@json2csv\/)/;
const csvPlugin = {
  rules: {
    'one-writer': {
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
    },
  },
};
const csvConfig = [
  {
    files: ['apps/**/*.{js,mjs,ts,tsx}', 'packages/**/*.{js,mjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/src/test/**'],
    plugins: { csv: csvPlugin },
    rules: { 'csv/one-writer': 'error' },
  },
];

export default [...baseConfig, ...datesConfig, ...testKitConfig, ...csvConfig];
