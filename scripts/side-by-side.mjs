// Runs commands side by side and keeps their output readable: each command's output is held back and printed
// whole once it ends (in the order they end), with its duration; the run fails when any of them fails.
//   node scripts/side-by-side.mjs "lint=npm run lint" "typecheck=npm run typecheck"
// Used by npm run validate and .ci/run. With STEP_TIMES=<file>, appends "name<TAB>seconds<TAB>exit code" per
// command to that file (.ci/run's summary table).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const jobs = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`expected name=command, got ${arg}`);
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});
if (jobs.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs name=command [name=command…]');
  process.exit(2);
}

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
console.log(`Side by side: ${jobs.map((j) => j.name).join(', ')} (each one's output follows when it ends)`);

const outcomes = await Promise.all(
  jobs.map(
    (job) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const chunks = [];
        // A shell, as npm scripts run theirs; stdin closed (nothing here is interactive).
        const child = spawn(job.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('close', (code, signal) => {
          const ms = performance.now() - t0;
          const status = code ?? (signal ? 128 : 1);
          process.stdout.write(`\n── ${job.name}: ${job.command} (${seconds(ms)}, exit ${status})\n`);
          process.stdout.write(Buffer.concat(chunks));
          if (process.env.STEP_TIMES) {
            fs.appendFileSync(process.env.STEP_TIMES, `${job.name}\t${(ms / 1000).toFixed(0)}\t${status}\n`);
          }
          resolve({ ...job, ms, status });
        });
      }),
  ),
);

console.log(`\nSide by side, ${seconds(performance.now() - started)} in all:`);
for (const o of outcomes)
  console.log(`  ${o.status === 0 ? 'ok    ' : 'FAILED'} ${seconds(o.ms).padStart(6)}  ${o.name}`);
process.exit(outcomes.some((o) => o.status !== 0) ? 1 : 0);
