// The production build (npm run build), unless the one in apps/web/dist and apps/api/dist was made from the
// same inputs: per half (web, API), a hash of every file that half's build reads (its sources, the contract, the
// lock and the configs, tests left out) and of the environment it reads (BRAND_NAME), written next to the build
// once it has built, with its built file's modification time. Content, not modification times, for the
// sources: a checkout or a touch does not fool it. The output's time: a build by other means (a workspace's own
// `npm run build -w`, as npm start does) leaves a build the hash does not describe, so it is built again.
// Only a stale half builds: a change to a server file does not wait on the web build (half a minute), which
// npm run test:changed would otherwise pay for every one-file change to the API.
//
// `npm run build` is this script with `--force` (always builds both, then writes the stamp); npm run test:e2e
// calls it without, so the journeys after an unchanged tree (npm test twice, .ci/run after its build step) do
// not build again.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/api/dist/.build-inputs');
/** What is shared by both halves' builds. */
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contract'];
/** Each half: its workspace, its built file, and what its build reads. */
const HALVES = {
  web: { workspace: '@vendor-portal/web', output: 'apps/web/dist/index.html', inputs: [...COMMON, 'apps/web'] },
  api: {
    workspace: '@vendor-portal/api',
    output: 'apps/api/dist/main.js',
    inputs: [...COMMON, 'apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'apps/api/package.json'],
  },
};
/** Files the build never reads: tests and their set-up. */
const isTest = (file) => /(^|\/)test\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);

/** The hash of a half's inputs, or null when git cannot list them (not a clone): then it always builds. */
function inputsHash(inputs) {
  let listed;
  try {
    // Tracked and untracked files alike (a new file not yet added is part of the build), minus ignored ones
    // (dist, node_modules).
    listed = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...inputs], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  hash.update(`BRAND_NAME=${process.env.BRAND_NAME ?? ''}\0`);
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    if (isTest(file)) continue;
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted in the work tree, not yet in the index
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/** What the stamp says about a half built from `hash`: the hash and its output's modification time. */
const stampOf = (half, hash) => {
  const output = path.join(root, HALVES[half].output);
  return { hash, output: fs.existsSync(output) ? fs.statSync(output).mtimeMs : null };
};
const readStamp = () => {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
};

const force = process.argv.includes('--force');
const before = readStamp();
const hashes = Object.fromEntries(Object.entries(HALVES).map(([half, h]) => [half, inputsHash(h.inputs)]));
const stale = Object.keys(HALVES).filter((half) => {
  const was = before[half];
  const now = stampOf(half, hashes[half]);
  return (
    force || hashes[half] === null || now.output === null || !was || was.hash !== now.hash || was.output !== now.output
  );
});
if (stale.length === 0) {
  console.log('build-if-stale: apps/web/dist and apps/api/dist are built from the current sources; not building.');
} else {
  if (stale.length < 2) console.log(`build-if-stale: building ${stale.join(', ')} (the other half is current).`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const stamp = Object.fromEntries(
    Object.keys(HALVES)
      .filter((half) => before[half] && !stale.includes(half))
      .map((half) => [half, before[half]]),
  );
  for (const half of stale) {
    // The API's build writes the stamp's folder; a half's entry is written only once it has built.
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, JSON.stringify(stamp));
    const built = spawnSync(npm, ['run', 'build', '-w', HALVES[half].workspace], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
    if (hashes[half] !== null) stamp[half] = stampOf(half, hashes[half]);
  }
  fs.writeFileSync(stampFile, JSON.stringify(stamp));
}
