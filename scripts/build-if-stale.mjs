// The production build (npm run build), unless the one in apps/web/dist and apps/api/dist was made from the
// same inputs: a hash of every file the build reads (the web and API sources, the contract, the lock and the
// configs, tests left out) and of the environment it reads (BRAND_NAME), written next to the build once both
// halves have built, with the built files' modification times. Content, not modification times, for the
// sources: a checkout or a touch does not fool it. The outputs' times: a build by other means (a workspace's own
// `npm run build -w`, as npm start does) leaves a build the hash does not describe, so it is built again.
//
// `npm run build` is this script with `--force` (always builds, then writes the stamp); npm run test:e2e calls
// it without, so the journeys after an unchanged tree (npm test twice, .ci/run after its build step) do not
// build again.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/api/dist/.build-inputs');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/main.js'].map((p) => path.join(root, p));
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract',
  'apps/web',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/build.mjs',
  'apps/api/package.json',
];
/** Files the build never reads: tests and their set-up. */
const isTest = (file) => /(^|\/)test\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);

/** The inputs' hash, or null when git cannot list them (not a clone): then we always build. */
function inputsHash() {
  let listed;
  try {
    // Tracked and untracked files alike (a new file not yet added is part of the build), minus ignored ones
    // (dist, node_modules).
    listed = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...INPUTS], {
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

/** What the stamp says about a build made from `hash`: the hash and the outputs' modification times. */
const stampOf = (hash) =>
  JSON.stringify({ hash, outputs: outputs.map((o) => (fs.existsSync(o) ? fs.statSync(o).mtimeMs : null)) });

const hash = inputsHash();
const fresh =
  !process.argv.includes('--force') &&
  hash !== null &&
  outputs.every((o) => fs.existsSync(o)) &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === stampOf(hash);
if (fresh) {
  console.log('build-if-stale: apps/web/dist and apps/api/dist are built from the current sources; not building.');
} else {
  fs.rmSync(stampFile, { force: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const workspace of ['@vendor-portal/web', '@vendor-portal/api']) {
    const built = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  if (hash !== null) fs.writeFileSync(stampFile, stampOf(hash));
}
