// npm run bench: every benchmark, against the production build (built first if missing).
// Benchmarks measure; they are not tests and never run in CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (
  !fs.existsSync(path.join(root, 'apps/api/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
)
  run('npm', ['run', 'build']);
run('node', ['bench/startup.mjs']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/appointments.mjs']);
run('npx', ['tsx', 'bench/serialize.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/explain.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/explain.mjs', '--growth']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/fit.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/availability.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/calendar-imports.mjs']);
run('node', ['bench/load.mjs', 'pglite']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/load.mjs', 'postgres']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/live.mjs']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/workers.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/pay-insights.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/quality.mjs']);
run('node', ['scripts/with-postgres.mjs', 'npx', 'tsx', 'bench/metrics-cpu.mjs']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/metrics.mjs']);
run('node', ['scripts/with-postgres.mjs', 'node', 'bench/push.mjs']);
