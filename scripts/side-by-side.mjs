// Runs commands side by side and keeps their output readable: each command's output is held back and printed
// whole once it ends (in the order they end), with its duration; the run fails when any of them fails.
//   node scripts/side-by-side.mjs "lint=npm run lint" "typecheck=npm run typecheck"
// A command written "+name=command" runs after the one before it, in its lane, once that one has passed (a
// failed one skips it): "journeys=npm run test:e2e" "+scale=npm run test:scale" "node24=…" runs the scale suite
// in the time the journeys leave before the third command ends.
// Used by npm run validate and .ci/run. With STEP_TIMES=<file>, appends "name<TAB>seconds<TAB>exit code" per
// command to that file (.ci/run's summary table); with FAILED_LOGS=<folder>, writes a failed command's whole
// output to <folder>/<name>.log (.ci/run prints what failed from it at the very end).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const lanes = [];
for (const raw of process.argv.slice(2)) {
  const chained = raw.startsWith('+');
  const arg = chained ? raw.slice(1) : raw;
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`expected name=command or +name=command, got ${raw}`);
  const job = { name: arg.slice(0, at), command: arg.slice(at + 1) };
  if (chained && lanes.length > 0) lanes.at(-1).push(job);
  else lanes.push([job]);
}
const jobs = lanes.flat();
if (jobs.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs name=command [+name=command] [name=command…]');
  process.exit(2);
}

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
console.log(`Side by side: ${jobs.map((j) => j.name).join(', ')} (each one's output follows when it ends)`);

function run(job) {
  return new Promise((resolve) => {
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
      if (status !== 0 && process.env.FAILED_LOGS) {
        fs.mkdirSync(process.env.FAILED_LOGS, { recursive: true });
        fs.writeFileSync(`${process.env.FAILED_LOGS}/${job.name}.log`, Buffer.concat(chunks));
      }
      resolve({ ...job, ms, status });
    });
  });
}

const outcomes = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const job of lane) {
        if (done.some((o) => o.status !== 0)) {
          process.stdout.write(`\n── ${job.name}: skipped (${done.at(-1).name} failed)\n`);
          done.push({ ...job, ms: 0, status: 1, skipped: true });
        } else done.push(await run(job));
      }
      return done;
    }),
  )
).flat();

console.log(`\nSide by side, ${seconds(performance.now() - started)} in all:`);
for (const o of outcomes)
  console.log(
    `  ${o.skipped ? 'skip  ' : o.status === 0 ? 'ok    ' : 'FAILED'} ${seconds(o.ms).padStart(6)}  ${o.name}`,
  );
process.exit(outcomes.some((o) => o.status !== 0) ? 1 : 0);
