import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobLinks, vendorMembers } from '../src/db/schema.ts';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// docs/architecture.md "The customer's page": one customer link per booking (`/job?token=…`), answered to staff
// with the booking and carried by every customer mail; GET /api/public/job answers the booking it opens, and
// nothing more; an unknown, forged or ended link is 400 invalid-job-token, 20 of those a minute per IP then 429.
// Over HTTP on the test's clock: jobs are booked in 2030 and the clock moved to their day and past their end.

const DAY_MS = 86_400_000;
let clock = new Date('2030-03-05T15:00:00Z'); // 8:00 AM in Denver
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
});
afterAll(async () => t.close());

let customers = 0;
async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const email = `job-customer-${++customers}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: { ...opsHeaders, ...headers },
    payload: opsBookingBody(product, {
      customer: { firstName: 'Casey', lastName: 'Customer', email, phone: '(303) 555-0199' },
      actualDateTime: '2030-03-05T16:00:00Z',
      ...overrides,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; customerUrl?: string };
  return { ...body, email, token: body.customerUrl ? new URL(body.customerUrl).searchParams.get('token')! : '' };
}

async function outbox(to: string) {
  await t.app.mailWorker.runOnce();
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
  return (res.json().data as Array<{ to: string; subject: string; text: string; links: string[] }>).filter(
    (m) => m.to === to,
  );
}

const jobLinksOf = (mail: { links: string[] }) => mail.links.filter((l) => new URL(l).pathname === '/job');

const readJob = (token: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'GET', url: `/api/public/job?token=${encodeURIComponent(token)}`, remoteAddress: ip });

describe('the customer’s link', () => {
  it('is answered to staff with the booking, 256 bits, and the database keeps only its digest', async () => {
    const booked = await book();
    const url = new URL(booked.customerUrl!);
    expect(url.pathname).toBe('/job');
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.db.select().from(jobLinks).where(eq(jobLinks.appointmentId, booked.id));
    expect(row!.tokenDigest).toBe(crypto.createHash('sha256').update(booked.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(booked.token);
  });

  it('is not kept for a replay of the booking’s Idempotency-Key', async () => {
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await book({}, key);
    expect(first.customerUrl).toBeTruthy();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: { ...opsHeaders, ...key },
      payload: opsBookingBody(product, {
        customer: { firstName: 'Casey', lastName: 'Customer', email: first.email, phone: '(303) 555-0199' },
        actualDateTime: '2030-03-05T16:00:00Z',
      } as never),
    });
    expect(replay.statusCode, replay.body).toBeLessThan(300);
    expect(replay.json().id).toBe(first.id);
    expect(replay.json().customerUrl).toBeUndefined();
  });

  it('is mailed to the customer with the booking, and on my way and more time carry the same link', async () => {
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const booked = await book({ vendorId: v.vendorId });
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: v.headers, ...(payload ? { payload } : {}) });
    expect((await post(`/api/appointment/${booked.id}/on-my-way`, { etaMinutes: 30 })).statusCode).toBe(202);
    clock = new Date('2030-03-05T16:00:00Z');
    expect((await post(`/api/appointment/${booked.id}/check-in`)).statusCode).toBe(200);
    const asked = await post(`/api/appointment/${booked.id}/extra-time`, { minutes: 30, reason: 'Gutter.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const mails = await outbox(booked.email);
    clock = new Date('2030-03-05T15:00:00Z');
    const confirmation = mails.find((m) => m.subject === 'Your Window Cleaning appointment is booked')!;
    expect(confirmation.text).toContain('Hello Casey,');
    expect(confirmation.text).toContain(
      'Your Window Cleaning appointment is booked for Tuesday, March 5, 2030 at 9:00 AM MST.',
    );
    expect(confirmation.text).toContain('Follow your booking, and write to the company, here:');
    expect(jobLinksOf(confirmation)).toEqual([booked.customerUrl]);
    const onMyWay = mails.find((m) => m.subject === 'Clear View Co is on the way')!;
    const moreTime = mails.find((m) => m.subject === 'Clear View Co asks for more time')!;
    expect(jobLinksOf(onMyWay)).toEqual([booked.customerUrl]);
    expect(jobLinksOf(moreTime)).toEqual([booked.customerUrl]);
    // The /approve link still comes first in the more-time mail.
    expect(new URL(moreTime.links[0]!).pathname).toBe('/approve');
  });

  it('is written in the customer’s language, and says so to the page', async () => {
    const email = 'carla-job@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: opsBookingBody(product, {
        customer: { firstName: 'Carla', lastName: 'Cliente', email, language: 'es' },
        actualDateTime: '2030-03-05T16:00:00Z',
      } as never),
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = new URL(res.json().customerUrl);
    expect(url.searchParams.get('lang')).toBe('es');
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe('Su cita de Window Cleaning está reservada');
    expect(mail!.text).toContain('Hola, Carla:');
    expect(mail!.text).toContain('Siga su reserva y escriba a la empresa aquí:');
    expect(mail!.text).not.toMatch(/Hello|Follow your booking/);
    expect(jobLinksOf(mail!)).toEqual([url.toString()]);
  });

  it('is in no vendor answer', async () => {
    const v = await createTestVendor(t.app);
    const booked = await book({ vendorId: v.vendorId });
    const unclaimed = await book();
    for (const url of [
      `/api/appointment/${booked.id}`,
      '/api/appointment?completed=false&page=1',
      '/api/appointment/unclaimed',
      '/api/appointment/on-my-way',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: v.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      for (const token of [booked.token, unclaimed.token]) expect(res.body).not.toContain(token);
      expect(res.body).not.toContain('/job?');
      expect(res.body).not.toMatch(/customerUrl/);
    }
  });
});

describe('GET /api/public/job', () => {
  it('answers an unclaimed booking as booked, with nothing of a company', async () => {
    const booked = await book();
    const res = await readJob(booked.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        status: 'booked',
        service: 'Window Cleaning',
        when: '2030-03-05T16:00:00.000Z',
        schedulingKind: 'datetime',
        timeZone: 'America/Denver',
        company: null,
        technician: null,
        etaAt: null,
        checkedInAt: null,
        completedAt: null,
        extraTime: [],
        canRate: false,
        rating: null,
      },
    });
  });

  it('follows the stage: claimed, on the way with its arrival, arrived, more time, completed', async () => {
    const v = await createTestVendor(t.app, { title: 'Bright Homes' });
    const booked = await book({ vendorId: v.vendorId });
    const [owner] = await t.app.db.select().from(vendorMembers).where(eq(vendorMembers.vendorId, v.vendorId));
    await t.app.db.update(vendorMembers).set({ name: 'Jordan Lee' }).where(eq(vendorMembers.id, owner!.id));
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/assignee/${booked.id}`,
      headers: v.headers,
      payload: { memberId: owner!.id, confirm: true },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const job = async () => (await readJob(booked.token)).json().data;
    expect(await job()).toMatchObject({
      status: 'claimed',
      company: { name: 'Bright Homes' },
      technician: { firstName: 'Jordan' },
    });
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: v.headers, ...(payload ? { payload } : {}) });
    expect((await post(`/api/appointment/${booked.id}/on-my-way`, { etaMinutes: 20 })).statusCode).toBe(202);
    expect(await job()).toMatchObject({ status: 'on-my-way', etaAt: '2030-03-05T15:20:00.000Z' });
    clock = new Date('2030-03-05T16:00:00Z');
    expect((await post(`/api/appointment/${booked.id}/check-in`)).statusCode).toBe(200);
    const asked = await post(`/api/appointment/${booked.id}/extra-time`, { minutes: 30, reason: 'Gutter.' });
    const arrived = await job();
    expect(arrived).toMatchObject({ status: 'arrived', checkedInAt: '2030-03-05T16:00:00.000Z' });
    expect(arrived.extraTime).toEqual([
      { id: asked.json().id, minutes: 30, status: 'pending', priceCents: expect.any(Number) },
    ]);
    clock = new Date('2030-03-05T15:00:00Z');
  });

  it('answers a completed job and a cancelled one, and a link 30 days after its end is invalid', async () => {
    const done = await book({
      completedAt: '2030-03-05T18:00:00Z',
      vendorId: (await createTestVendor(t.app)).vendorId,
    });
    expect((await readJob(done.token)).json().data).toMatchObject({
      status: 'completed',
      completedAt: '2030-03-05T18:00:00.000Z',
    });
    const cancelled = await book();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${cancelled.id}/cancel`,
      headers: opsHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readJob(cancelled.token)).json().data.status).toBe('cancelled');

    clock = new Date(Date.parse('2030-03-05T18:00:00Z') + 30 * DAY_MS - 60_000);
    expect((await readJob(done.token, '203.0.113.9')).statusCode).toBe(200);
    clock = new Date(Date.parse('2030-03-05T18:00:00Z') + 30 * DAY_MS + 60_000);
    const ended = await readJob(done.token, '203.0.113.9');
    expect(ended.statusCode).toBe(400);
    expect(ended.json().code).toBe('invalid-job-token');
    clock = new Date(Date.parse('2030-03-05T15:00:00Z') + 31 * DAY_MS);
    expect((await readJob(cancelled.token, '203.0.113.9')).json().code).toBe('invalid-job-token');
    clock = new Date('2030-03-05T15:00:00Z');
  });

  it('never carries a member’s email or phone, the company’s address, pay, or another booking', async () => {
    const v = await createTestVendor(t.app, { title: 'Quiet Co' });
    const mine = await book({ vendorId: v.vendorId, property: { street1: '77 Secret Lane' } });
    await book({ vendorId: v.vendorId, property: { street1: '99 Other Road' } });
    const res = await readJob(mine.token);
    expect(res.statusCode).toBe(200);
    for (const leak of [v.email, '555-0100', '100 Main St', 'Denver, CO', 'payout', 'Cents":0', '99 Other Road'])
      expect(res.body).not.toContain(leak);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'status',
        'service',
        'when',
        'schedulingKind',
        'timeZone',
        'company',
        'technician',
        'etaAt',
        'checkedInAt',
        'completedAt',
        'extraTime',
        'canRate',
        'rating',
      ].sort(),
    );
  });

  it('is 400 invalid-job-token for an unknown or forged token, and 429 after 20 a minute from one IP', async () => {
    const booked = await book();
    const forged = `${booked.token.slice(0, -1)}${booked.token.endsWith('A') ? 'B' : 'A'}`;
    const ip = '198.51.100.7';
    for (const token of [forged, 'x', crypto.randomBytes(32).toString('base64url')]) {
      const res = await readJob(token, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid-job-token');
    }
    for (let i = 3; i < 20; i++) expect((await readJob(`bad-${i}`, ip)).statusCode).toBe(400);
    const limited = await readJob('bad-21', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not held back, and the right link still opens from the first.
    expect((await readJob('bad-x', '198.51.100.8')).statusCode).toBe(400);
    expect((await readJob(booked.token, ip)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await readJob('bad-22', ip)).statusCode).toBe(400);
    clock = new Date('2030-03-05T15:00:00Z');
  });
});
