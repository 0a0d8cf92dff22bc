import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { AVAILABILITY, OFFERS_CONSOLE } from '@vendor-portal/contract/messages';
import { mailQueue, pushSubscriptions } from '../src/db/schema.ts';
import { sendDueMail } from '../src/lib/mail-queue.ts';
import type { Mailer, MailMessage } from '../src/lib/mail.ts';
import {
  bookThroughOps,
  createTestApp,
  createTestProduct,
  opsHeaders,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestMember, ownerMemberId } from './crew-helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// docs/architecture.md "Availability and dispatch", offers: the provider's team holds an unclaimed job for one
// company for a while; it alone lists it (first, with the time left) and may claim it; on a decline or at the
// deadline the job opens to every eligible company with the usual alerts, once. The app's clock is the test's:
// the deadline is reached by moving it, and the queue is sent by hand on it.

let clock = new Date();
const now = () => clock;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

let t: TestContext;
let product: TestProduct;
let reviewer: TestStaff;
const sent: Array<MailMessage & { idempotencyKey?: string }> = [];
const mailer: Mailer = { mode: 'outbox', send: async (m) => void sent.push(m), close() {} };
/** The queue's worker, once, on the test's clock. */
const sendQueue = () => sendDueMail(t.app.db, mailer, { now });

beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

let zips = 0;
const freshZip = () => String(85000 + ++zips);

/** Three companies that may claim in a fresh zip code, and a job there in ten days; its first alerts long sent. */
async function scene() {
  const zip = freshZip();
  const [a, b, c] = [
    await eligibleVendor(t.app, [product.id], [zip], { title: 'Alpha Auto' }),
    await eligibleVendor(t.app, [product.id], [zip], { title: 'Beta Body' }),
    await eligibleVendor(t.app, [product.id], [zip], { title: 'Gamma Gloss' }),
  ];
  const job = await book(zip, 10);
  await sendQueue();
  // The booking's alerts took each company's turn for this job: an hour and more later they are free again.
  later(120);
  sent.length = 0;
  return { zip, a: a!, b: b!, c: c!, job };
}

const book = (zipCode: string, days: number) =>
  bookThroughOps(t.app, product, { zipCode, actualDateTime: new Date(Date.now() + days * 86_400_000).toISOString() });

const offer = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = reviewer.headers) =>
  t.app.inject({ method: 'POST', url: `/api/ops/appointments/${id}/offer`, headers, payload });
const decline = (v: { headers: Record<string, string> }, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/decline/${id}`, headers: v.headers });
const claim = (v: TestVendor, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${id}`, headers: v.headers, payload: {} });
async function unclaimed(v: TestVendor): Promise<UnclaimedItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: UnclaimedItem[] }).data;
}
/** Who was sent a new-job mail about `id` (each address as often as it was sent one). */
const newJobMailsAbout = (id: number) =>
  sent.filter((m) => m.idempotencyKey?.startsWith(`new-job:${id}:`)).map((m) => m.to);
async function offersInConsole(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ops/appointments?state=unclaimed&q=%23${id}`,
    headers: reviewer.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: OpsAppointment[] }).data.find((b) => b.id === id)?.offers;
}
async function auditActions(id: number): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ops/audit?q=appointment:${id}`,
    headers: reviewer.headers,
  });
  return (res.json() as { data: Array<{ action: string; target: string }> }).data
    .filter((e) => e.target === `appointment:${id}`)
    .map((e) => e.action);
}

describe('POST /api/ops/appointments/{id}/offer', () => {
  it('holds the job for one company: first on its list with the deadline, hidden from the others, told at once', async () => {
    const { zip, a, b, c, job } = await scene();
    const sooner = await book(zip, 2);
    const res = await offer(job, { vendorId: a.vendorId, minutes: 30 });
    expect(res.statusCode).toBe(201);
    const expiresAt = new Date(clock.getTime() + 30 * 60_000).toISOString();
    expect(res.json()).toEqual({ vendorId: a.vendorId, expiresAt });

    const mine = await unclaimed(a);
    expect(mine[0]!.appointment.id).toBe(job);
    expect(mine[0]!.offer).toEqual({ expiresAt });
    expect(mine.find((i) => i.appointment.id === sooner)!.offer).toBeNull();
    for (const other of [b, c]) expect((await unclaimed(other)).map((i) => i.appointment.id)).toEqual([sooner]);
    const refused = await claim(b, job);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'offered-to-another', message: AVAILABILITY.offeredToAnother });

    // Told at once (by mail here: the company has no device); the others' new-job alerts wait for the deadline.
    await sendQueue();
    expect(sent.filter((m) => m.idempotencyKey?.startsWith('offered:')).map((m) => m.to)).toEqual([a.email]);
    expect(newJobMailsAbout(job)).toEqual([]);
    const waiting = await t.app.db
      .select({ to: mailQueue.to, due: mailQueue.nextAttemptAt })
      .from(mailQueue)
      .where(and(like(mailQueue.idempotencyKey, `new-job:${job}:%`), isNotNull(mailQueue.offerId)));
    expect(waiting.map((w) => w.to).sort()).toEqual([b.email, c.email].sort());
    expect(waiting.every((w) => w.due.toISOString() === expiresAt)).toBe(true);
    expect(await offersInConsole(job)).toMatchObject([{ vendorId: a.vendorId, state: 'offered', expiresAt }]);
    expect(await auditActions(job)).toContain('appointment.offer');
  });

  it('at the deadline the job opens to every company, whose alerts go out once', async () => {
    const { a, b, c, job } = await scene();
    expect((await offer(job, { vendorId: a.vendorId, minutes: 10 })).statusCode).toBe(201);
    later(9);
    await sendQueue();
    expect(newJobMailsAbout(job)).toEqual([]);
    expect((await unclaimed(b)).map((i) => i.appointment.id)).not.toContain(job);

    later(1);
    expect((await unclaimed(b)).map((i) => i.appointment.id)).toContain(job);
    expect((await unclaimed(a)).find((i) => i.appointment.id === job)!.offer).toBeNull();
    await sendQueue();
    expect(newJobMailsAbout(job).sort()).toEqual([b.email, c.email].sort());
    later(120);
    await sendQueue();
    expect(newJobMailsAbout(job)).toHaveLength(2);
    expect(await offersInConsole(job)).toMatchObject([{ vendorId: a.vendorId, state: 'expired' }]);
    // Logged once, however often it is read.
    await auditActions(job);
    expect((await auditActions(job)).filter((x) => x === 'appointment.offer-expire')).toHaveLength(1);
    expect((await claim(b, job)).statusCode).toBe(200);
  });

  it('a decline opens the job at once with alerts; the deadline then sends nothing more', async () => {
    const { a, b, c, job } = await scene();
    expect((await offer(job, { vendorId: a.vendorId, minutes: 60 })).statusCode).toBe(201);
    expect((await decline(b, job)).statusCode).toBe(404);
    const res = await decline(a, job);
    expect(res.statusCode).toBe(204);
    expect((await decline(a, job)).statusCode).toBe(404);
    expect((await unclaimed(b)).map((i) => i.appointment.id)).toContain(job);
    await sendQueue();
    // The declining company is not alerted about the job it gave back.
    expect(newJobMailsAbout(job).sort()).toEqual([b.email, c.email].sort());
    later(61);
    await sendQueue();
    expect(newJobMailsAbout(job)).toHaveLength(2);
    expect(await offersInConsole(job)).toMatchObject([{ state: 'declined' }]);
    const actions = await auditActions(job);
    expect(actions).toContain('appointment.offer-decline');
    expect(actions).not.toContain('appointment.offer-expire');
  });

  it('an offer made soon after the booking, declined: the other companies hear of the job again, by mail and push', async () => {
    // Issue 54 item 11: the booking's alerts had just taken each company's once-an-hour turn; the offer hid the
    // job from them, so its opening again on the decline is news to them, by mail and on their phones.
    const zip = freshZip();
    const a = (await eligibleVendor(t.app, [product.id], [zip], { title: 'Alpha Auto' }))!;
    const b = (await eligibleVendor(t.app, [product.id], [zip], { title: 'Beta Body' }))!;
    const bOwner = await ownerMemberId(t.app, b.vendorId);
    const [device] = await t.app.db
      .insert(pushSubscriptions)
      .values({ memberId: bOwner, endpoint: `https://push.test/decline-${bOwner}`, p256dh: 'k', auth: 'a' })
      .returning({ id: pushSubscriptions.id });
    const job = await book(zip, 10);
    await sendQueue();
    expect(newJobMailsAbout(job).sort()).toEqual([a.email, b.email].sort());
    sent.length = 0;
    later(5);
    expect((await offer(job, { vendorId: a.vendorId, minutes: 30 })).statusCode).toBe(201);
    later(5);
    expect((await decline(a, job)).statusCode).toBe(204);
    const pushes = await t.app.db
      .select({ key: mailQueue.idempotencyKey })
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'push'), like(mailQueue.idempotencyKey, `push:new-job:${job}:declined-%`)));
    expect(pushes.map((p) => p.key)).toEqual([expect.stringMatching(new RegExp(`:sub:${device!.id}$`))]);
    await sendQueue();
    expect(newJobMailsAbout(job)).toEqual([b.email]);
    // The deadline then sends nothing more.
    later(30);
    await sendQueue();
    expect(newJobMailsAbout(job)).toEqual([b.email]);
  });

  it('claimed by the offered company: the offer ends claimed and the deadline alerts no one', async () => {
    const { a, b, job } = await scene();
    expect((await offer(job, { vendorId: a.vendorId, minutes: 15 })).statusCode).toBe(201);
    expect((await claim(a, job)).statusCode).toBe(200);
    expect((await decline(a, job)).statusCode).toBe(404);
    later(16);
    await sendQueue();
    expect(newJobMailsAbout(job)).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/appointments?state=claimed&q=%23${job}`,
      headers: reviewer.headers,
    });
    expect((res.json() as { data: OpsAppointment[] }).data[0]!.offers).toMatchObject([{ state: 'claimed' }]);
    expect((await claim(b, job)).statusCode).toBe(409);
  });

  it('refuses, changing nothing: a company that may not claim, a claimed job, a job already offered, unknown ids', async () => {
    const { zip, a, b, job } = await scene();
    const elsewhere = await eligibleVendor(t.app, [product.id], ['10001']);
    const pending = await eligibleVendor(t.app, [product.id], [zip], { approved: false });
    const notServing = await offer(job, { vendorId: elsewhere.vendorId, minutes: 30 });
    expect(notServing.statusCode).toBe(409);
    expect(notServing.json()).toMatchObject({ code: 'conflict', reason: 'service-not-offered' });
    const notApproved = await offer(job, { vendorId: pending.vendorId, minutes: 30 });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ code: 'conflict', reason: 'vendor-pending-review' });
    expect((await offer(job, { vendorId: 999_999, minutes: 30 })).statusCode).toBe(404);
    expect((await offer(999_999, { vendorId: a.vendorId, minutes: 30 })).statusCode).toBe(404);
    for (const minutes of [4, 1441, 10.5])
      expect((await offer(job, { vendorId: a.vendorId, minutes })).statusCode).toBe(400);
    expect(await offersInConsole(job)).toEqual([]);

    expect((await offer(job, { vendorId: a.vendorId, minutes: 5 }, opsHeaders)).statusCode).toBe(201);
    const twice = await offer(job, { vendorId: b.vendorId, minutes: 30 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OFFERS_CONSOLE.offerAlreadyOpen('Alpha Auto'));
    expect((await claim(a, job)).statusCode).toBe(200);
    const claimed = await offer(job, { vendorId: b.vendorId, minutes: 30 });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toBe(OFFERS_CONSOLE.offerClaimed);
  });

  it('the office may decline; a technician may not, nor may a vendor offer', async () => {
    const { a, job } = await scene();
    expect((await offer(job, { vendorId: a.vendorId, minutes: 30 }, a.headers)).statusCode).toBe(403);
    expect((await offer(job, { vendorId: a.vendorId, minutes: 30 })).statusCode).toBe(201);
    const tech = await createTestMember(t.app, a, 'technician');
    expect((await decline(tech, job)).statusCode).toBe(403);
    const office = await createTestMember(t.app, a, 'office');
    expect((await decline(office, job)).statusCode).toBe(204);
  });
});
