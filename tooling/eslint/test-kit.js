// Tests and their helpers (docs/how-to/testing.md, decision 021). A test helper is a file that imports a
// test runner or test library, or is named like one (fixtures, test-data, test-utils, helpers); it lives
// only where tests live (TEST_PLACES), and product code (apps/*/src, packages/*/src) never imports one.
// The built server is started one way (testing/server.mjs), and tests wait on a condition, never a clock.
import { importSources, relative } from './sources.js';

export const TEST_PLACES = ['apps/web/src/test/', 'apps/api/test/', 'e2e/', 'scripts/test-scale/', 'testing/'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const CONFIG_FILE = /\.config\.[cm]?[jt]s$/;
// What only tests use. @playwright/test also drives the browser of scripts (audit, icons), so only
// product code is refused it.
const TEST_LIBRARY = /^(vitest$|vitest\/(?!config)|@vitest\/|@testing-library\/|msw(\/|$))/;
const TEST_ONLY_PACKAGE = /^(vitest|@vitest\/|@testing-library\/|msw(\/|$)|@playwright\/test|fast-check)/;
const HELPER_NAME = /(^|[-.])(fixtures?|test-data|test-utils|test-helpers?|helpers)([-.]|$)/;
const inTestPlace = (file) => TEST_PLACES.some((place) => relative(file).startsWith(place));
const isProduct = (file) => /^(apps\/[^/]+|packages\/[^/]+)\/src\//.test(relative(file)) && !inTestPlace(file);

const helpersLiveWithTests = {
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
};

const noTestHelpersInProduct = {
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
};

// The built server is started one way, testing/server.mjs (startServer, launchServer): a runner outside
// testing/ that spawns or forks the server's entry itself is refused.
const oneServerStarter = {
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
};

const noFixedSleeps = {
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
};

export default {
  meta: { name: 'test-kit' },
  rules: {
    'helpers-live-with-tests': helpersLiveWithTests,
    'no-test-helpers-in-product': noTestHelpersInProduct,
    'one-server-starter': oneServerStarter,
    'no-fixed-sleeps': noFixedSleeps,
  },
};
