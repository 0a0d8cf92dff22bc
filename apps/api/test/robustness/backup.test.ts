import { verifyEmailOverHttp } from '../eligibility-helpers.ts';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { migratedDataDir, serverArgs, startServer } from './server-process.ts';
import { snapshotDatabase } from './support.ts';

// "Backup and restore": scripts/backup.mjs round-trips a populated database; the restored
// copy holds exactly the same rows. PGlite always; PostgreSQL under `npm run test:pg`.
const OPS_TOKEN = 'backup-test-ops-token-0123456789abcdef';
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/backup.mjs');
const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function backupScript(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  return spawnSync(process.execPath, [script, command, file], { env: { ...inherited, ...env }, encoding: 'utf8' });
}

async function createPostgresDatabase(): Promise<string> {
  const name = `backup_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the production server on `env`, fills it through HTTP, stops it cleanly. */
async function populate(env: Record<string, string>) {
  const server = await startServer({ ...env, OPS_TOKEN }, { args: await serverArgs() });
  const post = async (url: string, token: string, body: unknown) => {
    const res = await fetch(server.url + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json();
  };
  try {
    const email = `backup-${Date.now()}@example.com`;
    const { idToken } = (await post('/auth/accounts', '', { email, password: 'password-123' })) as { idToken: string };
    const { id: vendorId } = (await post('/api/vendor', idToken, {
      email,
      title: 'Backup “Ünïcode” LLC',
      contactName: 'B',
      phone: '(303) 555-0100',
      street1: '1 A St',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
    })) as { id: number };
    // Only a verified, approved vendor claims: it verifies its email and ops approves it, as the real flow does.
    await verifyEmailOverHttp(server.url, OPS_TOKEN, email);
    const review = await fetch(`${server.url}/api/ops/vendors/${vendorId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reviewStatus: 'approved' }),
    });
    expect(review.status).toBe(200);
    await post('/api/vendorHours', idToken, {
      weekDay: 'Friday',
      openTime: '08:00',
      closeTime: '17:30',
      timeZone: 'America/Denver',
    });
    const product = (await post('/api/ops/products', OPS_TOKEN, {
      title: 'Detailing',
      isActive: true,
      prices: [{ title: 'Wash', section: 'Exterior', isOutside: true, schedulingInterface: 'datetime' }],
    })) as { id: number; prices: Array<{ id: number }> };
    const vendorProduct = (await post('/api/vendorProduct', idToken, { productId: product.id })) as { id: number };
    await post('/api/zipcode', idToken, { vendorProductId: vendorProduct.id, zipCode: '80202' });
    const { id } = (await post('/api/ops/appointments', OPS_TOKEN, {
      customer: { firstName: 'A', lastName: 'B' },
      property: {
        title: 'Home',
        street1: '1 Elm',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        timeZone: 'America/Denver',
      },
      actualDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    })) as { id: number };
    const claim = await fetch(`${server.url}/api/appointment/claim/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(claim.status).toBe(200);
    await post('/api/appointmentNote', idToken, { appointmentId: id, jobNotes: 'Bring the ladder 🪜' });
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

async function rowsOf(open: () => Promise<Database> | Database) {
  const database = await open();
  try {
    return await snapshotDatabase(database.db, []);
  } finally {
    await database.close();
  }
}

// A real server (the build, or the source bundled once: server-process.ts) on a copy of the run's migrated
// database, and four runs of the script: as the crash test, two minutes of the case's own (the start-up
// waits for the banner, with no shorter clock of its own). Under load it ran out of that bound when the
// child compiled the app through tsx and ran initdb and every migration (docs/how-to/testing.md).
describe('backup and restore (scripts/backup.mjs)', { timeout: 120_000 }, () => {
  it('PGlite: a stopped server’s DATA_DIR round-trips; a running one is refused', async () => {
    const source = await migratedDataDir(tempDir());
    await populate({ DATA_DIR: source });
    const file = path.join(tempDir(), 'portal.tar.gz');

    // While a process holds the data directory, no backup is taken.
    fs.writeFileSync(path.join(source, 'server.lock'), JSON.stringify({ pid: process.pid }));
    const refused = backupScript('backup', file, { DATA_DIR: source });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('stop it first');
    fs.rmSync(path.join(source, 'server.lock'));

    expect(backupScript('backup', file, { DATA_DIR: source }).status).toBe(0);
    const target = path.join(tempDir(), 'restored');
    const restored = backupScript('restore', file, { DATA_DIR: target });
    expect(restored.status, restored.stderr).toBe(0);
    expect(backupScript('restore', file, { DATA_DIR: target }).status).toBe(1);

    const before = await rowsOf(() => openPglite(path.join(source, 'pglite')));
    expect(before.vendors).toHaveLength(1);
    expect(before.appointment_notes).toHaveLength(1);
    expect(await rowsOf(() => openPglite(path.join(target, 'pglite')))).toEqual(before);
    expect(fs.readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(source, 'secrets.json'), 'utf8'),
    );
  });

  it.skipIf(!pgUrl)('PostgreSQL: pg_dump / pg_restore round-trip (needs npm run test:pg)', async () => {
    const source = await createPostgresDatabase();
    await populate({ DATA_DIR: tempDir(), DATABASE_URL: source });
    const file = path.join(tempDir(), 'portal.dump');
    const dumped = backupScript('backup', file, { DATABASE_URL: source });
    expect(dumped.status, dumped.stderr).toBe(0);
    const target = await createPostgresDatabase();
    const restored = backupScript('restore', file, { DATABASE_URL: target });
    expect(restored.status, restored.stderr).toBe(0);
    const before = await rowsOf(() => openPostgres(source));
    expect(before.vendors).toHaveLength(1);
    expect(await rowsOf(() => openPostgres(target))).toEqual(before);
  });
});
