import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, createTestProduct, opsHeaders, type TestContext, type TestProduct } from '../helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { migrationsUntil } from '../migrations.ts';
import { eligibleVendor } from './live-helpers.ts';

// docs/architecture.md "Alerts on the phone": notification settings are each member's own, a technician's have
// no new-job settings, and new-job mails go to each owner and office member who wants them.

let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

const DEFAULTS = {
  emailNewJobs: true,
  onlyDuringBusinessHours: false,
  pushNewJobs: true,
  pushAssignments: true,
  pushChanges: true,
  quietHours: null,
};
const TECHNICIAN_DEFAULTS = { pushAssignments: true, pushChanges: true, quietHours: null };

const settings = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/notificationSettings', headers });
const patch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/notificationSettings', headers, payload });

let zipCounter = 0;
const freshZip = () => String(85000 + ++zipCounter);

describe("each member's own notification settings", () => {
  it("the office's choice changes only its own: the owner's stay", async () => {
    const owner = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const office = await createTestMember(t.app, owner, 'office');
    const off = await patch(office.headers, { emailNewJobs: false, quietHours: { start: '22:00', end: '07:00' } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...DEFAULTS, emailNewJobs: false, quietHours: { start: '22:00', end: '07:00' } });
    expect((await settings(owner.headers)).json()).toEqual(DEFAULTS);
    expect((await settings(office.headers)).json()).toMatchObject({ emailNewJobs: false });
    // Quiet hours go back to none with null.
    expect((await patch(office.headers, { quietHours: null })).json()).toMatchObject({ quietHours: null });
  });

  it('a technician reads no new-job settings, may change its own others, and is refused the new-job ones', async () => {
    const owner = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await settings(tech.headers)).json()).toEqual(TECHNICIAN_DEFAULTS);
    for (const payload of [
      { emailNewJobs: false },
      { onlyDuringBusinessHours: true },
      { pushNewJobs: false },
      { pushChanges: false, emailNewJobs: true },
    ]) {
      const refused = await patch(tech.headers, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role-forbidden' });
    }
    // Nothing changed on a refused request.
    expect((await settings(tech.headers)).json()).toEqual(TECHNICIAN_DEFAULTS);
    const ok = await patch(tech.headers, { pushAssignments: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ...TECHNICIAN_DEFAULTS, pushAssignments: false });
    expect((await settings(owner.headers)).json()).toEqual(DEFAULTS);
  });

  it('refuses quiet hours that are not HH:MM or start when they end, and unknown fields', async () => {
    const owner = await eligibleVendor(t.app, [product.id], [freshZip()]);
    for (const quietHours of [{ start: '24:00', end: '07:00' }, { start: '7:00', end: '08:00' }, { start: '22:00' }]) {
      const res = await patch(owner.headers, { quietHours });
      expect(res.statusCode).toBe(400);
    }
    expect((await patch(owner.headers, { quietHours: { start: '22:00', end: '22:00' } })).statusCode).toBe(400);
    expect((await patch(owner.headers, { vendorId: 1 })).statusCode).toBe(400);
    expect((await settings(owner.headers)).json()).toEqual(DEFAULTS);
  });
});

describe('new-job mails go to each owner and office member who wants them', () => {
  it('the owner and the office are mailed, not the technician; a member who opted out is not', async () => {
    const zip = freshZip();
    const owner = await eligibleVendor(t.app, [product.id], [zip]);
    const office = await createTestMember(t.app, owner, 'office');
    const quiet = await createTestMember(t.app, owner, 'office', 'Quinn Quiet');
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await patch(quiet.headers, { emailNewJobs: false })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: {
        customer: { firstName: 'Ola', lastName: 'Owner' },
        property: {
          title: 'Home',
          street1: '1 Main',
          city: 'Denver',
          state: 'CO',
          zipCode: zip,
          timeZone: 'America/Denver',
        },
        actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration: 60,
        lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailWorker.runOnce();
    const mailed = t.mail.filter((m) => m.subject.includes('new job') && m.subject.includes(zip)).map((m) => m.to);
    expect(mailed.sort()).toEqual([owner.email.toLowerCase(), office.email.toLowerCase()].sort());
    expect(mailed).not.toContain(tech.email.toLowerCase());
    expect(mailed).not.toContain(quiet.email.toLowerCase());
  });
});

describe('migration 0019_members', () => {
  it("gives the owner and the office the company's choice, the technician the defaults", async () => {
    // The run's database as it stood before 0019 (test/global-setup.ts), or under PostgreSQL (no dumps)
    // a fresh PGlite migrated that far; then 0019 alone, not every later migration.
    const before = inject('pgliteBefore')['0019_members'];
    const client = before
      ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(before)]) })
      : await PGlite.create();
    const upTo = before ? null : migrationsUntil('0019_members');
    const dir = migrationsUntil('0019_members', { through: true });
    try {
      if (upTo) await migrate(drizzle({ client }), { migrationsFolder: upTo });
      const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
      const [identity] = await q<{ id: string }>(
        `insert into identities (email, password_hash) values ('old@x.test', 'x') returning id`,
      );
      const [vendor] = await q<{ id: number }>(
        `insert into vendors (identity_id, email, title, contact_name, phone, street1, city, state, zip_code)
         values ($1, 'old@x.test', 'Old Co', 'Olga', '(303) 555-0100', '1 Main', 'Denver', 'CO', '80202') returning id`,
        [identity!.id],
      );
      const members = await q<{ id: number; role: string }>(
        `insert into vendor_members (vendor_id, email, name, role, status) values
         ($1, 'office@x.test', 'Olive', 'office', 'active'), ($1, 'tech@x.test', 'Theo', 'technician', 'active')
         returning id, role`,
        [vendor!.id],
      );
      await q(
        `insert into notification_settings (vendor_id, email_new_jobs, only_during_business_hours) values ($1, false, true)`,
        [vendor!.id],
      );
      await migrate(drizzle({ client }), { migrationsFolder: dir });
      const rows = await q<{ role: string; email_new_jobs: boolean; only_during_business_hours: boolean }>(
        `select m.role, s.email_new_jobs, s.only_during_business_hours
         from vendor_members m join member_notification_settings s on s.member_id = m.id
         where m.vendor_id = $1 order by m.role`,
        [vendor!.id],
      );
      expect(rows).toEqual([
        { role: 'office', email_new_jobs: false, only_during_business_hours: true },
        { role: 'owner', email_new_jobs: false, only_during_business_hours: true },
      ]);
      expect(members.find((m) => m.role === 'technician')).toBeDefined();
    } finally {
      await client.close();
      for (const d of [dir, upTo]) if (d) fs.rmSync(d, { recursive: true, force: true });
    }
  });
});
