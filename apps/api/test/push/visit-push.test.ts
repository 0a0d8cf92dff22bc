import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH } from '@vendor-portal/contract/messages';
import { mailQueue } from '../../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
} from '../helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push-service.ts';

// Issue 43 "The visit", more time approved by the customer: the answer reaches the one who holds the job on the
// phone too (docs/architecture.md "Alerts on the phone"), as a change of the job (`rescheduled`, the closest kind
// the contract has), queued with the answer; never the customer's email, phone or street, nor the pay while the
// crew does not see pay (the default). The app's clock is the test's.

const clock = new Date('2030-03-05T16:00:00Z');
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

const send = (method: 'POST' | 'PATCH', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const subscribe = (headers: object, device: FakeDevice) =>
  send('POST', '/api/push/subscriptions', headers, {
    endpoint: device.endpoint,
    expirationTime: null,
    keys: device.keys,
  });
const to = (device: FakeDevice, from: number) =>
  push.received.slice(from).filter((r) => device.endpoint.endsWith(r.path));

/** Asks 25 more minutes on the job as `holder` after arriving; answers the customer's token and sends the queue. */
async function askAndAnswer(holder: { headers: object }, id: number, approve: boolean) {
  expect((await send('POST', `/api/appointment/${id}/check-in`, holder.headers)).statusCode).toBe(200);
  const asked = await send('POST', `/api/appointment/${id}/extra-time`, holder.headers, {
    minutes: 25,
    reason: 'The gutters need a second pass.',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const [mail] = await t.app.db
    .select({ text: mailQueue.text })
    .from(mailQueue)
    .where(eq(mailQueue.idempotencyKey, `extra-time:${asked.json().id}`));
  const token = new URL(/(\S+\/approve\?token=\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
  await t.app.mailWorker.runOnce();
  const from = push.received.length;
  expect((await send('POST', '/api/public/extra-time', {}, { token, approve })).statusCode).toBe(204);
  await t.app.mailWorker.runOnce();
  return from;
}

const private_ = /casey@example\.com|555-0199|5550199|1 Elm St|\$|90\.00|\d{3,}\.\d\d/;

describe('the customer’s answer to more time, by push', () => {
  it('an approval reaches the assigned technician (not the owner), naming the minutes, not the pay', async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const { id } = await bookTestAppointment(t.app, product, {
      vendorId: owner.vendorId,
      actualDateTime: '2030-03-05T16:00:00Z',
    });
    const [techDevice, ownerDevice] = [push.device(), push.device()];
    await subscribe(tech.headers, techDevice);
    await subscribe(owner.headers, ownerDevice);
    const given = await send('PATCH', `/api/appointment/assignee/${id}`, owner.headers, { memberId: tech.memberId });
    expect(given.statusCode, given.body).toBe(200);

    const from = await askAndAnswer(tech, id, true);
    const [message] = to(techDevice, from);
    expect(message, 'the technician hears of the approval').toBeDefined();
    expect(message!.headers.topic).toBe(`job-${id}`);
    const body = techDevice.decrypt(message!.body);
    expect(body).toEqual({
      type: 'rescheduled',
      appointmentId: id,
      title: PUSH.extraTimeApprovedTitle('Window Cleaning'),
      body: expect.stringContaining('approved 25 more minutes'),
      url: `/appointments/${id}`,
    });
    expect(JSON.stringify(body)).not.toMatch(private_);
    expect(to(ownerDevice, from)).toEqual([]);
  });

  it('a decline reaches the owner of an unassigned job, once', async () => {
    const owner = await createTestVendor(t.app);
    const { id } = await bookTestAppointment(t.app, product, {
      vendorId: owner.vendorId,
      actualDateTime: '2030-03-05T16:00:00Z',
    });
    const device = push.device();
    await subscribe(owner.headers, device);
    const from = await askAndAnswer(owner, id, false);
    await t.app.mailWorker.runOnce();
    const sent = to(device, from);
    expect(sent).toHaveLength(1);
    const body = device.decrypt(sent[0]!.body);
    expect(body).toMatchObject({
      type: 'rescheduled',
      appointmentId: id,
      title: PUSH.extraTimeDeclinedTitle('Window Cleaning'),
      body: expect.stringContaining('declined 25 more minutes'),
    });
    expect(JSON.stringify(body)).not.toMatch(private_);
  });
});
