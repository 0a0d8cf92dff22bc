import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, mailQueue } from '../src/db/schema.ts';
import { createTestApp, createTestProduct, opsHeaders, type TestContext, type TestProduct } from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// docs/architecture.md "The customer's page": every later customer mail (claimed, moved, done, cancelled) carries
// the booking's `/job?token=…` link, in `customer.language`, queued once in the change's transaction; pay never
// appears in it.

let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app, { title: 'Status Mail Detailing' });
});
afterAll(async () => t.close());

const inFuture = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

let customers = 0;
async function book(overrides: Record<string, unknown> = {}, language: 'en' | 'es' = 'en') {
  const email = `status-mail-${++customers}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, {
      customer: { firstName: 'Casey', lastName: 'Customer', email, phone: '(303) 555-0199', language },
      zipCode: '81601',
      actualDateTime: inFuture(30),
      ...overrides,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, customerUrl } = res.json() as { id: number; customerUrl: string };
  return { id, email, customerUrl };
}

/** The queued mails to `to`, but the booking's confirmation. */
const laterMails = async (to: string) =>
  (await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to))).filter(
    (m) => !m.idempotencyKey.startsWith('booked:'),
  );

const jobLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+\/job\?\S+/g)].map((m) => m[0]);

const ops = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/ops/appointments/${url}`, headers: opsHeaders, payload });

/** No amount of money in a customer's mail: no price, no pay. */
const expectNoPay = (text: string) => {
  expect(text).not.toMatch(/\$|€|\d+[.,]\d\d\b/);
};

describe('the customer’s mails after the booking', () => {
  it('tells the customer who took the job, once, with the link', async () => {
    const v = await eligibleVendor(t.app, [product.id], ['81601']);
    const job = await book();
    const claim = () =>
      t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${job.id}`, headers: v.headers, payload: {} });
    expect((await claim()).statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(200); // the winner's repeat is not a second mail
    const mails = await laterMails(job.email);
    expect(mails.map((m) => m.subject)).toEqual(['Test Detailing LLC will do your Status Mail Detailing']);
    expect(mails[0]!.text).toContain('Hello Casey,');
    expect(mails[0]!.text).toContain('Test Detailing LLC has taken your Status Mail Detailing appointment on');
    expect(jobLinks(mails[0]!.text)).toEqual([job.customerUrl]);
    expectNoPay(mails[0]!.text);
  });

  it('tells the customer the new time of a moved booking, once per move, with the link', async () => {
    const job = await book();
    const start = inFuture(50);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: start })).statusCode).toBe(200);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: start })).statusCode).toBe(200);
    let mails = await laterMails(job.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Status Mail Detailing appointment has moved']);
    expect(mails[0]!.text).toContain('Your Status Mail Detailing appointment has moved to');
    expect(jobLinks(mails[0]!.text)).toEqual([job.customerUrl]);
    expectNoPay(mails[0]!.text);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(70) })).statusCode).toBe(200);
    mails = await laterMails(job.email);
    expect(mails).toHaveLength(2);
  });

  it('tells the customer of a cancellation, once, with the link', async () => {
    const job = await book();
    expect((await ops(`${job.id}/cancel`)).statusCode).toBe(200);
    expect((await ops(`${job.id}/cancel`)).statusCode).toBe(409);
    const mails = await laterMails(job.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Status Mail Detailing appointment is cancelled']);
    expect(mails[0]!.text).toContain('Your Status Mail Detailing appointment on');
    expect(jobLinks(mails[0]!.text)).toEqual([job.customerUrl]);
    expectNoPay(mails[0]!.text);
  });

  it('tells the customer that the job is done, once, with the link', async () => {
    const v = await eligibleVendor(t.app, [product.id], ['81601']);
    const job = await book({ vendorId: v.vendorId });
    // Its day has begun (completion's rule reads the database's clock).
    await t.app.db
      .update(appointments)
      .set({ actualDateTime: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, job.id));
    const complete = () =>
      t.app.inject({ method: 'PATCH', url: `/api/appointment/complete/${job.id}`, headers: v.headers });
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(409);
    const mails = await laterMails(job.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Status Mail Detailing is done']);
    expect(mails[0]!.text).toContain('Test Detailing LLC has finished your Status Mail Detailing.');
    expect(jobLinks(mails[0]!.text)).toEqual([job.customerUrl]);
    expectNoPay(mails[0]!.text);
  });

  it('writes each of them in Spanish for a Spanish customer, the link opening the page in Spanish', async () => {
    const v = await eligibleVendor(t.app, [product.id], ['81601']);
    const job = await book({}, 'es');
    expect(new URL(job.customerUrl).searchParams.get('lang')).toBe('es');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/appointment/claim/${job.id}`,
          headers: v.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await ops(`${job.id}/reschedule`, { actualDateTime: inFuture(50) })).statusCode).toBe(200);
    expect((await ops(`${job.id}/cancel`)).statusCode).toBe(200);
    const mails = await laterMails(job.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Su cita de Status Mail Detailing está cancelada',
      'Su cita de Status Mail Detailing ha cambiado de fecha',
      'Test Detailing LLC hará su Status Mail Detailing',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Hola, Casey:');
      expect(mail.text).toContain('Siga su reserva y escriba a la empresa aquí:');
      expect(mail.text).not.toMatch(/Hello|Follow your booking|appointment/);
      expect(jobLinks(mail.text)).toEqual([job.customerUrl]);
    }

    const done = await book({ vendorId: v.vendorId }, 'es');
    await t.app.db
      .update(appointments)
      .set({ actualDateTime: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, done.id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/complete/${done.id}`,
      headers: v.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [finished] = await laterMails(done.email);
    expect(finished!.subject).toBe('Su Status Mail Detailing está terminado');
    expect(finished!.text).toContain('Test Detailing LLC ha terminado su Status Mail Detailing.');
  });
});
