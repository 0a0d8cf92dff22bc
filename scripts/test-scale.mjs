// npm run test:scale: the multi-process tests (scripts/test-scale/, run by vitest with their own
// config) against the production build, on a throwaway PostgreSQL cluster (scripts/with-postgres.mjs).
// Builds first when the API build is missing. Exit code: vitest's (non-zero on any failure).
// SCALE_TEST_BREAK and SCALE_TEST_MAIN: see scripts/test-scale/environment.mjs and paths.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrometheus } from './ensure-prometheus.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.log('No API build: running npm run build…');
  const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The Prometheus file (04c) runs Debian's prometheus and promtool: installed here when missing.
ensurePrometheus();

const vitestArgs = ['vitest', 'run', '--config', 'scripts/test-scale/vitest.config.mjs', ...process.argv.slice(2)];
const child = spawn(process.execPath, [path.join(root, 'scripts/with-postgres.mjs'), ...vitestArgs], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
