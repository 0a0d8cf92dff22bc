import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { localParts } from '@vendor-portal/contract/dates';
import { PUSH } from '@vendor-portal/contract/messages';
import { mailQueue, pushSubscriptions } from '../../src/db/schema.ts';
import { takeDue } from '../../src/lib/mail-queue.ts';
import { sendDuePush, warmWhereSubscribed } from '../../src/lib/push-queue.ts';
import {
  bookTestAppointment,
  createSecondProcess,
  createTestApp,
  createTestProduct,
  createTestVendor,
  openMigratedPglite,
  opsHeaders,
  type TestContext,
} from '../helpers.ts';
import { eligibleVendor } from '../eligibility-helpers.ts';
import { createTestMember, ownerMemberId } from '../crew-helpers.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push-service.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": subscriptions, and messages sent through the one queue
// to a local push service that decrypts each one (RFC 8291) and reads its VAPID token (RFC 8292).

let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;
// The app's clock: the queue's retries and leases follow it (tests move it instead of waiting).
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp(
    { PUSH_ENDPOINT_ALLOW: push.origin, PUSH_CONTACT: 'mailto:ops@example.com' },
    { live: { now, mailWorker: { pollMs: false } } },
  );
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

let zips = 0;
const freshZip = () => String(84000 + ++zips);

const subscribe = (headers: object, device: Pick<FakeDevice, 'endpoint' | 'keys'>, userAgent = 'Mozilla/5.0 Test') =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...(headers as Record<string, string>), 'user-agent': userAgent },
    payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  });

async function book(zipCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: {
      customer: { firstName: 'Ola', lastName: 'Owner', email: 'ola@example.com', phone: '3035550100' },
      property: { title: 'Home', street1: '1 Main', city: 'Denver', state: 'CO', zipCode, timeZone: 'America/Denver' },
      actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const flipByte = (base64url: string, at: number) => {
  const bytes = Buffer.from(base64url, 'base64url');
  bytes[at]! ^= 1;
  return bytes.toString('base64url');
};

const memberOf = (v: { vendorId: number }) => ownerMemberId(t.app, v.vendorId);

/** The messages the push service received for `device`, from `from` on. */
const to = (device: FakeDevice, from = 0) => push.received.slice(from).filter((r) => device.endpoint.endsWith(r.path));

describe('the push key and subscriptions', () => {
  it('answers the VAPID public key (65-byte uncompressed point) to a signed-in member only', async () => {
    const v = await createTestVendor(t.app);
    const res = await t.app.inject({ url: '/api/push/key', headers: v.headers });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().publicKey as string, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await t.app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('warms the delivery threads at start only where a device is subscribed (serve.ts)', async () => {
    let warmed = 0;
    const sender = { warm: async () => void warmed++ };
    const fresh = await openMigratedPglite();
    try {
      expect(await warmWhereSubscribed(fresh.db, sender)).toBe(false);
    } finally {
      await fresh.close();
    }
    expect(warmed).toBe(0);
    const v = await createTestVendor(t.app);
    expect((await subscribe(v.headers, push.device())).statusCode).toBe(201);
    expect(await warmWhereSubscribed(t.app.db, sender)).toBe(true);
    expect(warmed).toBe(1);
    // A sender without threads (`threads: 0`, the tests' fakes) has nothing to warm.
    expect(await warmWhereSubscribed(t.app.db, {})).toBe(false);
  });

  it('keeps one row per endpoint (201, then 200), lists only the own devices, and deletes only its own', async () => {
    const a = await createTestVendor(t.app);
    const b = await createTestVendor(t.app);
    const device = push.device();
    const first = await subscribe(a.headers, device, 'Mozilla/5.0 (iPhone) Safari');
    expect(first.statusCode).toBe(201);
    const again = await subscribe(a.headers, device);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const list = await t.app.inject({ url: '/api/push/subscriptions', headers: a.headers });
    expect(list.json().data).toEqual([
      { id: first.json().id, createdAt: expect.any(String), userAgent: 'Mozilla/5.0 Test' },
    ]);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: b.headers })).json().data).toEqual([]);
    // Another company's device: 404, and it stays.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${first.json().id}`,
      headers: b.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${first.json().id}`,
      headers: a.headers,
    });
    expect(own.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: a.headers })).json().data).toEqual([]);
  });

  it.each([
    'http://push.example.com/x',
    'https://10.0.0.1/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://fcm.googleapis.com:8443/x',
    'https://user:pw@fcm.googleapis.com/x',
    'not a url',
  ])('refuses the endpoint %s with 400 push-endpoint-refused, keeping nothing', async (endpoint) => {
    const v = await createTestVendor(t.app);
    const res = await subscribe(v.headers, { endpoint, keys: push.device().keys });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('push-endpoint-refused');
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: v.headers })).json().data).toEqual([]);
  });

  it.each([
    ['a space', 'https://fcm.googleapis.com/fcm/send/a b'],
    ['a leading space', ' https://fcm.googleapis.com/fcm/send/abc'],
    ['a trailing newline', 'https://fcm.googleapis.com/fcm/send/abc\n'],
    ['a tab inside the host', 'https://fcm.google\tapis.com/fcm/send/abc'],
    ['one slash after the scheme', 'https:/fcm.googleapis.com/fcm/send/abc'],
    ['a backslash before @', 'https://fcm.googleapis.com\\@evil.example/x'],
    [
      'full-width letters that the parser turns into the host',
      'https://\uff46\uff43\uff4d.googleapis.com/fcm/send/abc',
    ],
    ['a scheme in capitals', 'HTTPS://fcm.googleapis.com/fcm/send/abc'],
  ])('refuses a malformed endpoint (%s) with 400 saying so, keeping nothing', async (_, endpoint) => {
    const v = await createTestVendor(t.app);
    const res = await subscribe(v.headers, { endpoint, keys: push.device().keys });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'push-endpoint-refused', message: PUSH.endpointMalformed });
    expect(
      await t.app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, await memberOf(v))),
    ).toEqual([]);
  });

  it('stores the canonical URL, so that one device written two ways is one subscription', async () => {
    const v = await createTestVendor(t.app);
    const keys = push.device().keys;
    const token = crypto.randomUUID();
    const first = await subscribe(v.headers, { endpoint: `https://FCM.googleapis.com:443/fcm/send/${token}`, keys });
    expect(first.statusCode).toBe(201);
    const again = await subscribe(v.headers, { endpoint: `https://fcm.googleapis.com/fcm/send/${token}`, keys });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, await memberOf(v)));
    expect(rows).toEqual([{ endpoint: `https://fcm.googleapis.com/fcm/send/${token}` }]);
  });

  it.each([
    ['a point not on the curve', (k: FakeDevice['keys']) => ({ ...k, p256dh: flipByte(k.p256dh, 40) })],
    ['a compressed point', (k: FakeDevice['keys']) => ({ ...k, p256dh: k.p256dh.slice(0, 44) })],
    ['an auth secret of 15 bytes', (k: FakeDevice['keys']) => ({ ...k, auth: k.auth.slice(0, 20) })],
    ['an auth secret of 17 bytes', (k: FakeDevice['keys']) => ({ ...k, auth: `${k.auth}AA` })],
  ])('refuses keys no message could be encrypted for (%s) with a 400 that says so, keeping nothing', async (_, bad) => {
    const v = await createTestVendor(t.app);
    const device = push.device();
    const res = await subscribe(v.headers, { endpoint: device.endpoint, keys: bad(device.keys) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-error', message: PUSH.keysInvalid });
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: v.headers })).json().data).toEqual([]);
    // The same device with its own keys is welcome.
    expect((await subscribe(v.headers, device)).statusCode).toBe(201);
  });

  it("accepts the known push services' hosts over https", async () => {
    const v = await createTestVendor(t.app);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect((await subscribe(v.headers, { endpoint, keys: push.device().keys })).statusCode).toBe(201);
  });

  it("ends the signing-out device's subscription only, and on a password change every device but the changer's", async () => {
    const v = await createTestVendor(t.app);
    const signIn = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/sessions',
        payload: { email: v.email, password: v.password },
      });
      expect(res.statusCode).toBe(200);
      return {
        headers: { authorization: `Bearer ${res.json().idToken as string}` },
        cookie: res.cookies.find((c) => c.name === 'vp_refresh')!.value,
        device: push.device(),
      };
    };
    const [phone, tablet, laptop, desk] = [await signIn(), await signIn(), await signIn(), await signIn()];
    for (const s of [phone, tablet, laptop, desk]) expect((await subscribe(s.headers, s.device)).statusCode).toBe(201);
    const left = async () =>
      (
        await t.app.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.memberId, await memberOf(v)))
      )
        .map((r) => r.endpoint)
        .sort();
    // The phone signs out (its refresh cookie is all the server needs: a closed tab's token may have expired).
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { vp_refresh: phone.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(await left()).toEqual([tablet, laptop, desk].map((s) => s.device.endpoint).sort());
    // The tablet changes the password: the laptop and the desk, signed out, hear nothing more; the tablet still does.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      headers: tablet.headers,
      payload: { currentPassword: v.password, newPassword: 'changed-password-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await left()).toEqual([tablet.device.endpoint]);
  });

  it('keeps ten devices per member: an eleventh drops the oldest', async () => {
    const v = await createTestVendor(t.app);
    const devices = Array.from({ length: 11 }, () => push.device());
    const ids: number[] = [];
    for (const device of devices) {
      const res = await subscribe(v.headers, device);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id as number);
    }
    const list = (await t.app.inject({ url: '/api/push/subscriptions', headers: v.headers })).json().data as Array<{
      id: number;
    }>;
    expect(list.map((d) => d.id).sort((a, b) => a - b)).toEqual(ids.slice(1));
  });

  it("ends a removed member's subscriptions with it", async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await subscribe(tech.headers, push.device())).statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/team/${tech.memberId}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, tech.memberId));
    expect(left).toEqual([]);
  });
});

describe('messages to the push service', () => {
  it('sends a new job to every eligible company, encrypted, signed, urgent, with TTL and the job as Topic', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const [deviceA, deviceB] = [push.device(), push.device()];
    await subscribe(a.headers, deviceA);
    await subscribe(b.headers, deviceB);
    const from = push.received.length;
    const id = await book(zip);
    // Queued with the booking; sent by the worker.
    expect(push.received.length).toBe(from);
    await t.app.mailWorker.runOnce();
    for (const device of [deviceA, deviceB]) {
      const [message] = to(device, from);
      expect(message).toBeDefined();
      expect(message!.headers['content-encoding']).toBe('aes128gcm');
      expect(message!.headers.urgency).toBe('high');
      expect(message!.headers.topic).toBe(`job-${id}`);
      expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
      const body = device.decrypt(message!.body) as Record<string, unknown>;
      expect(body).toEqual({
        type: 'new-job',
        appointmentId: id,
        title: expect.stringContaining(zip),
        body: expect.stringContaining('Denver'),
        url: '/unclaimed',
      });
      // Never the customer's email, phone or street.
      expect(JSON.stringify(body)).not.toMatch(/ola@example\.com|3035550100|1 Main/);
      // RFC 8292: vapid t=<JWT>, k=<the public key>; ES256, aud the endpoint's origin, exp within 24 hours.
      const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(message!.headers.authorization ?? '') ?? [];
      const key = (await t.app.inject({ url: '/api/push/key', headers: a.headers })).json().publicKey as string;
      expect(k).toBe(key);
      const point = Buffer.from(key, 'base64url');
      const jwk = {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      };
      const { payload, protectedHeader } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), {
        audience: push.origin,
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload.sub).toBe('mailto:ops@example.com');
      expect(payload.exp! * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    }
  });

  it("counts each new-job alert's time from the booking to the push service in the console's insights", async () => {
    const before = (await t.app.inject({ url: '/api/ops/insights?days=1', headers: opsHeaders })).json().data.alerts;
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    await subscribe(v.headers, push.device());
    const id = await book(zip);
    // The app's clock moves 1.5 s between the booking and the worker's round: that is the alert's latency.
    offsetMs += 1_500;
    const roundFrom = now();
    await t.app.mailWorker.runOnce();
    const roundTo = now();
    // The message's sent_at is its answer's time on the app's clock (the delivery thread's time mapped onto it).
    const [row] = await t.app.db
      .select({ sentAt: mailQueue.sentAt })
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'push'), sql`${mailQueue.idempotencyKey} like ${`push:new-job:${id}:%`}`));
    expect(row!.sentAt!.getTime()).toBeGreaterThanOrEqual(roundFrom.getTime());
    expect(row!.sentAt!.getTime()).toBeLessThanOrEqual(roundTo.getTime());
    const after = (await t.app.inject({ url: '/api/ops/insights?days=1', headers: opsHeaders })).json().data.alerts;
    // One push and one mail to the company's owner.
    expect(after.count).toBe(before.count + 2);
    expect(after.p99Ms).toBeGreaterThanOrEqual(1_500);
  });

  it('tells a company of one job once an hour by push, however often it is moved', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    const from = push.received.length;
    const id = await book(zip);
    await t.app.mailWorker.runOnce();
    const move = (days: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/appointments/${id}/reschedule`,
        headers: opsHeaders,
        payload: { actualDateTime: new Date(now().getTime() + days * 86_400_000).toISOString() },
      });
    expect((await move(4)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(1);
    // An hour later on the app's clock, a move is news again.
    offsetMs += 60 * 60_000;
    expect((await move(5)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(2);
  });

  it("sends at most a fair share of one company's messages in a round, the rest in the next ones, every company's first", async () => {
    const zip = freshZip();
    const big = await eligibleVendor(t.app, [product.id], [zip]);
    const small = await eligibleVendor(t.app, [product.id], [zip]);
    const many = Array.from({ length: 5 }, () => push.device());
    for (const device of many) await subscribe(big.headers, device);
    const one = push.device();
    await subscribe(small.headers, one);
    const from = push.received.length;
    await book(zip);
    const round = () => sendDuePush(t.app.db, t.app.push.sender, { now, pushPerCompany: 2 });
    const heard = () => many.filter((d) => to(d, from).length > 0).length;
    expect(await round()).toBe(3);
    expect(heard()).toBe(2);
    expect(to(one, from)).toHaveLength(1);
    // What waited is due at once, and its turn did not count as an attempt.
    expect(await round()).toBe(2);
    expect(await round()).toBe(1);
    expect(heard()).toBe(5);
    expect(await round()).toBe(0);
    const rows = await t.app.db
      .select({ attempts: mailQueue.attempts })
      .from(mailQueue)
      .innerJoin(pushSubscriptions, sql`(${mailQueue.push} ->> 'subscriptionId')::bigint = ${pushSubscriptions.id}`)
      .where(eq(pushSubscriptions.memberId, await memberOf(big)));
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1]);
  });

  it('retries a 429 when its Retry-After says, on the app clock, and once sent never again', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    const from = push.received.length;
    push.answers.push({ status: 429, headers: { 'retry-after': '120' } });
    await book(zip);
    // (runOnce also sends the new-job mail: the push service's log is what counts here.)
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(1);
    offsetMs += 119_000;
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(1);
    offsetMs += 1_000;
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(2);
    offsetMs += 3_600_000;
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(2);
  });

  it('gives up on a push service that keeps failing after an hour', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    const id = await book(zip);
    for (let i = 0; i < 30; i++) push.answers.push({ status: 503 });
    for (let i = 0; i < 12; i++) {
      await t.app.mailWorker.runOnce();
      offsetMs += 10 * 60_000;
    }
    const [row] = await t.app.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, 'push'),
          eq(
            mailQueue.idempotencyKey,
            `push:new-job:${id}:sub:${(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0]!.id}`,
          ),
        ),
      );
    expect(row!.sentAt).toBeNull();
    expect(row!.droppedAt).not.toBeNull();
    expect(row!.lastError).toMatch(/gave up: status 503/);
    push.answers.length = 0;
  });

  it("holds a new job back through the member's quiet hours (the company's zone), then sends it", async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    // A company without hours is in America/Denver: quiet from a minute ago to 30 minutes from now there.
    const hhmm = (at: Date) => localParts(at, 'America/Denver').slice(11, 16);
    const quietHours = {
      start: hhmm(new Date(now().getTime() - 60_000)),
      end: hhmm(new Date(now().getTime() + 30 * 60_000)),
    };
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/notificationSettings',
      headers: v.headers,
      payload: { quietHours },
    });
    expect(set.statusCode).toBe(200);
    const from = push.received.length;
    await book(zip);
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(0);
    offsetMs += 30 * 60_000;
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(1);
  });

  it("sends no new-job push for a job within the company's time off; an open company still hears of it", async () => {
    const zip = freshZip();
    const off = await eligibleVendor(t.app, [product.id], [zip]);
    const open = await eligibleVendor(t.app, [product.id], [zip]);
    const [deviceOff, deviceOpen] = [push.device(), push.device()];
    await subscribe(off.headers, deviceOff);
    await subscribe(open.headers, deviceOpen);
    // book() puts the job three days ahead: that whole day (a company without hours is in Denver) is off.
    const day = localParts(new Date(Date.now() + 3 * 86_400_000), 'America/Denver').slice(0, 10);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/timeOff',
      headers: off.headers,
      payload: { memberId: null, startDate: day, endDate: day, note: 'Closed' },
    });
    expect(added.statusCode).toBe(201);
    const from = push.received.length;
    await book(zip);
    await t.app.mailWorker.runOnce();
    expect(to(deviceOff, from)).toHaveLength(0);
    expect(to(deviceOpen, from)).toHaveLength(1);
  });

  it('deletes the subscription when the push service answers 410', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    push.answers.push({ status: 410 });
    await book(zip);
    await t.app.mailWorker.runOnce();
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: v.headers })).json().data).toEqual([]);
  });

  it('ends a subscription whose keys cannot encrypt at its first message, and drops what was queued for it', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const good = push.device();
    await subscribe(v.headers, good);
    const [{ memberId }] = (await t.app.db
      .select({ memberId: pushSubscriptions.memberId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, good.endpoint))) as [{ memberId: number }];
    // Keys from before they were checked (or written by hand): a point that is not on the curve.
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    point[40]! ^= 1;
    const [broken] = await t.app.db
      .insert(pushSubscriptions)
      .values({
        memberId,
        endpoint: `${push.origin}/push/broken-${zip}`,
        p256dh: point.toString('base64url'),
        auth: good.keys.auth,
      })
      .returning({ id: pushSubscriptions.id });
    const from = push.received.length;
    const id = await book(zip);
    await t.app.mailWorker.runOnce();
    expect(to(good, from)).toHaveLength(1);
    expect(push.received.slice(from).filter((r) => r.path.includes('broken'))).toHaveLength(0);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, broken!.id))).toEqual([]);
    const rows = await t.app.db
      .select({ sentAt: mailQueue.sentAt, droppedAt: mailQueue.droppedAt, nextAttemptAt: mailQueue.nextAttemptAt })
      .from(mailQueue)
      .where(sql`${mailQueue.idempotencyKey} like ${`push:new-job:${id}:%`}`);
    // Nothing is left to try again: one sent, one dropped.
    expect(rows.filter((r) => r.sentAt)).toHaveLength(1);
    expect(rows.filter((r) => r.droppedAt)).toHaveLength(1);
  });

  it('sends nothing twice across a crash and a restart: a leased message leaves once, a sent one never again', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    await subscribe(v.headers, device);
    const from = push.received.length;
    await book(zip);
    // A process takes the message and dies before sending it.
    const taken = await takeDue(t.app.db, 'push', { now });
    expect(taken.length).toBeGreaterThan(0);
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(0);
    // Another process, after the lease: it leaves once.
    const second = await createSecondProcess(t);
    try {
      offsetMs += 5 * 60_000;
      await second.mailWorker.runOnce();
      await t.app.mailWorker.runOnce();
      // Past any lease: what was sent is never sent again, by either process.
      offsetMs += 60 * 60_000;
      await second.mailWorker.runOnce();
      await t.app.mailWorker.runOnce();
    } finally {
      await second.close();
    }
    expect(to(device, from)).toHaveLength(1);
  });

  it("pushes a job given to a technician, and taken back, by the technician's own choice", async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const device = push.device();
    await subscribe(tech.headers, device);
    const job = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId });
    const from = push.received.length;
    const assign = (memberId: number | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/assignee/${job.id}`,
        headers: owner.headers,
        payload: { memberId },
      });
    expect((await assign(tech.memberId)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    const [given] = to(device, from);
    expect(device.decrypt(given!.body)).toMatchObject({
      type: 'assigned',
      appointmentId: job.id,
      url: `/appointments/${job.id}`,
    });
    expect(given!.headers.topic).toBe(`job-${job.id}`);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notificationSettings',
      headers: tech.headers,
      payload: { pushAssignments: false },
    });
    expect((await assign(null)).statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    expect(to(device, from)).toHaveLength(1);
  });
});
