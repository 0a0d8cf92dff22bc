// Time from starting the production server (existing build) to a 200 on /healthz, on a fresh and
// on an existing data directory (PGlite). Run: node bench/startup.mjs [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../testing/server.mjs';
import { percentile } from '../testing/stats.mjs';

const runs = Number(process.argv[2] ?? 3);

async function once(dataDir) {
  const t0 = performance.now();
  const server = await startServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' } });
  try {
    // The server prints its banner once it listens; the figure is its first 200 on /healthz.
    const res = await fetch(`${server.url}/healthz`);
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
    return performance.now() - t0;
  } finally {
    await server.stop();
  }
}

const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-start-'));
  fresh.push(await once(dir));
  existing.push(await once(dir));
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('| Data directory | median ms to /healthz 200 | runs |');
console.log('|---|---|---|');
console.log(
  `| fresh (create, migrate, seed demo) | ${Math.round(median(fresh))} | ${fresh.map(Math.round).join(', ')} |`,
);
console.log(`| existing | ${Math.round(median(existing))} | ${existing.map(Math.round).join(', ')} |`);
