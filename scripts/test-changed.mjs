// npm run test:changed: the tests a change touches, for the inner loop (docs/how-to/testing.md).
//   - Vitest's tests related to the changed files (`vitest run --changed <base>`: the test files that import a
//     changed file, directly or not, and changed test files; a changed config or lock file runs them all); for a
//     file inside one API module, the API tests that name that module instead (below, where the moduleNames are).
//   - The journeys of the features touched: a changed file under a feature's folders (FEATURES below) runs the
//     spec files that cover that feature; a changed spec runs itself; a change to code every page shares (the
//     app shell, components, lib, the server's core, the contract) runs every journey, as it may break any.
// The change: the work tree against HEAD (staged, unstaged, untracked), plus, when the clone has origin/HEAD,
// the commits since the branch left it. `--base <ref>` names another base; `--no-e2e` runs Vitest only;
// `--dry-run` prints what would run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const withE2e = !args.includes('--no-e2e');
const baseArg = args.includes('--base') ? args[args.indexOf('--base') + 1] : undefined;

const git = (...a) =>
  execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...a) => {
  try {
    return git(...a);
  } catch {
    return null;
  }
};

// The base: the named ref, else where HEAD left origin's default branch, else HEAD (the work tree's changes).
const base =
  baseArg ?? (tryGit('rev-parse', '--verify', '-q', 'origin/HEAD') ? git('merge-base', 'HEAD', 'origin/HEAD') : 'HEAD');
const changed = [
  ...new Set(
    [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
].sort();

/** Feature → the folders of its code (web feature, API module) and the journeys that cover it. */
const FEATURES = {
  auth: {
    paths: ['apps/web/src/features/auth', 'apps/web/src/lib/session', 'apps/api/src/identity'],
    specs: ['auth', 'sign-in-settings', 'foundation', 'a11y'],
  },
  agreement: { paths: ['apps/web/src/features/agreement', 'apps/api/src/modules/legal'], specs: ['auth', 'a11y'] },
  account: {
    paths: ['apps/web/src/features/account', 'apps/api/src/modules/vendor', 'apps/api/src/modules/files'],
    specs: ['account', 'sign-in-settings', 'field', 'a11y'],
  },
  calendar: { paths: ['apps/api/src/modules/calendar-feed'], specs: ['field'] },
  onboarding: { paths: ['apps/web/src/features/onboarding'], specs: ['onboarding', 'vendor-place', 'a11y'] },
  appointments: {
    paths: [
      'apps/web/src/features/appointments',
      'apps/web/src/components/day',
      'apps/api/src/modules/appointments',
      'apps/api/src/modules/appointment-notes',
      'apps/api/src/modules/eligibility',
    ],
    specs: ['appointments', 'day-journey', 'day-omw', 'field', 'vendor-trips', 'vendor-place', 'trust'],
  },
  unclaimed: {
    paths: ['apps/web/src/features/unclaimed', 'apps/web/src/app/unclaimed-badge.tsx'],
    specs: ['appointments', 'vendor-trips', 'trust', 'live', 'day-journey'],
  },
  'on-my-way': { paths: ['apps/api/src/modules/on-my-way'], specs: ['day-omw', 'day-journey'] },
  photos: {
    paths: ['apps/web/src/features/photos', 'apps/api/src/modules/photos'],
    specs: ['day-photo-size', 'day-journey'],
  },
  'services-hours': {
    paths: [
      'apps/web/src/features/services-hours',
      'apps/web/src/components/hours-editor.tsx',
      'apps/api/src/modules/services',
      'apps/api/src/modules/hours',
    ],
    specs: ['services-hours', 'vendor-place', 'day-journey'],
  },
  earnings: {
    paths: ['apps/web/src/features/earnings', 'apps/web/src/components/pay-line.tsx', 'apps/api/src/modules/earnings'],
    specs: ['pay'],
  },
  team: { paths: ['apps/web/src/features/team', 'apps/api/src/modules/team'], specs: ['crew'] },
  ops: {
    paths: ['apps/web/src/features/ops', 'apps/api/src/modules/ops', 'apps/api/src/modules/products'],
    specs: ['ops', 'pay', 'insights', 'trust'],
  },
  insights: { paths: ['apps/api/src/modules/insights', 'apps/web/src/components/charts'], specs: ['insights'] },
  live: {
    paths: ['apps/api/src/modules/live', 'apps/web/src/lib/live', 'apps/web/src/app/live-events.tsx'],
    specs: ['live', 'day-journey', 'sign-in-settings'],
  },
  offline: { paths: ['apps/web/src/lib/offline', 'apps/web/src/app/pwa'], specs: ['field', 'foundation'] },
};

/** Code every page or request goes through: a change there may break any journey. */
const SHARED = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/contract/src',
  'testing',
  'playwright.config.ts',
  'package-lock.json',
];
/** Files no journey depends on. */
const isTest = (f) => /(^|\/)test\//.test(f) || /\.test\.[cm]?[jt]sx?$/.test(f);
const under = (file, p) => file === p || file.startsWith(`${p}/`);

const specs = new Set();
let allSpecs = false;
for (const file of changed) {
  if (file === 'e2e/fixtures.ts') allSpecs = true;
  else if (/^e2e\/.+\.spec\.ts$/.test(file)) specs.add(path.basename(file, '.spec.ts'));
  else if (isTest(file)) continue;
  else {
    const features = Object.values(FEATURES).filter((f) => f.paths.some((p) => under(file, p)));
    for (const f of features) for (const s of f.specs) specs.add(s);
    if (features.length === 0 && SHARED.some((p) => under(file, p))) allSpecs = true;
  }
}

// The API's tests: Vitest's related files are every API test for any server file (each test builds the whole app,
// which imports every module), so a change inside one module (apps/api/src/modules/<name>/) runs instead the API
// tests that name the module: its folder in their path or an import, or one of its routes' first path segment
// after /api or /api/ops. The rest of a change (the server's core, the contract, the web app, tests) keeps
// Vitest's related files. The robustness suites, which reach every route without naming it, run in npm test.
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
/** A change Vitest's --changed answers with every test (a config, a lock): then no narrowing. */
const RUNS_ALL = /(^|\/)(package(-lock)?\.json|vitest\.config\.[cm]?[jt]s|tsconfig[^/]*\.json)$/;
const moduleNames = changed.some((f) => RUNS_ALL.test(f))
  ? []
  : [
      ...new Set(
        changed
          .filter((f) => !isTest(f))
          .map((f) => MODULE.exec(f)?.[1])
          .filter(Boolean),
      ),
    ];
const otherChanges = changed.filter((f) => isTest(f) || !MODULE.test(f));
function moduleTests(name) {
  const dir = path.join(root, 'apps/api/src/modules', name);
  const routes = fs.existsSync(path.join(dir, 'routes.ts')) ? fs.readFileSync(path.join(dir, 'routes.ts'), 'utf8') : '';
  const segments = [...routes.matchAll(/\.(?:get|post|put|patch|delete)(?:<[^(]*>)?\(\s*['`](\/[\w-]+)/g)].map(
    (m) => m[1],
  );
  const names = new RegExp(
    [`modules/${name}/`, ...[...new Set(segments)].map((s) => `/api(?:/ops)?${s}(?![\\w-])`)].join('|'),
  );
  return git('ls-files', '--', 'apps/api/test', 'apps/api/src')
    .split('\n')
    .filter((f) => /\.test\.ts$/.test(f))
    .filter((f) => f.includes(name) || names.test(fs.readFileSync(path.join(root, f), 'utf8')));
}
const scopedTests = [...new Set(moduleNames.flatMap(moduleTests))].sort();

console.log(`test:changed: ${changed.length} file(s) changed against ${base === 'HEAD' ? 'HEAD' : base.slice(0, 12)}`);
for (const f of changed) console.log(`  ${f}`);
const e2eArgs = allSpecs ? [] : [...specs].sort().map((s) => `e2e/${s}.spec.ts`);
const runE2e = withE2e && (allSpecs || specs.size > 0);
if (moduleNames.length === 0)
  console.log(`Vitest: the tests related to these files (vitest run --changed ${base === 'HEAD' ? 'HEAD' : base})`);
else {
  console.log(`Vitest: the API tests of module(s) ${moduleNames.join(', ')}: ${scopedTests.join(' ') || 'none'}`);
  if (otherChanges.length > 0) console.log(`  and the tests related to the other files (vitest related)`);
}
console.log(
  `Journeys: ${!withE2e ? 'skipped (--no-e2e)' : allSpecs ? 'all (a shared file changed)' : e2eArgs.join(' ') || 'none'}`,
);
if (dryRun || changed.length === 0) process.exit(0);

// Vitest beside the journeys (build, then Playwright) when both run: the journeys mostly wait on their server and
// browser, so the two share the cores better than one after the other (a one-file change: docs/how-to/testing.md).
// Each one's output is printed whole when it ends (scripts/side-by-side.mjs). --passWithNoTests: a change no test
// imports (a doc) is not a failure.
const vitestRelated = `npx vitest run --changed ${base} --passWithNoTests`;
const vitestScoped = [
  // The other files' related tests (a changed test file is its own), then the modules' (its exit code kept).
  otherChanges.length > 0 ? `npx vitest related --run --passWithNoTests ${otherChanges.join(' ')}; r=$?` : 'r=0',
  scopedTests.length > 0 ? `npx vitest run ${scopedTests.join(' ')} && exit $r` : 'exit $r',
].join('; ');
const vitest = moduleNames.length === 0 ? vitestRelated : vitestScoped;
const journeys = [
  'node scripts/ensure-chromium.mjs',
  // The journeys run against the production build: rebuilt only where a source changed since the last one.
  'node scripts/build-if-stale.mjs',
  ['npx playwright test', ...e2eArgs].join(' '),
].join(' && ');
const jobs = runE2e ? [`vitest=${vitest}`, `journeys=${journeys}`] : [`vitest=${vitest}`];
const status =
  spawnSync(process.execPath, ['scripts/side-by-side.mjs', ...jobs], { cwd: root, stdio: 'inherit' }).status ?? 1;
process.exit(status);
