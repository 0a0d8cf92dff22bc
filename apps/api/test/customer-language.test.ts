import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// Issue 46, the customer's language (docs/architecture.md "Languages"): a booking may carry `customer.language`
// (`en` by default, `es`); the customer's mails (on my way, more time) are written in it, and the /approve link
// carries it to the page. Through HTTP: the ops booking API, the vendor's taps, the outbox. The app's clock is the
// test's: jobs are booked in 2030 and the clock is moved to their day.

let clock = new Date('2030-03-05T15:00:00Z');
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
});
afterAll(async () => t.close());

const CASEY = { firstName: 'Casey', lastName: 'Customer', phone: '(303) 555-0199' };

async function book(customer: Record<string, unknown>, vendorId?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, { customer: customer as never, actualDateTime: '2030-03-05T16:00:00Z', vendorId }),
  });
}

async function outbox(to: string) {
  await t.app.mailWorker.runOnce();
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ to: string; subject: string; text: string; links: string[] }>).filter(
    (m) => m.to === to,
  );
}

/** A job of a new company for a customer of `email`, on my way sent and more time asked, both mails read. */
async function visit(email: string, language?: string) {
  clock = new Date('2030-03-05T15:00:00Z'); // 8:00 AM in Denver (MST)
  const v = await createTestVendor(t.app, { title: 'Clear View Co' });
  const booked = await book({ ...CASEY, email, ...(language ? { language } : {}) }, v.vendorId);
  expect(booked.statusCode, booked.body).toBe(201);
  const { id } = booked.json();
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: v.headers, ...(payload ? { payload } : {}) });
  expect((await post(`/api/appointment/${id}/on-my-way`, { etaMinutes: 30 })).statusCode).toBe(202);
  clock = new Date('2030-03-05T16:00:00Z');
  expect((await post(`/api/appointment/${id}/check-in`)).statusCode).toBe(200);
  const asked = await post(`/api/appointment/${id}/extra-time`, { minutes: 30, reason: 'El canal está tapado.' });
  expect(asked.statusCode, asked.body).toBe(201);
  const mails = await outbox(email);
  return {
    onMyWay: mails.find((m) => m.text.includes('8:30'))!,
    moreTime: mails.find((m) => m.links.some((l) => new URL(l).pathname === '/approve'))!,
  };
}

describe('customer.language on a booking', () => {
  it('writes the customer’s mails in Spanish, and the /approve link says so', async () => {
    const { onMyWay, moreTime } = await visit('carla@example.com', 'es');
    expect(onMyWay.subject).toBe('Clear View Co va en camino');
    expect(onMyWay.text).toContain('Hola, Casey:');
    expect(onMyWay.text).toContain('Clear View Co va en camino para su cita de Window Cleaning.');
    expect(onMyWay.text).toMatch(/Llegada estimada: 8:30/);
    expect(onMyWay.text).not.toMatch(/Hello|on the way|Expected arrival/);
    expect(moreTime.subject).toBe('Clear View Co solicita más tiempo');
    expect(moreTime.text).toContain(
      'Clear View Co necesita 30 minutos más para su Window Cleaning: El canal está tapado.',
    );
    expect(moreTime.text).not.toMatch(/Hello|more minutes|Approve or decline/);
    const link = new URL(moreTime.links.find((l) => new URL(l).pathname === '/approve')!);
    expect(link.searchParams.get('lang')).toBe('es');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('is English by default', async () => {
    const { onMyWay, moreTime } = await visit('erin@example.com');
    expect(onMyWay.subject).toBe('Clear View Co is on the way');
    expect(onMyWay.text).toContain('Hello Casey,');
    expect(onMyWay.text).toContain('Expected arrival: 8:30 AM MST.');
    expect(moreTime.subject).toBe('Clear View Co asks for more time');
    expect(moreTime.text).toContain('Clear View Co needs 30 more minutes for your Window Cleaning');
    const link = new URL(moreTime.links.find((l) => new URL(l).pathname === '/approve')!);
    expect(link.searchParams.has('lang')).toBe(false);
    // English said by name is English too.
    expect((await book({ ...CASEY, email: 'erin2@example.com', language: 'en' })).statusCode).toBe(201);
  });

  it('refuses a language it does not have with a 400 that says which, and books nothing', async () => {
    const count = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/ops/appointments?state=unclaimed&limit=500',
          headers: opsHeaders,
        })
      ).json().total as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const language of ['fr', 'ES', '', 7, null]) {
      const res = await book({ ...CASEY, email: 'x@example.com', language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-error' });
      expect(res.json().message).toContain('The language must be one of: en, es.');
    }
    expect(await count()).toBe(before);
  });
});
