import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { auditLog } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor, listen } from './live/live-helpers.ts';
import { is, openStream, type SseClient } from './live/sse-client.ts';

// docs/architecture.md "The working day": PATCH /api/appointment/release/{id} hands a claimed job back up to
// 24 hours before it starts. The app's clock (`live.now`) is the test's: the boundary is exact.

const HOUR = 3_600_000;
let clock = new Date();
let t: TestContext;
let base: string;
let product: TestProduct;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { live: { now: () => clock, mailWorker: { pollMs: false } } });
  base = await listen(t.app);
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

let zipCounter = 0;
const freshZip = () => String(84000 + ++zipCounter);

const release = (v: TestVendor, id: number, key?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/release/${id}`,
    headers: { ...v.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** A job in `zip` starting `msAhead` after the app's clock, claimed by `v`. */
async function claimedJob(v: TestVendor, zip: string, msAhead: number) {
  clock = new Date();
  const job = await bookTestAppointment(t.app, product, {
    zipCode: zip,
    actualDateTime: new Date(clock.getTime() + msAhead).toISOString(),
  });
  // Confirmed: a test's jobs often overlap one another (a claim over its own job asks first: 409 no-one-free).
  const claimed = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/claim/${job.id}`,
    headers: v.headers,
    payload: { confirm: true },
  });
  expect(claimed.statusCode).toBe(200);
  return job;
}

const unclaimedIds = async (v: TestVendor) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers })).json()
      .data as Array<{ appointment: { id: number } }>
  ).map((i) => i.appointment.id);

describe('PATCH /api/appointment/release/{id}', () => {
  it('releases a job starting exactly 24 hours from now, and refuses one starting a second sooner', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const tooLate = await claimedJob(a, zip, 24 * HOUR - 1000);
    const refused = await release(a, tooLate.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'release-too-late', message: WORKING_DAY_FIT.releaseTooLate });
    const still = await t.app.inject({ method: 'GET', url: `/api/appointment/${tooLate.id}`, headers: a.headers });
    expect(still.statusCode).toBe(200);

    const onTime = await claimedJob(a, zip, 24 * HOUR);
    const res = await release(a, onTime.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: onTime.id, completedAt: null });
    // Unclaimed again at once: no longer A's, on B's list, and B may claim it.
    const gone = await t.app.inject({ method: 'GET', url: `/api/appointment/${onTime.id}`, headers: a.headers });
    expect(gone.statusCode).toBe(404);
    expect(await unclaimedIds(b)).toContain(onTime.id);
    expect(await unclaimedIds(b)).not.toContain(tooLate.id);
    const claimedByB = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${onTime.id}`,
      headers: b.headers,
    });
    expect(claimedByB.statusCode).toBe(200);
  });

  it('is 404 for another vendor’s job and for an unknown one', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const job = await claimedJob(a, zip, 72 * HOUR);
    const res = await release(b, job.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not-found' });
    expect((await release(b, 999_999)).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `/api/appointment/${job.id}`, headers: a.headers });
    expect(mine.statusCode).toBe(200);
  });

  it('tells another eligible vendor live and by mail (not the one that released it), and audits', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const job = await claimedJob(a, zip, 48 * HOUR);
    const s = await openStream(base, b.token);
    open.push(s);
    await t.app.mailWorker.runOnce();
    const alertsBefore = t.mail.filter((m) => m.subject.includes('new job')).length;

    // B heard of the booking; an hour later it may hear of the job again.
    clock = new Date(clock.getTime() + HOUR);
    const res = await release(a, job.id, 'release-0001');
    expect(res.statusCode).toBe(200);
    await s.next(is('unclaimed', 'added', job.id));

    await t.app.mailWorker.runOnce();
    const alerts = t.mail.filter((m) => m.subject.includes('new job')).slice(alertsBefore);
    expect(alerts.map((m) => m.to)).toEqual([b.email.toLowerCase()]);
    expect(alerts[0]!.subject).toContain(zip);

    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `appointment:${job.id}`), eq(auditLog.action, 'appointment.release')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: a.email.toLowerCase(),
      action: 'appointment.release',
      before: { vendorId: a.vendorId },
      after: { vendorId: null },
    });

    // The same Idempotency-Key answers the first answer again, and releases nothing twice.
    const again = await release(a, job.id, 'release-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `appointment:${job.id}`), eq(auditLog.action, 'appointment.release'))),
    ).toHaveLength(1);
  });

  it('eight claims and releases within the hour: another company hears of the job once, the releaser never', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const job = await claimedJob(a, zip, 72 * HOUR);
    const start = clock.getTime();
    const sa = await openStream(base, a.token);
    const sb = await openStream(base, b.token);
    open.push(sa, sb);
    const newJobMails = (email: string) =>
      t.mail.filter((m) => m.to === email.toLowerCase() && m.subject.includes('new job')).length;
    await t.app.mailWorker.runOnce();
    const [b0, a0] = [newJobMails(b.email), newJobMails(a.email)];

    for (let cycle = 0; cycle < 8; cycle++) {
      clock = new Date(start + cycle * 5 * 60_000);
      expect((await release(a, job.id)).statusCode).toBe(200);
      // The live stream still tells B's open page every time.
      await sb.next(is('unclaimed', 'added', job.id));
      // A's own page re-reads the job it gave back, with no `unclaimed added` (no "1 new") before it.
      await sa.next(is('appointment', 'updated', job.id));
      expect(sa.events.filter(is('unclaimed', 'added', job.id))).toEqual([]);
      const claimed = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/claim/${job.id}`,
        headers: a.headers,
      });
      expect(claimed.statusCode).toBe(200);
      await sb.next(is('unclaimed', 'removed', job.id));
    }
    await t.app.mailWorker.runOnce();
    expect(newJobMails(b.email)).toBe(b0 + 1);
    expect(newJobMails(a.email)).toBe(a0);

    // An hour after B was last told, a release tells it again (the injected clock).
    clock = new Date(start + HOUR);
    expect((await release(a, job.id)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    expect(newJobMails(b.email)).toBe(b0 + 2);
    expect(newJobMails(a.email)).toBe(a0);
  });
});
