import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { calendarFeeds, vendorMembers } from '../src/db/schema.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { readFeed } from '../src/modules/calendar-feed/service.ts';
import type { Db } from '../src/db/client.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "Phone and calendar" and "A company with a crew": each member has its own feed;
// the owner's and the office's hold the company's jobs, a technician's only the jobs assigned to it now.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const path_ = (url: string) => new URL(url).pathname;

/** A job of `vendorId` tomorrow (inside the feed's window). */
async function job(vendorId: number): Promise<number> {
  const product = await createTestProduct(t.app);
  const at = new Date(Math.round((Date.now() + DAY) / 60_000) * 60_000).toISOString();
  return (await bookTestAppointment(t.app, product, { vendorId, actualDateTime: at })).id;
}
async function newFeed(headers: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendarFeed',
    headers: headers as Record<string, string>,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
}
/** The appointment ids in the feed at `url`, from each event's UID. */
async function feedIds(url: string): Promise<number[]> {
  const res = await t.app.inject({ url: path_(url) });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/^UID:appointment-(\d+)@/gm)].map((m) => Number(m[1])).sort((a, b) => a - b);
}
const assign = (headers: object, id: number, memberId: number | null) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/assignee/${id}`,
    headers: headers as Record<string, string>,
    payload: { memberId },
  });

describe('a calendar feed per member', () => {
  it("holds a technician's assigned jobs only, the owner's and the office's every job", async () => {
    const owner = await createTestVendor(t.app);
    const office = await createTestMember(t.app, owner, 'office');
    const tech = await createTestMember(t.app, owner, 'technician');
    const mine = await job(owner.vendorId);
    const other = await job(owner.vendorId);
    expect((await assign(owner.headers, mine, tech.memberId)).statusCode).toBe(200);

    const ownerFeed = await newFeed(owner.headers);
    const officeFeed = await newFeed(office.headers);
    const techFeed = await newFeed(tech.headers);
    // Each member's secret is its own: three addresses, three rows.
    expect(new Set([ownerFeed, officeFeed, techFeed]).size).toBe(3);
    const rows = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.vendorId, owner.vendorId));
    expect(rows.map((r) => r.memberId).sort()).toEqual(
      [office.memberId, tech.memberId, ...(await ownerMemberIds(owner.vendorId))].sort(),
    );

    expect(await feedIds(techFeed)).toEqual([mine]);
    expect(await feedIds(ownerFeed)).toEqual([mine, other].sort((a, b) => a - b));
    expect(await feedIds(officeFeed)).toEqual([mine, other].sort((a, b) => a - b));

    // Reassigned away: gone from the technician's feed at its next read.
    expect((await assign(office.headers, mine, null)).statusCode).toBe(200);
    expect(await feedIds(techFeed)).toEqual([]);
    expect((await assign(office.headers, other, tech.memberId)).statusCode).toBe(200);
    expect(await feedIds(techFeed)).toEqual([other]);

    // One member's new address or deletion leaves the others' feeds as they were.
    const renewed = await newFeed(tech.headers);
    expect((await t.app.inject({ url: path_(techFeed) })).statusCode).toBe(404);
    expect(await feedIds(ownerFeed)).toEqual([mine, other].sort((a, b) => a - b));
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/calendarFeed', headers: office.headers });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: path_(officeFeed) })).statusCode).toBe(404);
    expect(await feedIds(renewed)).toEqual([other]);
    expect((await t.app.inject({ url: '/api/calendarFeed', headers: office.headers })).json()).toEqual({ feed: null });
    expect((await t.app.inject({ url: '/api/calendarFeed', headers: tech.headers })).json().feed).not.toBeNull();
  });

  it('narrows at once when the office becomes a technician; a removed member’s feed answers 404', async () => {
    const owner = await createTestVendor(t.app);
    const member = await createTestMember(t.app, owner, 'office');
    const tech = await createTestMember(t.app, owner, 'technician');
    const held = await job(owner.vendorId);
    const other = await job(owner.vendorId);
    expect((await assign(owner.headers, held, member.memberId)).statusCode).toBe(200);
    expect((await assign(owner.headers, other, tech.memberId)).statusCode).toBe(200);
    const memberFeed = await newFeed(member.headers);
    const techFeed = await newFeed(tech.headers);
    expect(await feedIds(memberFeed)).toEqual([held, other].sort((a, b) => a - b));

    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${member.memberId}`,
      headers: owner.headers,
      payload: { role: 'technician' },
    });
    expect(change.statusCode).toBe(200);
    expect(await feedIds(memberFeed)).toEqual([held]);

    expect(await feedIds(techFeed)).toEqual([other]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/team/${tech.memberId}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: path_(techFeed) })).statusCode).toBe(404);
    expect(await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, tech.memberId))).toEqual([]);
  });
});

async function ownerMemberIds(vendorId: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .where(sql`${vendorMembers.vendorId} = ${vendorId} and ${vendorMembers.role} = 'owner'`);
  return rows.map((r) => r.id);
}

describe('migration 0017_crewfeed', () => {
  it("keeps a vendor's feed made before it working, with its secret, as the owner's", async () => {
    // The migrations up to 0016 (the journal cut there), then a feed as the code of then wrote it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-crewfeed-migration-'));
    fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const cut = journal.entries.findIndex((e) => e.tag === '0017_crewfeed');
    expect(cut).toBeGreaterThan(0);
    fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

    const client = await PGlite.create();
    try {
      const db = drizzle({ client, schema }) as unknown as Db;
      await migrate(drizzle({ client }), { migrationsFolder: dir });
      // Rows as the code of then wrote them (today's code writes columns later migrations add); the owner member
      // comes from 0015's trigger.
      const email = uniqueEmail('before');
      const [identity] = (
        await client.query<{ id: string }>(
          `insert into identities (email, password_hash) values ($1, 'x') returning id`,
          [email],
        )
      ).rows;
      const [vendor] = (
        await client.query<{ id: number }>(
          `insert into vendors (identity_id, email, title, contact_name, phone, street1, city, state, zip_code)
           values ($1, $2, 'Old Feed LLC', 'Olga Old', '(303) 555-0100', '100 Main St', 'Denver', 'CO', '80202')
           returning id`,
          [identity!.id, email],
        )
      ).rows;
      const secret = crypto.randomBytes(32).toString('base64url');
      const hash = crypto.createHash('sha256').update(secret).digest('base64url');
      await client.query('insert into calendar_feeds (vendor_id, secret_hash) values ($1, $2)', [vendor!.id, hash]);

      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const [owner] = await client
        .query<{ id: number }>(`select id from vendor_members where vendor_id = $1 and role = 'owner'`, [vendor!.id])
        .then((r) => r.rows);
      const rows = await client.query('select member_id, vendor_id, secret_hash from calendar_feeds');
      expect(rows.rows).toEqual([{ member_id: owner!.id, vendor_id: vendor!.id, secret_hash: hash }]);
      const text = await readFeed(db, secret, { publicUrl: 'https://portal.test', brand: 'Portal', now: new Date() });
      expect(text).toContain('BEGIN:VCALENDAR');
    } finally {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
