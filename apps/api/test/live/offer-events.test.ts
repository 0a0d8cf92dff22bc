import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
