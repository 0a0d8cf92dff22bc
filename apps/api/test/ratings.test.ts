import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, auditLog, ratings, webhookDeliveries, webhookEndpoints } from '../src/db/schema.ts';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';
import { publishDueRatings } from '../src/modules/ratings/service.ts';

// docs/architecture.md "Ratings and the right of reply": only the booking's customer rates a completed job, once,
// within 30 days; the rating is held 72 hours (the company replies once, appeals once); an unappealed one is then
// published and counts; an appeal holds it until an admin keeps (published at once) or removes it (never counts).
// Every rule on the test's clock: jobs completed in 2030, the clock moved.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DONE = Date.parse('2030-03-05T18:00:00Z');
let clock = new Date(DONE + HOUR);
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
let admin: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
  admin = await createTestStaff(t.app, 'admin');
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

let customers = 0;
async function book(vendorId: number | null, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, {
      customer: {
        firstName: 'Casey',
        lastName: 'Customer',
        email: `rating-customer-${++customers}@example.com`,
        phone: '(303) 555-0199',
      },
      actualDateTime: '2030-03-05T16:00:00Z',
      ...(vendorId === null ? {} : { vendorId, completedAt: new Date(DONE).toISOString() }),
      ...overrides,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, customerUrl } = res.json() as { id: number; customerUrl: string };
  return { id, token: new URL(customerUrl).searchParams.get('token')! };
}

const rate = (token: string, body: Record<string, unknown> = { stars: 4, tags: ['on-time', 'tidy'] }) =>
  t.app.inject({ method: 'POST', url: '/api/public/job/rating', payload: { token, ...body } });
const readJob = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/job?token=${encodeURIComponent(token)}` })).json().data;
const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/ratings', headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const stored = async (appointmentId: number) =>
  t.app.db.select().from(ratings).where(eq(ratings.appointmentId, appointmentId));

async function outbox() {
  await t.app.mailWorker.runOnce();
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
  return res.json().data as Array<{ to: string; subject: string; text: string }>;
}

describe('a customer rates a completed job', () => {
  it('rates once from its link: 201, held, the company told by mail in each member’s language', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app, { title: 'Bright Co' });
    const office = await createTestMember(t.app, v, 'office');
    const booked = await book(v.vendorId);
    expect(await readJob(booked.token)).toMatchObject({ canRate: true, rating: null });

    const res = await rate(booked.token, { stars: 5, tags: ['friendly'], comment: '  Lovely work.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      stars: 5,
      tags: ['friendly'],
      comment: 'Lovely work.',
      createdAt: clock.toISOString(),
    });
    expect(await readJob(booked.token)).toMatchObject({
      canRate: false,
      rating: { stars: 5, tags: ['friendly'], comment: 'Lovely work.', reply: null },
    });
    const mails = (await outbox()).filter((m) => m.subject.startsWith('New rating'));
    expect(mails.map((m) => m.to).sort()).toEqual([v.email, office.email].sort());
    expect(mails[0]!.subject).toBe('New rating: 5 of 5 stars for Window Cleaning');

    const twice = await rate(booked.token, { stars: 1, tags: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already-rated');
    expect((await stored(booked.id)).map((r) => r.stars)).toEqual([5]);
  });

  it('refuses 0 or 6 stars, half stars, an unknown or repeated tag and a long comment, storing nothing', async () => {
    const v = await createTestVendor(t.app);
    const booked = await book(v.vendorId);
    for (const body of [
      { stars: 0, tags: [] },
      { stars: 6, tags: [] },
      { stars: 4.5, tags: [] },
      { stars: 4, tags: ['sparkly'] },
      { stars: 4, tags: ['tidy', 'tidy'] },
      { stars: 4, tags: [], comment: 'x'.repeat(1001) },
    ]) {
      const res = await rate(booked.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation-error');
    }
    expect(await stored(booked.id)).toEqual([]);
  });

  it('refuses a job not completed, cancelled or a no-show (409 not-completed), storing nothing', async () => {
    const v = await createTestVendor(t.app);
    const open = await book(v.vendorId);
    await t.app.db.update(appointments).set({ completedAt: null }).where(eq(appointments.id, open.id));
    const cancelled = await book(null);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/ops/appointments/${cancelled.id}/cancel`, headers: opsHeaders }))
        .statusCode,
    ).toBe(200);
    const noShow = await book(v.vendorId);
    await t.app.db.update(appointments).set({ outcome: 'no-show' }).where(eq(appointments.id, noShow.id));
    for (const booked of [open, cancelled, noShow]) {
      expect((await readJob(booked.token)).canRate).toBe(false);
      const res = await rate(booked.token);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('not-completed');
      expect(await stored(booked.id)).toEqual([]);
    }
  });

  it('takes a rating until 30 days after completion, not at 30 days', async () => {
    const v = await createTestVendor(t.app);
    const late = await book(v.vendorId);
    const edge = await book(v.vendorId);
    clock = new Date(DONE + 30 * DAY - 1);
    expect((await readJob(late.token)).canRate).toBe(true);
    expect((await rate(late.token)).statusCode).toBe(201);
    clock = new Date(DONE + 30 * DAY);
    // The link ends with the window (docs/architecture.md "The customer's page"): the same instant closes both.
    const closed = await rate(edge.token);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('invalid-job-token');
    expect(await stored(edge.id)).toEqual([]);
    clock = new Date(DONE + HOUR);
  });

  it('refuses an unknown link 400 invalid-job-token', async () => {
    const res = await rate('not-a-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid-job-token');
  });
});

describe('the hold, the reply, the appeal and publication', () => {
  it('holds 72 hours, then publishes: the summary counts it and the customer sees the reply', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app, { title: 'Hold Co' });
    const booked = await book(v.vendorId);
    const id = (await rate(booked.token, { stars: 3, tags: ['late'] })).json().id as number;

    const held = (await list(v.headers)).json();
    expect(held.summary).toEqual({ average: null, count: 0 });
    expect(held.data).toEqual([
      expect.objectContaining({ id, appointmentId: booked.id, status: 'held', publishedAt: null, reply: null }),
    ]);

    const replied = await post(`/api/ratings/${id}/reply`, v.headers, {
      body: ' We are sorry; it will not happen again. ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'We are sorry; it will not happen again.', status: 'held' });
    const second = await post(`/api/ratings/${id}/reply`, v.headers, { body: 'Again.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict', message: 'This rating has a reply already.' });
    // Held: the customer does not see the reply yet.
    expect((await readJob(booked.token)).rating.reply).toBeNull();

    clock = new Date(DONE + HOUR + 72 * HOUR - 1);
    expect((await list(v.headers)).json().data[0].status).toBe('held');
    clock = new Date(DONE + HOUR + 72 * HOUR);
    // Read as published at once, before the sweep writes it down.
    const due = (await list(v.headers)).json();
    expect(due.data[0]).toMatchObject({ status: 'published', publishedAt: clock.toISOString() });
    expect(due.summary).toEqual({ average: 3, count: 1 });
    expect((await readJob(booked.token)).rating.reply).toBe('We are sorry; it will not happen again.');

    const published = await publishDueRatings(t.app.db, clock);
    expect(published.map((r) => r.id)).toContain(id);
    expect((await stored(booked.id))[0]!.publishedAt).toEqual(clock);
    expect((await publishDueRatings(t.app.db, clock)).map((r) => r.id)).not.toContain(id);

    const appealLate = await post(`/api/ratings/${id}/appeal`, v.headers, { reason: 'Too late.' });
    expect(appealLate.statusCode).toBe(409);
    expect(appealLate.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/no longer held/) });
    clock = new Date(DONE + HOUR);
  });

  it('the sweep in the app publishes on the live clock', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app);
    const booked = await book(v.vendorId);
    await rate(booked.token);
    clock = new Date(DONE + HOUR + 73 * HOUR);
    await t.app.ratingPublication.tick();
    expect((await stored(booked.id))[0]!.publishedAt).toEqual(new Date(DONE + HOUR + 72 * HOUR));
    clock = new Date(DONE + HOUR);
  });

  it('an appeal holds it past 72 hours; an admin keeps it (published at once) or removes it (never counts)', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app, { title: 'Appeal Co' });
    const kept = await book(v.vendorId);
    const removed = await book(v.vendorId);
    const keptId = (await rate(kept.token, { stars: 2, tags: [] })).json().id as number;
    const removedId = (await rate(removed.token, { stars: 1, tags: ['rude'] })).json().id as number;
    for (const id of [keptId, removedId]) {
      const appealed = await post(`/api/ratings/${id}/appeal`, v.headers, { reason: 'The customer was not home.' });
      expect(appealed.statusCode, appealed.body).toBe(200);
      expect(appealed.json()).toMatchObject({ status: 'appealed', appealReason: 'The customer was not home.' });
    }
    const again = await post(`/api/ratings/${keptId}/appeal`, v.headers, { reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'This rating has been appealed already.' });

    clock = new Date(DONE + HOUR + 100 * HOUR);
    await t.app.ratingPublication.tick();
    const still = (await list(v.headers)).json();
    expect(still.data.map((r: { status: string }) => r.status)).toEqual(['appealed', 'appealed']);
    expect(still.summary).toEqual({ average: null, count: 0 });

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/ops/ratings?status=appealed',
      headers: reviewer.headers,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([keptId, removedId]));

    const decide = (id: number, headers: Record<string, string>, decision: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/ops/ratings/${id}`, headers, payload: { decision, note: 'Seen.' } });
    const byReviewer = await decide(keptId, reviewer.headers, 'keep');
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().code).toBe('admin-only');
    expect((await stored(kept.id))[0]!.decision).toBeNull();

    const keep = await decide(keptId, admin.headers, 'keep');
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json()).toMatchObject({ status: 'published', decision: 'keep', publishedAt: clock.toISOString() });
    const remove = await decide(removedId, admin.headers, 'remove');
    expect(remove.json()).toMatchObject({ status: 'removed', decision: 'remove', publishedAt: null });
    expect((await decide(removedId, admin.headers, 'keep')).statusCode).toBe(409);

    const after = (await list(v.headers)).json();
    expect(after.summary).toEqual({ average: 2, count: 1 });
    expect(after.data.find((r: { id: number }) => r.id === removedId).status).toBe('removed');

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'rating.decide'));
    expect(audit.map((a) => a.target)).toEqual(expect.arrayContaining([`rating:${keptId}`, `rating:${removedId}`]));
    expect(audit.find((a) => a.target === `rating:${keptId}`)!.actor).toBe(admin.email);
    const told = (await outbox()).filter((m) => m.to === v.email && m.subject.startsWith('Your appeal'));
    expect(told.map((m) => m.subject).sort()).toEqual([
      'Your appeal of a rating: the rating is kept and now counts',
      'Your appeal of a rating: the rating is removed and never counts',
    ]);
    clock = new Date(DONE + HOUR);
  });

  it('another company’s rating is 404 on reply and appeal; a technician reads only its jobs’ and may not answer', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, v, 'technician');
    const mine = await book(v.vendorId);
    const notMine = await book(v.vendorId);
    await t.app.db.update(appointments).set({ assigneeId: tech.memberId }).where(eq(appointments.id, mine.id));
    const id = (await rate(mine.token, { stars: 5, tags: [] })).json().id as number;
    await rate(notMine.token, { stars: 4, tags: [] });

    for (const [path, body] of [
      ['reply', { body: 'Hi.' }],
      ['appeal', { reason: 'No.' }],
    ] as const) {
      const res = await post(`/api/ratings/${id}/${path}`, other.headers, body);
      expect(res.statusCode).toBe(404);
      const byTech = await post(`/api/ratings/${id}/${path}`, tech.headers, body);
      expect(byTech.statusCode).toBe(403);
    }
    expect((await stored(mine.id))[0]).toMatchObject({ replyBody: null, appealedAt: null });
    expect((await list(other.headers)).json().data).toEqual([]);
    const techList = (await list(tech.headers)).json();
    expect(techList.data.map((r: { appointmentId: number }) => r.appointmentId)).toEqual([mine.id]);
    expect((await list(v.headers)).json().data).toHaveLength(2);
  });

  it('a vendor on the staff routes is 403', async () => {
    const v = await createTestVendor(t.app);
    const read = await t.app.inject({ method: 'GET', url: '/api/ops/ratings', headers: v.headers });
    expect(read.statusCode).toBe(403);
    const decide = await t.app.inject({
      method: 'PATCH',
      url: '/api/ops/ratings/1',
      headers: v.headers,
      payload: { decision: 'keep' },
    });
    expect(decide.statusCode).toBe(403);
  });
});

describe('a partner hears of a rating when it starts to count', () => {
  it('queues rating.published once, at the hold’s end and at an admin’s keep, never for a removed rating', async () => {
    clock = new Date(DONE + HOUR);
    const v = await createTestVendor(t.app, { title: 'Hooked Co' });
    const [endpoint] = await t.app.db
      .insert(webhookEndpoints)
      .values({
        vendorId: v.vendorId,
        url: 'https://hooks.example.com/in',
        events: ['rating.published'],
        secret: 'whsec_AAAA',
      })
      .returning({ id: webhookEndpoints.id });
    const events = async () =>
      (
        await t.app.db
          .select({ type: webhookDeliveries.type, body: webhookDeliveries.body })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint!.id))
      ).map((d) => JSON.parse(d.body) as { type: string; data: Record<string, unknown> });

    const held = await book(v.vendorId);
    const heldId = (await rate(held.token, { stars: 5, tags: [] })).json().id as number;
    const kept = await book(v.vendorId);
    const keptId = (await rate(kept.token, { stars: 3, tags: [] })).json().id as number;
    const removed = await book(v.vendorId);
    const removedId = (await rate(removed.token, { stars: 1, tags: [] })).json().id as number;
    for (const id of [keptId, removedId])
      expect((await post(`/api/ratings/${id}/appeal`, v.headers, { reason: 'Not us.' })).statusCode).toBe(200);
    expect(await events()).toEqual([]);

    clock = new Date(DONE + HOUR + 72 * HOUR);
    await publishDueRatings(t.app.db, clock);
    await publishDueRatings(t.app.db, clock);
    expect(await events()).toEqual([
      expect.objectContaining({
        type: 'rating.published',
        data: expect.objectContaining({ appointmentId: held.id, ratingId: heldId, stars: 5 }),
      }),
    ]);

    const decide = (id: number, decision: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/ops/ratings/${id}`,
        headers: admin.headers,
        payload: { decision, note: 'Seen.' },
      });
    expect((await decide(keptId, 'keep')).statusCode).toBe(200);
    expect((await decide(removedId, 'remove')).statusCode).toBe(200);
    expect((await events()).map((e) => e.data.ratingId)).toEqual([heldId, keptId]);
    clock = new Date(DONE + HOUR);
  });
});
