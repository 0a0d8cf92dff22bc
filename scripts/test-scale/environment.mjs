// The environment every scale test file shares (the suite runs its files in one worker, in name
// order, without isolation: see vitest.config.mjs). Imported first by 01-start.test.mjs, which
// starts the two processes; the last file calls `teardown()`.
//
// Two production processes (A and B) share PostgreSQL (DATABASE_URL, from scripts/with-postgres.mjs),
// an S3-compatible bucket, an SMTP server and their secrets; the round-robin proxy sits in front and
// is the PUBLIC_URL.
//
// SCALE_TEST_BREAK=<fault> runs the same tests with a deliberate fault, to show they can fail:
//   auth-secret  the second process gets its own AUTH_SECRET (keys not shared)
//   disk-storage no S3: each process keeps uploaded files in its own DATA_DIR
//   outbox       no SMTP: each process writes mail to its own outbox
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.mjs';
import { createClient } from './client.mjs';
import { fromApi } from './paths.mjs';
import { createLauncher } from './processes.mjs';
import { startProxy } from './proxy.mjs';
import { S3_BUCKET, startS3, startSmtp } from './shared-services.mjs';

export const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('DATABASE_URL is not set: run the scale tests through "npm run test:scale".');

/** One statement on the shared database, on a connection of its own: the rows it answers. */
export async function sql(text, params = []) {
  const client = new (fromApi('pg').Client)({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export const BREAK = process.env.SCALE_TEST_BREAK ?? '';
export const LOAD_SECONDS = Number(process.env.SCALE_TEST_LOAD_SECONDS ?? 8);
export const LOAD_CONCURRENCY = Number(process.env.SCALE_TEST_CONCURRENCY ?? 8);
export const A = 0;
export const B = 1;

export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-scale-'));
const cleanups = [];

const s3 = await startS3(work);
cleanups.push(s3.close);
const smtp = await startSmtp();
cleanups.push(smtp.close);
export const mails = smtp.mails;

const proxyPort = await freePort();
export const PUBLIC_URL = `http://127.0.0.1:${proxyPort}`;
const upstream = async (name) => ({
  name,
  port: await freePort(),
  downUntil: 0,
  inFlight: 0,
  dispatched: 0,
  retriedAway: 0,
});
export const upstreams = [await upstream('A'), await upstream('B')];
const proxy = await startProxy(proxyPort, upstreams);
cleanups.push(proxy.close);
export const proxyStats = proxy.stats;

export const AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
export const OPS_TOKEN = crypto.randomBytes(24).toString('base64url');
export const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');
const sharedEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL,
  AUTH_SECRET,
  OPS_TOKEN,
  METRICS_TOKEN,
  PUBLIC_URL,
  TRUST_PROXY: 'true',
  // Both processes see an empty database at once: the demo data must still be seeded once.
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  ...(BREAK === 'outbox'
    ? {}
    : { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Scale Test <no-reply@scale.test>' }),
  ...(BREAK === 'disk-storage'
    ? {}
    : {
        S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
        S3_BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
};

const launcher = createLauncher(work);
export const { logs, stdoutLines, exits } = launcher;
export const trackServer = launcher.track;

/** Starts process A or B (by upstream) with the shared environment (plus `extraEnv`). */
export function startProcess(target, run = 'first', extraEnv = {}) {
  const env = { ...sharedEnv, ...extraEnv };
  if (BREAK === 'auth-secret' && target.name === 'B') env.AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
  return launcher.start(target, env, run);
}

// Everything secret the tests handle: none of it may appear in a log line.
export const secrets = new Set([AUTH_SECRET, OPS_TOKEN, METRICS_TOKEN]);
export const remember = (...values) =>
  values.filter((v) => typeof v === 'string' && v.length >= 6).forEach((v) => secrets.add(v));

export const { call, createVendor } = createClient({ baseUrl: PUBLIC_URL, opsToken: OPS_TOKEN, remember });

/** What one test file leaves for a later one (the catalogue product, measured figures). */
export const shared = { product: null, figures: { startMs: 0, load: [] } };

let failed = false;
/** Marks the run as failed (keeps the work folder with the process logs). */
export const noteFailure = () => {
  failed = true;
};

export async function teardown() {
  await launcher.stopAll();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  if (failed) console.log(`Process logs: ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
