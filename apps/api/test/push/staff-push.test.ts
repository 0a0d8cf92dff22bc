import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, pushSubscriptions } from '../../src/db/schema.ts';
import { createTestApp, createTestProduct, opsHeaders, type TestContext } from '../helpers.ts';
import { eligibleVendor } from '../eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from '../staff-helpers.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push-service.ts';

// docs/architecture.md "Alerts on the phone": the provider's staff subscribe from the console (their own devices,
// as members do) and hear of jobs still unclaimed 24 hours and 2 hours before their start: rows queued at booking
// and on a move, due then, dropped when they fall due if the job was claimed, cancelled or moved meanwhile. All
// on the app's injected clock.

let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;
let reviewer: TestStaff;
let admin: TestStaff;
let reviewerDevice: FakeDevice;
let adminDevice: FakeDevice;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const HOUR = 3_600_000;

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: push.origin }, { live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
  reviewer = await createTestStaff(t.app, 'reviewer');
  admin = await createTestStaff(t.app, 'admin');
  reviewerDevice = push.device('reviewer');
  adminDevice = push.device('admin');
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (
  headers: object,
  device: Pick<FakeDevice, 'endpoint' | 'keys'>,
  url = '/api/ops/push/subscriptions',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(headers as Record<string, string>), 'user-agent': 'Mozilla/5.0 Staff' },
    payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  });

let zips = 0;
const freshZip = () => String(85000 + ++zips);

/** Books a job in `zip` starting `hoursAhead` hours from the app's now. */
async function book(zip: string, hoursAhead: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: {
      customer: { firstName: 'Ola', lastName: 'Owner', email: 'ola@example.com', phone: '3035550100' },
      property: {
        title: 'Home',
        street1: '1 Main',
        city: 'Denver',
        state: 'CO',
        zipCode: zip,
        timeZone: 'America/Denver',
      },
      actualDateTime: new Date(now().getTime() + hoursAhead * HOUR).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The staff reminders each device received for job `id`: their hours before the start, from their titles. */
const remindersOf = (device: FakeDevice, id: number) =>
  push.received
    .filter((r) => device.endpoint.endsWith(r.path))
    .map((r) => device.decrypt(r.body) as { type: string; appointmentId: number; title: string; url: string })
    .filter((m) => m.appointmentId === id);

/** Moves the app's clock to `hours` before `start` (ms) and runs the queue worker once. */
async function at(start: number, hoursBefore: number) {
  offsetMs = start - hoursBefore * HOUR - Date.now();
  await t.app.mailWorker.runOnce();
}

describe("the provider's staff devices", () => {
  it("are each staff member's own, from the console: listed, removed, another's is 404; the ops token has none", async () => {
    expect((await subscribe(reviewer.headers, reviewerDevice)).statusCode).toBe(201);
    expect((await subscribe(reviewer.headers, reviewerDevice)).statusCode).toBe(200);
    expect((await subscribe(admin.headers, adminDevice)).statusCode).toBe(201);
    const key = await t.app.inject({ url: '/api/ops/push/key', headers: reviewer.headers });
    expect(Buffer.from(key.json().publicKey as string, 'base64url')).toHaveLength(65);

    const mine = await t.app.inject({ url: '/api/ops/push/subscriptions', headers: reviewer.headers });
    expect(mine.json().data).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), userAgent: 'Mozilla/5.0 Staff' },
    ]);
    const adminsId = (
      (await t.app.inject({ url: '/api/ops/push/subscriptions', headers: admin.headers })).json().data as Array<{
        id: number;
      }>
    )[0]!.id;
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/push/subscriptions/${adminsId}`,
      headers: reviewer.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, adminsId))).toHaveLength(1);

    // The ops token is no person; a refused endpoint keeps nothing; a vendor's token is not staff.
    const token = await subscribe(opsHeaders, push.device());
    expect(token.statusCode).toBe(403);
    expect(token.json().code).toBe('staff-only');
    const refused = await subscribe(reviewer.headers, { endpoint: 'https://10.0.0.1/x', keys: reviewerDevice.keys });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('push-endpoint-refused');
    const zip = freshZip();
    const vendor = await eligibleVendor(t.app, [product.id], [zip]);
    expect((await subscribe(vendor.headers, push.device())).statusCode).toBe(403);
    // Nor may a staff token use the members' path.
    expect((await subscribe(reviewer.headers, push.device(), '/api/push/subscriptions')).statusCode).toBe(403);
  });

  it('hear of a job still unclaimed 24 hours and 2 hours before its start, and of nothing before', async () => {
    const zip = freshZip();
    await eligibleVendor(t.app, [product.id], [zip]);
    const id = await book(zip, 72);
    const start = now().getTime() + 72 * HOUR;
    // A minute before the 24-hour mark: nothing yet.
    offsetMs = start - 24 * HOUR - 60_000 - Date.now();
    await t.app.mailWorker.runOnce();
    expect(remindersOf(reviewerDevice, id)).toEqual([]);
    await at(start, 24);
    for (const device of [reviewerDevice, adminDevice])
      expect(remindersOf(device, id)).toEqual([
        {
          type: 'unclaimed',
          appointmentId: id,
          title: expect.stringContaining('24 hours'),
          body: expect.stringContaining('Denver'),
          url: '/ops/bookings',
        },
      ]);
    await at(start, 2);
    expect(remindersOf(reviewerDevice, id).map((m) => m.title)).toEqual([
      expect.stringContaining('24 hours'),
      expect.stringContaining('2 hours'),
    ]);
    // Sent once: another round sends nothing more.
    await t.app.mailWorker.runOnce();
    expect(remindersOf(adminDevice, id)).toHaveLength(2);
  });

  it('hear nothing of a job claimed, cancelled or moved meanwhile; a moved job is reminded at its new start', async () => {
    const zip = freshZip();
    const vendor = await eligibleVendor(t.app, [product.id], [zip]);
    const claimed = await book(zip, 48);
    const cancelled = await book(zip, 48);
    const moved = await book(zip, 48);
    const start = now().getTime() + 48 * HOUR;
    const claim = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${claimed}`,
      headers: vendor.headers,
    });
    expect(claim.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${cancelled}/cancel`,
      headers: opsHeaders,
    });
    expect(cancel.statusCode).toBe(200);
    const newStart = start + 24 * HOUR;
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${moved}/reschedule`,
      headers: opsHeaders,
      payload: { actualDateTime: new Date(newStart).toISOString() },
    });
    expect(move.statusCode).toBe(200);

    await at(start, 24);
    await at(start, 2);
    for (const id of [claimed, cancelled, moved]) expect(remindersOf(reviewerDevice, id)).toEqual([]);
    // Kept with why, for ops to read.
    const dropped = await t.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.lastError, 'job claimed, cancelled or moved'));
    expect(dropped.map((row) => row.push!.message.appointmentId).sort()).toEqual(
      [claimed, claimed, cancelled, cancelled, moved, moved].sort(),
    );

    // The moved job: at its new start's marks.
    await at(newStart, 24);
    await at(newStart, 2);
    expect(remindersOf(reviewerDevice, moved).map((m) => m.title)).toEqual([
      expect.stringContaining('24 hours'),
      expect.stringContaining('2 hours'),
    ]);
  });

  it('a removed staff device hears nothing more', async () => {
    const zip = freshZip();
    await eligibleVendor(t.app, [product.id], [zip]);
    const id = await book(zip, 30);
    const start = now().getTime() + 30 * HOUR;
    const [device] = (await t.app.inject({ url: '/api/ops/push/subscriptions', headers: admin.headers })).json()
      .data as Array<{ id: number }>;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/push/subscriptions/${device!.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(204);
    await at(start, 24);
    expect(remindersOf(adminDevice, id)).toEqual([]);
    expect(remindersOf(reviewerDevice, id)).toHaveLength(1);
  });
});
