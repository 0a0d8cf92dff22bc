import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import { bookTestAppointment, createTestApp, createTestProduct, type TestContext } from '../helpers.ts';
import { createTestStaff, type TestStaff } from '../staff-helpers.ts';
import { eligibleVendor, listen } from './live-helpers.ts';
import { expectNone, is, openStream, type SseClient } from './sse-client.ts';

// Issue 42, offers: while the provider's team holds a job for one company the others neither list nor claim it,
// so their open Unclaimed pages hear it leave when the offer starts and come back when it is declined (the hub
// judges which jobs a company may claim with the offers that hold, on the live clock).

let t: TestContext;
let base: string;
let product: Awaited<ReturnType<typeof createTestProduct>>;
let reviewer: TestStaff;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  base = await listen(t.app);
  product = await createTestProduct(t.app);
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (token: string) => {
  const s = await openStream(base, token);
  open.push(s);
  return s;
};

describe('offers on the live stream', () => {
  it("an offer takes the job off the other companies' lists at once; a decline puts it back", async () => {
    const zip = '86101';
    const offered = await eligibleVendor(t.app, [product.id], [zip], { title: 'Offered Co' });
    const other = await eligibleVendor(t.app, [product.id], [zip], { title: 'Other Co' });
    const { id } = await bookTestAppointment(t.app, product, {
      zipCode: zip,
      actualDateTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    const [offeredStream, otherStream] = await Promise.all([stream(offered.token), stream(other.token)]);

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${id}/offer`,
      headers: reviewer.headers,
      payload: { vendorId: offered.vendorId, minutes: 30 },
    });
    expect(made.statusCode).toBe(201);
    await otherStream.next(is('unclaimed', 'removed', id));
    await expectNone(t.app, offeredStream, is('unclaimed', 'removed', id));

    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/decline/${id}`,
      headers: offered.headers,
    });
    expect(declined.statusCode).toBe(204);
    await otherStream.next(is('unclaimed', 'added', id));
  });

  it("a new deadline (the job offered again) reaches the offered company's open page and the others' at once", async () => {
    // Issue 54 item 12: an offer's deadline is set by an offer alone (one holds at a time); offered again after a
    // decline, the offered company reads its list again (the new deadline) and the others lose the job again.
    const zip = '86102';
    const offered = await eligibleVendor(t.app, [product.id], [zip], { title: 'Offered Again Co' });
    const other = await eligibleVendor(t.app, [product.id], [zip], { title: 'Other Again Co' });
    const { id } = await bookTestAppointment(t.app, product, {
      zipCode: zip,
      actualDateTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    const offer = (minutes: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/appointments/${id}/offer`,
        headers: reviewer.headers,
        payload: { vendorId: offered.vendorId, minutes },
      });
    const offers = (e: EventSourceMessage) => e.event === 'vendor' && e.data.includes('"offers"');
    expect((await offer(30)).statusCode).toBe(201);
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/decline/${id}`,
      headers: offered.headers,
    });
    expect(declined.statusCode).toBe(204);
    const [offeredStream, otherStream] = await Promise.all([stream(offered.token), stream(other.token)]);
    expect((await offer(90)).statusCode).toBe(201);
    await offeredStream.next(offers);
    await otherStream.next(is('unclaimed', 'removed', id));
    await expectNone(t.app, otherStream, offers);
  });
});
