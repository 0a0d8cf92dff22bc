import { verifyEmailOverHttp } from '../eligibility-helpers.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { WEEK_DAYS } from '@vendor-portal/contract/common';
import {
  expectRefusal,
  killHard,
  serverArgs,
  serverCommand,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { HANG_GUARD_MS, until } from '../helpers.ts';

// "Crash safety": kill -9 the server while it accepts writes (notes, hours, claims),
// restart it on the same data: every acknowledged write is there, nothing is half-written, and it
// starts cleanly. A second server on the same PGlite directory is refused.
const OPS_TOKEN = 'crash-test-ops-token-0123456789abcdef';
const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function call(server: ServerProcess, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function freshPostgresDatabase(): Promise<string> {
  const name = `crash_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.each([
  { kind: 'PGlite', skip: false },
  { kind: 'PostgreSQL', skip: !pgUrl },
])('crash safety on $kind', ({ kind, skip }) => {
  it.skipIf(skip)(
    `kill -9 during writes loses no acknowledged write (server: ${serverCommand().label})`,
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-crash-'));
      dirs.push(dataDir);
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        OPS_TOKEN,
        ...(kind === 'PostgreSQL' ? { DATABASE_URL: await freshPostgresDatabase() } : {}),
      };
      let server = await startServer(env, { args: await serverArgs() });

      if (kind === 'PGlite') {
        const second = await expectRefusal(env);
        expect(second.code).toBe(1);
        expect(second.output).toContain(dataDir);
      }

      // A vendor serving one zip code, an appointment of its own and open ones to claim.
      const email = `crash-${Date.now()}@example.com`;
      const account = await fetch(`${server.url}/auth/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password-123' }),
      });
      const { idToken } = (await account.json()) as { idToken: string };
      const vendorBody = {
        email,
        title: 'Crash LLC',
        contactName: 'C',
        phone: '(303) 555-0100',
        street1: '1 A St',
        street2: '',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      };
      expect((await call(server, 'POST', '/api/vendor', idToken, vendorBody)).status).toBe(201);
      const vendorId = (await call(server, 'GET', '/api/vendor', idToken)).body.id as number;
      // Only a verified, approved vendor claims: it verifies its email and ops approves it, as the real flow does.
      await verifyEmailOverHttp(server.url, OPS_TOKEN, email);
      expect(
        (await call(server, 'PATCH', `/api/ops/vendors/${vendorId}`, OPS_TOKEN, { reviewStatus: 'approved' })).status,
      ).toBe(200);
      const product = (
        await call(server, 'POST', '/api/ops/products', OPS_TOKEN, {
          title: 'Detailing',
          isActive: true,
          prices: [{ title: 'Wash', section: 'Exterior', isOutside: true, schedulingInterface: 'datetime' }],
        })
      ).body as { id: number; prices: Array<{ id: number }> };
      const vp = (await call(server, 'POST', '/api/vendorProduct', idToken, { productId: product.id })).body as {
        id: number;
      };
      expect(
        (await call(server, 'POST', '/api/zipcode', idToken, { vendorProductId: vp.id, zipCode: '80202' })).status,
      ).toBeLessThan(300);
      const booking = (vendor?: number) => ({
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
        ...(vendor ? { vendorId: vendor } : {}),
      });
      const own = (await call(server, 'POST', '/api/ops/appointments', OPS_TOKEN, booking(vendorId))).body.id as number;
      const open: number[] = [];
      for (let i = 0; i < 120; i++)
        open.push((await call(server, 'POST', '/api/ops/appointments', OPS_TOKEN, booking())).body.id);

      // Three writers until the kill; each records what the server acknowledged.
      const acked = {
        notes: [] as Array<{ id: number; text: string }>,
        claims: [] as number[],
        hours: new Map<string, { acked?: string; inFlight?: string }>(),
      };
      let killed = false;
      const guard = async (write: () => Promise<void>) => {
        try {
          await write();
        } catch {
          /* the connection died with the server: not acknowledged */
        }
      };
      const writers = [
        (async () => {
          for (let i = 0; !killed; i++) {
            const text = `note ${i} ${'x'.repeat(i % 50)} end`;
            await guard(async () => {
              const res = await call(server, 'POST', '/api/appointmentNote', idToken, {
                appointmentId: own,
                jobNotes: text,
              });
              if (res.status === 201 || res.status === 200) acked.notes.push({ id: res.body.id, text });
            });
          }
        })(),
        (async () => {
          for (const id of open) {
            if (killed) break;
            await guard(async () => {
              // Every job is at one time: the one-person company confirms (409 no-one-free otherwise, issue 42).
              if (
                (await call(server, 'PATCH', `/api/appointment/claim/${id}`, idToken, { confirm: true })).status === 200
              )
                acked.claims.push(id);
            });
          }
        })(),
        (async () => {
          for (let i = 0; !killed; i++) {
            const weekDay = WEEK_DAYS[i % 7]!;
            const openTime = `0${i % 9}:00`;
            const state = acked.hours.get(weekDay) ?? {};
            acked.hours.set(weekDay, { ...state, inFlight: openTime });
            await guard(async () => {
              const body = { weekDay, openTime, closeTime: '20:00', timeZone: 'America/Denver' };
              const res =
                i < 7
                  ? await call(server, 'POST', '/api/vendorHours', idToken, body)
                  : await call(server, 'PATCH', '/api/vendorHours', idToken, body);
              if (res.status < 300) acked.hours.set(weekDay, { acked: openTime });
            });
          }
        })(),
      ];
      // Kill once every writer has been acknowledged a few times (however slow the machine), mid-stream.
      await until(
        () =>
          acked.notes.length >= 10 &&
          acked.claims.length >= 3 &&
          [...acked.hours.values()].filter((h) => h.acked).length >= 7,
        'every writer acknowledged a few times',
      );
      killed = true;
      await killHard(server);
      await Promise.all(writers);
      expect(acked.notes.length).toBeGreaterThanOrEqual(10);
      expect(acked.claims.length).toBeGreaterThanOrEqual(3);

      // Same data, a clean start (the stale PGlite lock of the killed process is taken over).
      server = await startServer(env, { args: await serverArgs() });
      try {
        expect(server.output()).not.toMatch(/error|Could not/i);
        const notes = (await call(server, 'GET', `/api/appointmentNote?appointmentId=${own}`, idToken)).body as Array<{
          id: number;
          jobNotes: string;
        }>;
        const byId = new Map(notes.map((n) => [n.id, n.jobNotes]));
        for (const note of acked.notes) expect(byId.get(note.id), `note ${note.id}`).toBe(note.text);
        // Nothing half-written: every stored note is one of the texts a writer sent, whole.
        for (const n of notes) expect(n.jobNotes).toMatch(/^note \d+ x* end$/);
        for (const id of acked.claims)
          expect((await call(server, 'GET', `/api/appointment/${id}`, idToken)).status, `claim ${id}`).toBe(200);
        const hours = (await call(server, 'GET', '/api/vendorHours', idToken)).body as Array<{
          weekDay: string;
          openTime: string;
          closeTime: string;
        }>;
        for (const [weekDay, state] of acked.hours) {
          const row = hours.find((h) => h.weekDay === weekDay);
          if (state.acked === undefined) continue;
          expect(row, weekDay).toBeDefined();
          // The last acknowledged value, or the one in flight at the kill: never a mix.
          expect([state.acked, state.inFlight].filter(Boolean)).toContain(row!.openTime.slice(0, 5));
          expect(row!.closeTime.slice(0, 5)).toBe('20:00');
        }
        // And it still takes writes.
        expect(
          (
            await call(server, 'POST', '/api/appointmentNote', idToken, {
              appointmentId: own,
              jobNotes: 'after restart',
            })
          ).status,
        ).toBe(201);
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((r) => server.child.once('exit', r));
      }
    },
    HANG_GUARD_MS,
  );
});
