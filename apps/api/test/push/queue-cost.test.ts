import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, vendorMembers } from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { sendDuePush } from '../../src/lib/push-queue.ts';
import { createTestApp, createTestProduct, opsHeaders, type TestContext } from '../helpers.ts';
import { eligibleVendor } from '../eligibility-helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { startPushService, type FakePushService } from './push-service.ts';

// docs/performance.md "Push alerts": what a booking's alerts cost the database does not grow with how many
// members hear of it. The booking queues every member's mail and every device's push, and the worker sends the
// pushes, in the same statements for two companies as for five: no multi-row VALUES or IN list of one parameter
// per row (a thousand companies made those 20,000 parameters, as long for PostgreSQL to plan as to run).

let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ PUSH_ENDPOINT_ALLOW: push.origin }, { live: { mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** `count` eligible companies in `zip`, owner and office each with a device. */
async function companies(zip: string, count: number) {
  for (let i = 0; i < count; i++) {
    const owner = await eligibleVendor(t.app, [product.id], [zip]);
    await createTestMember(t.app, owner, 'office');
    const members = await t.app.db
      .select({ id: vendorMembers.id })
      .from(vendorMembers)
      .where(eq(vendorMembers.vendorId, owner.vendorId));
    for (const member of members) {
      const device = push.device();
      await t.app.db
        .insert(pushSubscriptions)
        .values({ memberId: member.id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
    }
  }
}

/** The text of every statement `run` sends (the parameters are placeholders: a text names no row). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const stop = t.app.database.queries.add((text) => {
    texts.push(text);
    return () => {};
  });
  try {
    await run();
  } finally {
    stop();
  }
  return texts;
}

const book = (zipCode: string) =>
  t.app.inject({
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

describe("a booking's alerts", () => {
  it('are queued and pushed in the same statements for five companies as for two', async () => {
    await companies('85001', 2);
    await companies('85002', 5);
    const measured = [];
    for (const zip of ['85001', '85002']) {
      const from = push.received.length;
      const booking = await statementsOf(async () => expect((await book(zip)).statusCode).toBe(201));
      const pushing = await statementsOf(() => sendDuePush(t.app.db, t.app.push.sender, { now: () => new Date() }));
      measured.push({ booking, pushing, sent: push.received.length - from });
    }
    const [two, five] = measured;
    // Every device heard of its job (two devices a company)...
    expect([two!.sent, five!.sent]).toEqual([4, 10]);
    // ...through the very same statements.
    expect(five!.booking).toEqual(two!.booking);
    expect(five!.pushing).toEqual(two!.pushing);
  });
});
