// npm start: build what is missing, then run the one production process (SPA + API on one port).
// Demo data is seeded into an empty database unless SEED_DEMO says otherwise.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time of a file, or of anything under a directory. */
function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => fs.existsSync(s) && newestMtime(s) > built);
}

const contract = path.join(root, 'packages/contract/src');
const targets = [
  {
    name: 'web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [path.join(root, 'apps/web/src'), path.join(root, 'apps/web/index.html'), contract],
  },
  {
    name: 'api',
    output: path.join(root, 'apps/api/dist/main.js'),
    sources: [path.join(root, 'apps/api/src'), contract],
  },
];
for (const t of targets) {
  if (!isStale(t.output, t.sources)) continue;
  console.log(`Building ${t.name}…`);
  const r = spawnSync(npm, ['run', 'build', '-w', `@vendor-portal/${t.name}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// docs/architecture.md "Stopping". The server runs in a process group of its own, with an IPC
// channel to this script: a stop signal sent to our group (npm's, which npm forwards to us as well)
// reaches it once, through us, never twice (a second signal ends it at once); and if this script is
// killed outright, the closed channel tells the server to stop. Whatever hangs in the server, we
// end it SIGKILL a little after its own deadline (SHUTDOWN_TIMEOUT_MS) and exit non-zero.
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: process.platform !== 'win32',
  env: { SEED_DEMO: 'true', ...process.env },
});
const deadlineMs = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 15_000) + 5_000;
/** A signal this soon after the first is the same stop, delivered again (by npm, by the group). */
const SAME_STOP_MS = 1_000;
let firstSignalAt = 0;
const killChild = () => {
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const now = Date.now();
    if (firstSignalAt && now - firstSignalAt < SAME_STOP_MS) return;
    // The first: the server stops gracefully. A later one: the server ends at once (its default).
    child.kill(signal);
    if (firstSignalAt) return;
    firstSignalAt = now;
    setTimeout(() => {
      console.error(`The server did not stop within ${deadlineMs / 1000} s of ${signal}; killing it.`);
      killChild();
      process.exit(1);
    }, deadlineMs).unref();
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
