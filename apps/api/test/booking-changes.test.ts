import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS, REVIEW } from '@vendor-portal/contract/messages';
import { auditLog, jobAlerts, liveEvents, mailQueue } from '../src/db/schema.ts';
import { JOB_ALERT_INTERVAL_MS } from '../src/modules/live/job-alert-turns.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  opsHeaders,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestStaff } from './staff-helpers.ts';

// docs/architecture.md "Ops API": ops cancels and reschedules a booking (issue 28 item 11).

let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app, { title: 'Booking Changes Detailing' });
});
afterAll(async () => t.close());

const inFuture = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** The companies told of `appointmentId` were told over an hour ago (the once-an-hour rule, job-alert-turns.ts). */
const hourPassed = (appointmentId: number) =>
  t.app.db
    .update(jobAlerts)
    .set({ alertedAt: new Date(Date.now() - JOB_ALERT_INTERVAL_MS - 1000) })
    .where(eq(jobAlerts.appointmentId, appointmentId));
const ops = (url: string, payload?: object, headers: Record<string, string> = opsHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/ops/appointments/${url}`, headers, payload: payload ?? {} });
const get = (v: TestVendor, url: string) => t.app.inject({ method: 'GET', url, headers: v.headers });

const servingVendor = (zip: string) => eligibleVendor(t.app, [product.id], [zip]);
const unclaimedIds = async (v: TestVendor) =>
  ((await get(v, '/api/appointment/unclaimed')).json().data as Array<{ appointment: { id: number } }>).map(
    (i) => i.appointment.id,
  );
const listIds = async (v: TestVendor) =>
  ((await get(v, '/api/appointment')).json().data as Array<{ id: number }>).map((a) => a.id);
const mailsTo = (to: string) => t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));

describe('POST /api/ops/appointments/{id}/cancel', () => {
  it('takes an unclaimed job off every list; a claim of it is 404', async () => {
    const v = await servingVendor('81501');
    const job = await bookTestAppointment(t.app, product, { zipCode: '81501', actualDateTime: inFuture(30) });
    expect(await unclaimedIds(v)).toContain(job.id);
    const res = await ops(`${job.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelledAt).toEqual(expect.any(String));
    expect(await unclaimedIds(v)).not.toContain(job.id);
    const consoleList = await t.app.inject({
      url: '/api/ops/appointments?state=unclaimed&limit=200',
      headers: opsHeaders,
    });
    expect((consoleList.json().data as Array<{ id: number }>).map((a) => a.id)).not.toContain(job.id);
    const claim = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${job.id}`,
      headers: v.headers,
    });
    expect(claim.statusCode).toBe(404);
    const events = await t.app.db.select().from(liveEvents).where(eq(liveEvents.type, 'appointment.cancelled'));
    expect(events.some((e) => (e.payload as { appointmentId: number }).appointmentId === job.id)).toBe(true);
  });

  it('tells the vendor of a claimed job by mail, drops it from its list, its detail says cancelled, audits', async () => {
    const v = await servingVendor('81502');
    const job = await bookTestAppointment(t.app, product, {
      zipCode: '81502',
      vendorId: v.vendorId,
      actualDateTime: '2036-12-02T21:30:00.000Z',
    });
    expect(await listIds(v)).toContain(job.id);
    const upcoming = async () => (await get(v, '/api/earnings?weeks=1')).json().data.upcomingCount as number;
    expect(await upcoming()).toBe(1);
    expect((await ops(`${job.id}/cancel`)).statusCode).toBe(200);
    expect(await listIds(v)).not.toContain(job.id);
    expect(await upcoming()).toBe(0); // a cancelled job is no longer pay to come
    const detail = await get(v, `/api/appointment/${job.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.cancelledAt).toEqual(expect.any(String));
    const complete = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/complete/${job.id}`,
      headers: v.headers,
    });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(APPOINTMENTS.cancelled);
    const mails = await mailsTo(v.email);
    // Issue 38 item 12: the mail names the job as the vendor knows it, the time in the property's zone.
    const mail = mails.find((m) => m.idempotencyKey === `appointment-cancelled:${job.id}`)!;
    expect(mail.subject).toBe(
      'Cancelled: Booking Changes Detailing for Casey, Tuesday, December 2, 2036 at 2:30 PM MST',
    );
    expect(mail.text).toContain(
      `the Booking Changes Detailing for Casey on Tuesday, December 2, 2036 at 2:30 PM MST (Denver; appointment ${job.id})`,
    );
    const actions = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `appointment:${job.id}`))
    ).map((e) => e.action);
    expect(actions).toContain('appointment.cancel');
  });

  it('marks the calendar feed event CANCELLED', async () => {
    const v = await servingVendor('81503');
    const job = await bookTestAppointment(t.app, product, { zipCode: '81503', vendorId: v.vendorId });
    const feed = await t.app.inject({ method: 'POST', url: '/api/calendarFeed', headers: v.headers });
    const path = new URL(feed.json<{ url: string }>().url).pathname;
    expect((await t.app.inject({ url: path })).body).toContain('STATUS:CONFIRMED');
    await ops(`${job.id}/cancel`);
    const text = (await t.app.inject({ url: path })).body;
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain(`appointment-${job.id}@`);
  });

  it('answers 404 for an unknown booking, 409 for a cancelled or completed one', async () => {
    expect((await ops('999999/cancel')).statusCode).toBe(404);
    const job = await bookTestAppointment(t.app, product, { actualDateTime: inFuture(40) });
    await ops(`${job.id}/cancel`);
    const again = await ops(`${job.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW.bookingCancelled);
    const done = await bookTestAppointment(t.app, product, { completedAt: inFuture(-1) });
    const completed = await ops(`${done.id}/cancel`);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(REVIEW.bookingCompleted);
  });

  it('is for admins: a reviewer gets 403; a repeated Idempotency-Key replays the answer', async () => {
    const reviewer = await createTestStaff(t.app, 'reviewer');
    const job = await bookTestAppointment(t.app, product, { actualDateTime: inFuture(41) });
    expect((await ops(`${job.id}/cancel`, {}, reviewer.headers)).statusCode).toBe(403);
    const headers = { ...opsHeaders, 'idempotency-key': `cancel-${job.id}` };
    const first = await ops(`${job.id}/cancel`, {}, headers);
    const replay = await ops(`${job.id}/cancel`, {}, headers);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
  });
});

describe('POST /api/ops/appointments/{id}/reschedule', () => {
  it('moves a claimed job and its length, mails its vendor, audits', async () => {
    const v = await servingVendor('81504');
    const job = await bookTestAppointment(t.app, product, {
      zipCode: '81504',
      vendorId: v.vendorId,
      actualDateTime: '2036-12-02T21:30:00.000Z',
    });
    const start = '2036-12-04T16:00:00.000Z';
    const res = await ops(`${job.id}/reschedule`, { actualDateTime: start, duration: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ actualDateTime: start, duration: 120, cancelledAt: null });
    const detail = (await get(v, `/api/appointment/${job.id}`)).json().data;
    expect(detail.actualDateTime).toBe(start);
    expect(detail.appointmentDetails.duration).toBe(120);
    // Issue 38 item 12: the service, the customer's first name, the old and the new time in the property's zone.
    const mail = (await mailsTo(v.email)).find((m) =>
      m.idempotencyKey.startsWith(`appointment-rescheduled:${job.id}:`),
    )!;
    expect(mail.subject).toBe(
      'Moved: Booking Changes Detailing for Casey, now Thursday, December 4, 2036 at 9:00 AM MST',
    );
    expect(mail.text).toContain(
      'Was: Tuesday, December 2, 2036 at 2:30 PM MST\nNow: Thursday, December 4, 2036 at 9:00 AM MST',
    );
    const actions = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `appointment:${job.id}`))
    ).map((e) => e.action);
    expect(actions).toContain('appointment.reschedule');
  });

  it('writes a date-only job as its day in the moved mail, without the hidden time (issue 38 item 3)', async () => {
    const v = await eligibleVendor(t.app, [], []);
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const job = await bookTestAppointment(t.app, windows, {
      vendorId: v.vendorId,
      actualDateTime: '2036-12-02T21:30:00.000Z',
    });
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: '2036-12-04T19:00:00.000Z' })).statusCode).toBe(200);
    const mail = (await mailsTo(v.email)).find((m) =>
      m.idempotencyKey.startsWith(`appointment-rescheduled:${job.id}:`),
    )!;
    expect(mail.subject).toBe('Moved: Window Cleaning for Casey, now Thursday, December 4, 2036');
    expect(mail.text).toContain('Was: Tuesday, December 2, 2036\nNow: Thursday, December 4, 2036');
    expect(mail.text).not.toMatch(/AM|PM/);
  });

  it('alerts of a moved date-only job with its day, not its hidden time (issue 38 item 3)', async () => {
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning Alerts',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const v = await eligibleVendor(t.app, [windows.id], ['81509']);
    const job = await bookTestAppointment(t.app, windows, {
      zipCode: '81509',
      actualDateTime: '2036-12-02T23:30:00.000Z',
    });
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: '2036-12-04T23:30:00.000Z' })).statusCode).toBe(200);
    const alert = (await mailsTo(v.email)).find((m) => m.idempotencyKey.includes(':moved:'))!;
    expect(alert.text).toContain('Denver 81509, Thursday, December 4, 2036. It pays');
    expect(alert.text).not.toMatch(/\d:\d\d [AP]M/);
  });

  it('alerts eligible vendors of a moved unclaimed job again, at most once an hour (issue 38 item 7)', async () => {
    const v = await servingVendor('81505');
    const job = await bookTestAppointment(t.app, product, { zipCode: '81505', actualDateTime: inFuture(50) });
    const moved = async () =>
      (await mailsTo(v.email)).filter((m) => /^new-job:\d+:member:\d+:moved:/.test(m.idempotencyKey)).length;
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(90) })).statusCode).toBe(200);
    expect(await moved()).toBe(1);
    // Within the hour the company has heard of this job: a second move tells it nothing new.
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(92) })).statusCode).toBe(200);
    expect(await moved()).toBe(1);
    // Its turn on this job taken more than an hour ago: a move is news again.
    await hourPassed(job.id);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(95) })).statusCode).toBe(200);
    expect(await moved()).toBe(2);
  });

  it('answers 400 for a start in the past, 404 unknown, 409 cancelled', async () => {
    const job = await bookTestAppointment(t.app, product, { actualDateTime: inFuture(60) });
    const past = await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(REVIEW.rescheduleInPast);
    expect((await ops('999999/reschedule', { actualDateTime: inFuture(5) })).statusCode).toBe(404);
    await ops(`${job.id}/cancel`);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(5) })).statusCode).toBe(409);
  });
});

describe("the company's change mails in its reader's language (issue 46)", () => {
  const speak = async (v: TestVendor, language: 'en' | 'es') => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: v.headers,
      payload: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const claimedBy = async (v: TestVendor) =>
    bookTestAppointment(t.app, product, { vendorId: v.vendorId, actualDateTime: '2036-12-02T21:30:00.000Z' });
  const mailOf = async (v: TestVendor, key: string) =>
    (await mailsTo(v.email)).find((m) => m.idempotencyKey.startsWith(key))!;

  it('writes the cancel mail in Spanish to a Spanish company, its date es-US; in English to an English one', async () => {
    const spanish = await servingVendor('81511');
    await speak(spanish, 'es');
    const english = await servingVendor('81512');
    await speak(english, 'en');
    const es = await claimedBy(spanish);
    const en = await claimedBy(english);
    expect((await ops(`${es.id}/cancel`)).statusCode).toBe(200);
    expect((await ops(`${en.id}/cancel`)).statusCode).toBe(200);
    const esMail = await mailOf(spanish, `appointment-cancelled:${es.id}`);
    expect(esMail.subject).toBe(
      'Cancelado: Booking Changes Detailing para Casey, martes, 2 de diciembre de 2036, 2:30 p.m. MST',
    );
    expect(esMail.text).toBe(
      `La plataforma canceló el trabajo de Booking Changes Detailing para Casey, martes, 2 de diciembre de 2036, 2:30 p.m. MST (Denver; cita ${es.id}). Ya no está en tus citas ni en tu calendario: no tienes que hacer nada.`,
    );
    const enMail = await mailOf(english, `appointment-cancelled:${en.id}`);
    expect(enMail.subject).toBe(
      'Cancelled: Booking Changes Detailing for Casey, Tuesday, December 2, 2036 at 2:30 PM MST',
    );
    expect(enMail.text).toBe(
      `The provider cancelled the Booking Changes Detailing for Casey on Tuesday, December 2, 2036 at 2:30 PM MST (Denver; appointment ${en.id}). It has left your appointments and calendar; there is nothing more to do.`,
    );
  });

  it('writes the moved mail in Spanish to a Spanish company, both dates es-US; in English to an English one', async () => {
    const spanish = await servingVendor('81513');
    await speak(spanish, 'es');
    const english = await servingVendor('81514');
    const es = await claimedBy(spanish);
    const en = await claimedBy(english);
    const start = '2036-12-04T16:00:00.000Z';
    expect((await ops(`${es.id}/reschedule`, { actualDateTime: start })).statusCode).toBe(200);
    expect((await ops(`${en.id}/reschedule`, { actualDateTime: start })).statusCode).toBe(200);
    const esMail = await mailOf(spanish, `appointment-rescheduled:${es.id}:`);
    expect(esMail.subject).toBe(
      'Reprogramado: Booking Changes Detailing para Casey, ahora jueves, 4 de diciembre de 2036, 9:00 a.m. MST',
    );
    expect(esMail.text).toBe(
      `La plataforma reprogramó el trabajo de Booking Changes Detailing para Casey (Denver; cita ${es.id}).\n\nAntes: martes, 2 de diciembre de 2036, 2:30 p.m. MST\nAhora: jueves, 4 de diciembre de 2036, 9:00 a.m. MST\n\nTus citas y tu calendario ya muestran el cambio.`,
    );
    const enMail = await mailOf(english, `appointment-rescheduled:${en.id}:`);
    expect(enMail.subject).toBe(
      'Moved: Booking Changes Detailing for Casey, now Thursday, December 4, 2036 at 9:00 AM MST',
    );
    expect(enMail.text).toBe(
      `The provider moved the Booking Changes Detailing for Casey (Denver; appointment ${en.id}).\n\nWas: Tuesday, December 2, 2036 at 2:30 PM MST\nNow: Thursday, December 4, 2036 at 9:00 AM MST\n\nYour appointments and calendar show the new time.`,
    );
  });
});
