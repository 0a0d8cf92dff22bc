import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, pushSubscriptions } from '../src/db/schema.ts';
import { CUSTOMER_PUSH_DEVICES } from '../src/modules/customer-job/customer-push.ts';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push/push-service.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// docs/architecture.md "The customer's page": POST /api/public/job/push {token, subscription} → 201 turns on
// pushes for on my way, arrival, more time, the company's messages and completion, under the members' push
// service rules (the endpoint canonical and on a push service, keys that can be encrypted for, 10 phones a booking).
// A company's message then reaches the customer by push, not by mail.

const START = Date.parse('2030-03-05T15:00:00Z'); // 8:00 AM in Denver, the job's day
let clock = new Date(START);
const now = () => clock;
let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp(
    { PUSH_ENDPOINT_ALLOW: push.origin, PUSH_CONTACT: 'mailto:ops@example.com' },
    { now, live: { now, mailWorker: { pollMs: false } } },
  );
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

let customers = 0;
async function book(vendorId: number, language: 'en' | 'es' = 'en') {
  const email = `push-customer-${++customers}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, {
      customer: { firstName: 'Casey', lastName: 'Customer', email, language },
      actualDateTime: '2030-03-05T16:00:00Z',
      vendorId,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, customerUrl } = res.json() as { id: number; customerUrl: string };
  return { id, email, customerUrl, token: new URL(customerUrl).searchParams.get('token')! };
}

const turnOn = (token: string, device: Pick<FakeDevice, 'endpoint' | 'keys'>, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/job/push',
    remoteAddress: ip,
    payload: { token, subscription: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } },
  });

const phonesOf = (appointmentId: number) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.appointmentId, appointmentId));
const pushesOf = (appointmentId: number) =>
  t.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, 'push'), like(mailQueue.idempotencyKey, `customer:${appointmentId}:%`)));
const mailsTo = (to: string) => t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));

describe('POST /api/public/job/push', () => {
  it('keeps the phone for the booking: 201, one row per endpoint, ten phones at most', async () => {
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const job = await book(v.vendorId);
    const device = push.device();
    expect((await turnOn(job.token, device)).statusCode).toBe(201);
    const again = await turnOn(job.token, device);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id: expect.any(Number) });
    const phones = await phonesOf(job.id);
    expect(phones).toHaveLength(1);
    expect(phones[0]).toMatchObject({ memberId: null, staffIdentityId: null, sessionId: null });
    for (let i = 0; i < CUSTOMER_PUSH_DEVICES + 2; i++)
      expect((await turnOn(job.token, push.device())).statusCode).toBe(201);
    expect(await phonesOf(job.id)).toHaveLength(CUSTOMER_PUSH_DEVICES);
  });

  it('refuses a bad link, an endpoint the server may not call and keys that cannot be encrypted for, keeping nothing', async () => {
    const v = await createTestVendor(t.app);
    const job = await book(v.vendorId);
    const device = push.device();
    const forged = await turnOn('x'.repeat(43), device, '203.0.113.10');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid-job-token');
    const inside = await turnOn(job.token, { endpoint: 'https://10.0.0.1/push/x', keys: device.keys });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().code).toBe('push-endpoint-refused');
    const malformed = await turnOn(job.token, { endpoint: 'https:/fcm.googleapis.com/x', keys: device.keys });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('push-endpoint-refused');
    const badKeys = await turnOn(job.token, { endpoint: device.endpoint, keys: { ...device.keys, auth: 'AAAA' } });
    expect(badKeys.statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/public/job/push', payload: { token: job.token } });
    expect(noBody.statusCode).toBe(400);
    expect(await phonesOf(job.id)).toHaveLength(0);
  });

  it('counts bad links against the IP: the 21st in a minute is 429', async () => {
    const device = push.device();
    for (let i = 0; i < 20; i++) expect((await turnOn(`bad-${i}`, device, '203.0.113.77')).statusCode).toBe(400);
    const limited = await turnOn('bad-21', device, '203.0.113.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('the customer’s pushes', () => {
  it('pushes a company’s message to the phone instead of mailing it, and it arrives with the page’s link', async () => {
    clock = new Date(START);
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const job = await book(v.vendorId);
    const device = push.device();
    expect((await turnOn(job.token, device)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointment/${job.id}/messages`,
      headers: v.headers,
      payload: { body: 'The gate code is 1234?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pushes = await pushesOf(job.id);
    expect(pushes).toHaveLength(1);
    expect((await mailsTo(job.email)).filter((m) => m.idempotencyKey.startsWith('thread:'))).toHaveLength(0);
    await t.app.mailWorker.runOnce();
    const received = push.received.filter((r) => device.endpoint.endsWith(r.path));
    expect(received).toHaveLength(1);
    const url = new URL(job.customerUrl);
    expect(device.decrypt(received[0]!.body)).toEqual({
      type: 'job-update',
      appointmentId: job.id,
      title: 'A message from Clear View Co',
      body: 'The gate code is 1234?',
      url: `${url.pathname}${url.search}`,
    });
  });

  it('pushes on my way, the arrival and more time, once each, in Spanish to a Spanish customer', async () => {
    clock = new Date(START);
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const job = await book(v.vendorId, 'es');
    expect((await turnOn(job.token, push.device())).statusCode).toBe(201);
    const post = (path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointment/${job.id}/${path}`,
        headers: v.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await post('on-my-way', { etaMinutes: 30 })).statusCode).toBe(202);
    clock = new Date(START + 3_600_000);
    expect((await post('check-in')).statusCode).toBe(200);
    expect((await post('check-in')).statusCode).toBe(409);
    expect((await post('extra-time', { minutes: 30, reason: 'Gutter.' })).statusCode).toBe(201);
    const titles = (await pushesOf(job.id)).map((row) => row.push!.message.title).sort();
    expect(titles).toEqual([
      'Clear View Co ha llegado',
      'Clear View Co solicita más tiempo',
      'Clear View Co va en camino',
    ]);
    clock = new Date(START);
  });
});
