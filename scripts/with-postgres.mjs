// Runs a command against a throwaway PostgreSQL cluster started from the machine's binaries
// (installed with apt when missing), with DATABASE_URL / TEST_DATABASE_URL set; stops it afterwards.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

function findBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

let bin = findBin();
if (!bin) {
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL server binaries are missing. Install them with: sudo apt-get install -y postgresql');
    process.exit(1);
  }
  console.log('PostgreSQL binaries are missing: installing the Debian package "postgresql"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  bin = findBin();
}

const port = await freePort();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-pg-'));
const dataDir = path.join(dir, 'data');
const sockDir = path.join(dir, 'sock');
fs.mkdirSync(sockDir);
const asRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: run it as the postgres user, owning its folders.
const run = (cmd, args) => {
  const full = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
    : [path.join(bin, cmd), args];
  const r = spawnSync(full[0], full[1], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
};
if (asRoot) execSync(`chown -R postgres:postgres ${dir} && chmod 755 ${dir}`);
run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
run('pg_ctl', [
  '-D',
  dataDir,
  '-o',
  `-h 127.0.0.1 -p ${port} -k ${sockDir} -c fsync=off -c max_connections=300`,
  '-l',
  path.join(dir, 'log'),
  '-w',
  'start',
]);
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`Throwaway PostgreSQL on ${url}`);

const stop = () => {
  try {
    run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    /* already down */
  }
  fs.rmSync(dir, { recursive: true, force: true });
};

const [cmd, ...args] = process.argv.slice(2);
const child = spawn('npx', [cmd, ...args], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url, TEST_DATABASE_URL: url, PG_BIN: bin },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
