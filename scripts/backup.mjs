// node scripts/backup.mjs backup <file> | restore <file>
// Backs up and restores the portal's data.
//   PostgreSQL (DATABASE_URL set): pg_dump's custom format; restore with pg_restore into the
//     (empty or existing) database DATABASE_URL names. Uploaded files on disk (DATA_DIR/files) or
//     in S3 are not in the database: back them up with the bucket's or the disk's own tools.
//   PGlite (DATABASE_URL unset): a .tar.gz of the whole DATA_DIR (database, secrets, uploaded
//     files). The server must be stopped: PGlite's files are only consistent when closed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const USAGE = `Usage: node scripts/backup.mjs backup <file>
       node scripts/backup.mjs restore <file>

Environment
  DATABASE_URL  PostgreSQL: pg_dump / pg_restore (from PG_BIN or the PATH)
  DATA_DIR      PGlite (DATABASE_URL unset): the data directory (default ./data); stop the server first`;

const [command, file] = process.argv.slice(2);
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!['backup', 'restore'].includes(command) || !file) fail(USAGE);

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error) fail(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} failed (exit ${r.status}).`);
};
const pgTool = (name) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

const url = process.env.DATABASE_URL;
if (url) {
  if (command === 'backup') run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, url]);
  else run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
} else {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const lockFile = path.join(dataDir, 'server.lock');
  if (fs.existsSync(lockFile)) {
    const { pid } = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch (err) {
      alive = err.code === 'EPERM';
    }
    if (alive) fail(`A server (pid ${pid}) is using ${dataDir}: stop it first.`);
  }
  if (command === 'backup') {
    if (!fs.existsSync(path.join(dataDir, 'pglite'))) fail(`No PGlite database in ${dataDir}.`);
    run('tar', ['-czf', path.resolve(file), '--exclude=./server.lock', '-C', dataDir, '.']);
  } else {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
      fail(`${dataDir} is not empty: restore into a new, empty DATA_DIR.`);
    fs.mkdirSync(dataDir, { recursive: true });
    run('tar', ['-xzf', path.resolve(file), '-C', dataDir]);
  }
}
console.log(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file}`);
