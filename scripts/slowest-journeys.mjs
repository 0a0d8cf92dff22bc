// The ten slowest journey files of the last Playwright run, from its JSON report (playwright.config.ts writes
// test-results/journeys.json): a file's time is the sum of its tests' (hooks and fixtures included, the
// worker's server start-up not). Files run side by side in the workers, so the column does not add up to the
// run's wall time. .ci/run prints it at the end; `node scripts/slowest-journeys.mjs [report.json] [count]`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = process.argv[2] ?? path.join(root, 'test-results/journeys.json');
const count = Number(process.argv[3] ?? 10);

if (!fs.existsSync(report)) {
  console.log(`No journey report at ${path.relative(root, report)} (the journeys did not run).`);
  process.exit(0);
}
const { suites = [], stats } = JSON.parse(fs.readFileSync(report, 'utf8'));

/** Every test's results under a suite, at any depth (describe blocks nest suites). */
function* results(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield* test.results ?? [];
  for (const child of suite.suites ?? []) yield* results(child);
}

const rows = suites.map((suite) => {
  let ms = 0;
  let tests = 0;
  for (const r of results(suite)) {
    ms += r.duration ?? 0;
    tests += 1;
  }
  return { file: suite.file ?? suite.title, ms, tests };
});
rows.sort((a, b) => b.ms - a.ms);
const wall = stats?.duration ? ` (the run: ${(stats.duration / 1000).toFixed(0)} s wall)` : '';
console.log(`The ${Math.min(count, rows.length)} slowest journey files${wall}:`);
for (const r of rows.slice(0, count)) {
  console.log(`${`${(r.ms / 1000).toFixed(1)} s`.padStart(8)}  ${String(r.tests).padStart(2)} tests  e2e/${r.file}`);
}
