import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, type Mailer } from '../../src/lib/mail.ts';
import { createTestApp, createTestProduct, opsHeaders, type TestContext } from '../helpers.ts';
import { eligibleVendor } from '../eligibility-helpers.ts';
import { startPushService, type FakePushService } from './push-service.ts';

// docs/architecture.md "Mail": push and mail are two loops of the worker. A mail round that waits on a slow SMTP
// server never holds the next booking's pushes (when both shared one round, a new job's alerts to the phone waited
// for the previous job's thousand mails to be delivered).

let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;
// The outbox mailer, behind a gate the test opens: while it is shut, a batch of mail waits (a slow SMTP server).
let outbox: Mailer;
let gate: Promise<void> | null = null;
let open = () => {};
const mailer: Mailer = {
  mode: 'outbox',
  send: async (message) => outbox.send(message),
  sendBatch: async (messages, onSent) => {
    await gate;
    return outbox.sendBatch!(messages, onSent);
  },
  close: () => outbox.close(),
};

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: push.origin }, { mailer, live: { mailWorker: { pollMs: false } } });
  outbox = createMailer({ from: t.app.config.MAIL_FROM, dataDir: t.app.config.dataDir, db: t.app.db, log: t.app.log });
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  open();
  await t.close();
  await push.close();
});

const book = async (zipCode: string) => {
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
};

describe('the worker', () => {
  it("sends a new booking's pushes while the previous booking's mail is still being delivered", async () => {
    const zip = '85101';
    const vendor = await eligibleVendor(t.app, [product.id], [zip]);
    const device = push.device();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...vendor.headers, 'user-agent': 'Mozilla/5.0 Test' },
      payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    const pushedJobs = () =>
      push.received
        .filter((r) => device.endpoint.endsWith(r.path))
        .map((r) => (device.decrypt(r.body) as { appointmentId: number }).appointmentId);
    // The SMTP server stalls.
    gate = new Promise((resolve) => (open = resolve));
    const first = await book(zip);
    const firstRound = t.app.mailWorker.runOnce();
    await vi.waitFor(() => expect(pushedJobs()).toEqual([first]), { timeout: 15_000 });
    // A second job is booked while the first one's mail waits: its push leaves at once all the same.
    const second = await book(zip);
    const secondRound = t.app.mailWorker.runOnce();
    await vi.waitFor(() => expect(pushedJobs()).toEqual([first, second]), { timeout: 15_000 });
    open();
    await Promise.all([firstRound, secondRound]);
  });
});
