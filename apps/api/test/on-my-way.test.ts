import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS, DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { appointments, mailQueue } from '../src/db/schema.ts';
import { sendDueMail, retryDelayMs } from '../src/lib/mail-queue.ts';
import type { Mailer, MailMessage } from '../src/lib/mail.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestVendor,
} from './helpers.ts';

// docs/architecture.md "The working day": POST /api/appointment/{id}/on-my-way. The app's clock is the test's:
// jobs are booked in 2030 and the clock is moved to their day.

let clock = new Date('2030-03-05T15:00:00Z');
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

const MIN = 60_000;

async function job(
  actualDateTime: string,
  timeZone: 'America/Denver' | 'America/New_York' = 'America/Denver',
  v?: TestVendor,
) {
  const vendor = v ?? (await createTestVendor(t.app, { title: 'Sparkle Detailing' }));
  const { id } = await bookTestAppointment(t.app, product, {
    vendorId: vendor.vendorId,
    actualDateTime,
    property: { timeZone },
  });
  return { v: vendor, id };
}

const send = (v: TestVendor, id: number, etaMinutes: unknown = 30) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointment/${id}/on-my-way`,
    headers: v.headers,
    payload: { etaMinutes },
  });

const queued = (id: number) =>
  t.app.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.idempotencyKey, `on-my-way:${id}:${clock.toISOString()}`));

describe('POST /api/appointment/{id}/on-my-way', () => {
  it('answers 202 and mails the customer the company, the service and the arrival in the property’s zone', async () => {
    clock = new Date('2030-03-05T15:00:00Z'); // 8:00 AM in Denver (MST)
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const res = await send(v, id, 30);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      data: { appointmentId: id, sentAt: clock.toISOString(), etaMinutes: 30, arrivesAt: '2030-03-05T15:30:00.000Z' },
    });
    expect(await t.app.mailWorker.runOnce()).toBeGreaterThanOrEqual(1);
    const mail = t.mail.find((m) => m.subject === 'Sparkle Detailing is on the way' && m.text.includes('8:30 AM'));
    expect(mail).toMatchObject({ to: 'casey@example.com' });
    // The customer's own page closes every customer mail (docs/architecture.md "The customer's page").
    expect(mail!.text.replace(/^https?:\/\/\S+\/job\?token=[\w-]{43}$/m, '')).toBe(
      [
        'Hello Casey,',
        '',
        'Sparkle Detailing is on the way for your Vehicle Detailing appointment.',
        'Expected arrival: 8:30 AM MST.',
        '',
        'This is an estimate; traffic may change it a little.',
        '',
        'Follow your booking, and write to the company, here:',
        '',
        '',
      ].join('\n'),
    );
    // The vendor sees that it was sent, and when.
    const list = await t.app.inject({ method: 'GET', url: '/api/appointment/on-my-way', headers: v.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([res.json().data]);
  });

  it('reads the job’s day in the property’s zone: the same instants are the same day in Denver, not in New York', async () => {
    // The job: 04:30 UTC on 6 March = 9:30 PM on 5 March in Denver, 11:30 PM on 5 March in New York.
    // The clock: 05:30 UTC = 10:30 PM on 5 March in Denver, 12:30 AM on 6 March in New York.
    clock = new Date('2030-03-06T05:30:00Z');
    const denver = await job('2030-03-06T04:30:00Z', 'America/Denver');
    const newYork = await job('2030-03-06T04:30:00Z', 'America/New_York');
    expect((await send(denver.v, denver.id)).statusCode).toBe(202);
    const refused = await send(newYork.v, newYork.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: DAY.notToday });
    expect(await queued(newYork.id)).toHaveLength(0);
  });

  it('across a DST change: the job’s day is still its own day in its zone', async () => {
    // 10 March 2030: Denver springs forward at 2:00 AM. A job at 11:00 PM MDT that day is 05:00 UTC on the 11th.
    clock = new Date('2030-03-10T07:30:00Z'); // 1:30 AM MST on the 10th
    const { v, id } = await job('2030-03-11T05:00:00Z');
    expect((await send(v, id)).statusCode).toBe(202);
  });

  it('refuses another day, a completed job and a cancelled job with 409 and the reason, and mails nothing', async () => {
    clock = new Date('2030-03-05T15:00:00Z');
    const tomorrow = await job('2030-03-06T16:00:00Z');
    const yesterday = await job('2030-03-04T16:00:00Z');
    const completed = await job('2030-03-05T16:00:00Z');
    const cancelled = await job('2030-03-05T17:00:00Z');
    await t.app.db.update(appointments).set({ completedAt: clock }).where(eq(appointments.id, completed.id));
    await t.app.db.update(appointments).set({ cancelledAt: clock }).where(eq(appointments.id, cancelled.id));
    for (const [{ v, id }, code, message] of [
      [tomorrow, 'conflict', DAY.notToday],
      [yesterday, 'conflict', DAY.notToday],
      // A closed job (docs/architecture.md "Availability and dispatch").
      [completed, 'appointment-closed', APPOINTMENTS.alreadyCompleted],
      [cancelled, 'appointment-closed', APPOINTMENTS.cancelled],
    ] as const) {
      const res = await send(v, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code, message });
      expect(await queued(id)).toHaveLength(0);
    }
  });

  it('sends at most once per 10 minutes per job: 429 with Retry-After in seconds, kept in the database', async () => {
    clock = new Date('2030-03-05T15:00:00Z');
    const { v, id } = await job('2030-03-05T18:00:00Z');
    expect((await send(v, id, 15)).statusCode).toBe(202);
    clock = new Date(clock.getTime() + 4 * MIN);
    const again = await send(v, id, 15);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('360');
    expect(again.json()).toMatchObject({ code: 'too-many-requests', message: DAY.tooSoon(durationText(6)) });
    expect(await queued(id)).toHaveLength(0);
    // Another job of the same vendor is not held back.
    const other = await job('2030-03-05T20:00:00Z', 'America/Denver', v);
    expect((await send(v, other.id)).statusCode).toBe(202);
    clock = new Date(clock.getTime() + 6 * MIN);
    const later = await send(v, id, 45);
    expect(later.statusCode).toBe(202);
    expect(later.json().data).toMatchObject({ sentAt: clock.toISOString(), etaMinutes: 45 });
    expect(await queued(id)).toHaveLength(1);
  });

  it('refuses an estimate outside 5–240 minutes, another vendor’s job (404) and no token (401)', async () => {
    clock = new Date('2030-03-05T15:00:00Z');
    const { v, id } = await job('2030-03-05T19:00:00Z');
    for (const eta of [4, 241, 12.5, '30', null]) {
      const res = await send(v, id, eta);
      expect(res.statusCode).toBe(400);
    }
    const stranger = await createTestVendor(t.app);
    const foreign = await send(stranger, id);
    expect(foreign.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/appointment/on-my-way', headers: stranger.headers });
    expect(list.json()).toEqual({ data: [] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/appointment/${id}/on-my-way`,
      payload: { etaMinutes: 30 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await send(v, id)).statusCode).toBe(202);
  });

  it('SMTP down: the mail waits in the queue and leaves once when it is back', async () => {
    clock = new Date('2030-03-05T15:00:00Z');
    const { v, id } = await job('2030-03-05T21:00:00Z');
    // Whatever earlier tests queued leaves first, so that only this mail is due below.
    await t.app.mailWorker.runOnce();
    expect((await send(v, id, 60)).statusCode).toBe(202);
    const sent: MailMessage[] = [];
    let down = true;
    const smtp: Mailer = {
      mode: 'outbox',
      async send(m) {
        if (down) throw new Error('smtp down');
        sent.push(m);
      },
      close() {},
    };
    const row = async () => (await queued(id))[0]!;
    expect(await sendDueMail(t.app.db, smtp, { now })).toBe(0);
    expect(await row()).toMatchObject({ attempts: 1, lastError: 'smtp down', sentAt: null });
    down = false;
    const later = () => new Date(clock.getTime() + retryDelayMs(1) + 1);
    expect(await sendDueMail(t.app.db, smtp, { now: later })).toBe(1);
    expect(await sendDueMail(t.app.db, smtp, { now: later })).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Expected arrival: 9:00 AM MST.');
  });
});
