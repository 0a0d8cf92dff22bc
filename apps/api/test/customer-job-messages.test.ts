import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, vendorMembers } from '../src/db/schema.ts';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// docs/architecture.md "Messages about the job": the thread of a booking, between its customer (with its link) and
// the company (owner, office, the job's assignee), open from the claim until 7 days after the job's end; who is
// told, in which language; the customer's 20 an hour; the customer's mail at most once per 10 minutes per thread.
// On the test's clock: jobs booked in 2030, the clock moved.

const DAY_MS = 86_400_000;
const MINUTE = 60_000;
const START = Date.parse('2030-03-05T15:00:00Z');
let clock = new Date(START);
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
});
afterAll(async () => t.close());

let customers = 0;
async function book(overrides: Record<string, unknown> = {}) {
  const email = `thread-customer-${++customers}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, {
      customer: { firstName: 'Casey', lastName: 'Customer', email, phone: '(303) 555-0199' },
      actualDateTime: '2030-03-05T16:00:00Z',
      ...overrides,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, customerUrl } = res.json() as { id: number; customerUrl: string };
  return { id, email, customerUrl, token: new URL(customerUrl).searchParams.get('token')! };
}

async function company(title = 'Clear View Co') {
  const owner = await createTestVendor(t.app, { title });
  await t.app.db.update(vendorMembers).set({ name: 'Olga Owner' }).where(eq(vendorMembers.vendorId, owner.vendorId));
  return owner;
}

const companyPost = (id: number, headers: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/appointment/${id}/messages`, headers, payload: { body } });
const companyGet = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/appointment/${id}/messages`, headers });
const customerPost = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/public/job/messages', payload: { token, body } });
const customerGet = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/job/messages?token=${encodeURIComponent(token)}` });

async function outbox() {
  await t.app.mailWorker.runOnce();
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
  // Oldest first.
  return (res.json().data as Array<{ to: string; subject: string; text: string; links: string[] }>).reverse();
}

describe('the thread of a booking', () => {
  it('carries both sides oldest first, as text, the same to the company and to the customer', async () => {
    clock = new Date(START);
    const v = await company();
    const booked = await book({ vendorId: v.vendorId });
    const asked = await customerPost(booked.token, '  The gate code is <b>4321</b>.  ');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({
      id: expect.any(Number),
      from: 'customer',
      author: 'Casey',
      body: 'The gate code is <b>4321</b>.',
      createdAt: clock.toISOString(),
    });
    clock = new Date(START + MINUTE);
    const answered = await companyPost(booked.id, v.headers, 'Thanks, see you at 9.');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ from: 'company', author: 'Olga', body: 'Thanks, see you at 9.' });

    const theirs = await companyGet(booked.id, v.headers);
    const mine = await customerGet(booked.token);
    expect(theirs.statusCode).toBe(200);
    expect(mine.statusCode).toBe(200);
    expect(theirs.json()).toEqual(mine.json());
    expect(mine.json().data.map((m: { from: string }) => m.from)).toEqual(['customer', 'company']);
    for (const leak of [v.email, '555-0100', '100 Main St', '555-0199', '1 Elm St', booked.email])
      expect(mine.body + theirs.body).not.toContain(leak);
  });

  it('is closed before the claim and from 7 days after the job’s end (409 thread-closed)', async () => {
    clock = new Date(START);
    const unclaimed = await book();
    expect((await customerPost(unclaimed.token, 'Hello?')).json().code).toBe('thread-closed');
    const v = await company();
    const done = await book({ vendorId: v.vendorId, completedAt: '2030-03-05T18:00:00Z' });
    clock = new Date(Date.parse('2030-03-05T18:00:00Z') + 7 * DAY_MS - MINUTE);
    expect((await customerPost(done.token, 'Thanks!')).statusCode).toBe(201);
    expect((await companyPost(done.id, v.headers, 'You are welcome.')).statusCode).toBe(201);
    clock = new Date(Date.parse('2030-03-05T18:00:00Z') + 7 * DAY_MS);
    const late = await customerPost(done.token, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('thread-closed');
    expect((await companyPost(done.id, v.headers, 'Anything else?')).json().code).toBe('thread-closed');
    // Still readable while the link lasts.
    expect((await customerGet(done.token)).json().data).toHaveLength(2);
    clock = new Date(START);
  });

  it('refuses a blank or over-long message beside the field', async () => {
    clock = new Date(START);
    const v = await company();
    const booked = await book({ vendorId: v.vendorId });
    for (const [body, message] of [
      ['   ', 'Write a message.'],
      ['x'.repeat(2001), 'A message can have at most 2,000 characters.'],
    ] as const) {
      for (const res of [await customerPost(booked.token, body), await companyPost(booked.id, v.headers, body)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await customerPost(booked.token, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('is the owner’s, the office’s and the assignee’s: 403 to a technician not holding it, 404 to another company', async () => {
    clock = new Date(START);
    const v = await company();
    const office = await createTestMember(t.app, v, 'office');
    const holder = await createTestMember(t.app, v, 'technician', 'Tina Tech');
    const other = await createTestMember(t.app, v, 'technician', 'Otto Other');
    const booked = await book({ vendorId: v.vendorId });
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/assignee/${booked.id}`,
      headers: v.headers,
      payload: { memberId: holder.memberId, confirm: true },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    for (const who of [v.headers, office.headers, holder.headers]) {
      expect((await companyGet(booked.id, who)).statusCode).toBe(200);
    }
    expect((await companyPost(booked.id, holder.headers, 'On my way soon.')).json()).toMatchObject({ author: 'Tina' });
    const refused = await companyGet(booked.id, other.headers);
    expect(refused.statusCode).toBe(403);
    expect((await companyPost(booked.id, other.headers, 'Hi')).statusCode).toBe(403);
    const stranger = await company('Elsewhere LLC');
    expect((await companyGet(booked.id, stranger.headers)).statusCode).toBe(404);
    expect((await companyPost(booked.id, stranger.headers, 'Hi')).statusCode).toBe(404);
    expect((await companyGet(booked.id, stranger.headers)).body).not.toContain('On my way soon.');
  });

  it('shows a company only its own part of the thread: the next holder of a released job reads none of the first one’s', async () => {
    clock = new Date(START);
    const first = await company('First Shine Co');
    const booked = await book({ vendorId: first.vendorId });
    expect((await companyPost(booked.id, first.headers, 'Gate code 4411, right?')).statusCode).toBe(201);
    expect((await customerPost(booked.token, 'Yes, 4411.')).statusCode).toBe(201);
    // As a release and another company's claim leave it: the job is the next company's.
    const next = await company('Next Gleam LLC');
    await t.app.db.update(appointments).set({ vendorId: next.vendorId }).where(eq(appointments.id, booked.id));
    const read = await companyGet(booked.id, next.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual([]);
    expect((await companyPost(booked.id, next.headers, 'We took over your booking.')).statusCode).toBe(201);
    expect((await companyGet(booked.id, next.headers)).json().data.map((m: { body: string }) => m.body)).toEqual([
      'We took over your booking.',
    ]);
    // The customer's thread is the booking's, whoever held it.
    expect((await customerGet(booked.token)).json().data).toHaveLength(3);
  });

  it('takes 20 customer messages an hour per booking, then 429 with Retry-After', async () => {
    clock = new Date(START);
    const v = await company();
    const booked = await book({ vendorId: v.vendorId });
    for (let i = 0; i < 20; i++) expect((await customerPost(booked.token, `Message ${i}`)).statusCode).toBe(201);
    const limited = await customerPost(booked.token, 'One too many');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The company is not limited, and the hour passes on the clock.
    expect((await companyPost(booked.id, v.headers, 'Got them all.')).statusCode).toBe(201);
    clock = new Date(START + 61 * MINUTE);
    expect((await customerPost(booked.token, 'Back again')).statusCode).toBe(201);
    clock = new Date(START);
  });

  it('mails a customer’s message to the assignee, else to the owner and office, each in its language', async () => {
    clock = new Date(START);
    const v = await company();
    const office = await createTestMember(t.app, v, 'office');
    await t.app.db.update(vendorMembers).set({ language: 'es' }).where(eq(vendorMembers.id, office.memberId));
    const tech = await createTestMember(t.app, v, 'technician', 'Tina Tech');
    const booked = await book({ vendorId: v.vendorId });
    expect((await customerPost(booked.token, 'Dog in the yard.')).statusCode).toBe(201);
    let mails = await outbox();
    const owners = mails.filter((m) => m.to === v.email && m.text.includes('Dog in the yard.'));
    expect(owners).toHaveLength(1);
    expect(owners[0]!.subject).toBe('Casey wrote about Window Cleaning');
    expect(owners[0]!.text).toContain('Hello Olga,');
    const offices = mails.filter((m) => m.to === office.email && m.text.includes('Dog in the yard.'));
    expect(offices).toHaveLength(1);
    expect(offices[0]!.subject).toBe('Casey escribió sobre Window Cleaning');
    expect(mails.some((m) => m.to === tech.email)).toBe(false);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/assignee/${booked.id}`,
      headers: v.headers,
      payload: { memberId: tech.memberId, confirm: true },
    });
    expect((await customerPost(booked.token, 'Gate is open.')).statusCode).toBe(201);
    mails = await outbox();
    const told = mails.filter((m) => m.text.includes('Gate is open.')).map((m) => m.to);
    expect(told).toEqual([tech.email]);
  });

  it('mails the company’s messages to the customer at most once per 10 minutes, the later ones with the next', async () => {
    clock = new Date(START);
    const v = await company();
    const booked = await book({ vendorId: v.vendorId });
    const toCustomer = async () =>
      (await outbox()).filter(
        (m) => m.to === booked.email && m.subject === 'Clear View Co wrote about your Window Cleaning',
      );

    expect((await companyPost(booked.id, v.headers, 'First note.')).statusCode).toBe(201);
    let mails = await toCustomer();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('First note.');
    expect(mails[0]!.links).toContain(booked.customerUrl);

    clock = new Date(START + 2 * MINUTE);
    await companyPost(booked.id, v.headers, 'Second note.');
    clock = new Date(START + 5 * MINUTE);
    await companyPost(booked.id, v.headers, 'Third note.');
    expect(await toCustomer()).toHaveLength(1);

    clock = new Date(START + 10 * MINUTE);
    mails = await toCustomer();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Clear View Co wrote again about your Window Cleaning.');
    expect(mails[1]!.text).not.toContain('Second note.');
    expect(mails[1]!.links).toContain(booked.customerUrl);

    // The next window starts from that mail: one at 15 minutes waits for 20.
    clock = new Date(START + 15 * MINUTE);
    await companyPost(booked.id, v.headers, 'Fourth note.');
    expect(await toCustomer()).toHaveLength(2);
    clock = new Date(START + 20 * MINUTE);
    expect(await toCustomer()).toHaveLength(3);
    // Quiet for longer than the window: the next one leaves at once, with its text.
    clock = new Date(START + 45 * MINUTE);
    await companyPost(booked.id, v.headers, 'Fifth note.');
    mails = await toCustomer();
    expect(mails).toHaveLength(4);
    expect(mails[3]!.text).toContain('Fifth note.');
    clock = new Date(START);
  });

  it('is 400 invalid-job-token for the customer with a bad link', async () => {
    const res = await customerPost('forged-token', 'Hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid-job-token');
    expect((await customerGet('forged-token')).json().code).toBe('invalid-job-token');
  });
});
