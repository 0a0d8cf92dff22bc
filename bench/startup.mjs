// Time from starting the production server (existing build) to a 200 on /healthz, on a fresh and
// on an existing data directory (PGlite). Run: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'apps/api/dist/main.js');
if (!fs.existsSync(main)) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 3);

async function once(dataDir, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.status === 200) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - t0 > 60_000) throw new Error('server did not become healthy in 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-start-'));
  fresh.push(await once(dir, 3900 + i));
  existing.push(await once(dir, 3950 + i));
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('| Data directory | median ms to /healthz 200 | runs |');
console.log('|---|---|---|');
console.log(
  `| fresh (create, migrate, seed demo) | ${Math.round(median(fresh))} | ${fresh.map(Math.round).join(', ')} |`,
);
console.log(`| existing | ${Math.round(median(existing))} | ${existing.map(Math.round).join(', ')} |`);
