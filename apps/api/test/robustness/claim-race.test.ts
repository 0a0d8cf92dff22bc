import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  HANG_GUARD_MS,
  type TestContext,
  type TestVendor,
} from '../helpers.ts';
import { eligibleVendor } from '../eligibility-helpers.ts';

// "Claim race": 50 vendors × 200 appointments on PostgreSQL, every vendor claiming every
// appointment at once: exactly one winner each, no double claim, no deadlock, no 5xx.
// PGlite is one connection that runs statements one after another, so it cannot race; there the
// same code runs at 5 × 20 as a smoke test (the full race needs `npm run test:pg`).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const VENDORS = onPostgres ? 50 : 5;
const APPOINTMENTS = onPostgres ? 200 : 20;
/** Requests in flight at once: enough to keep every pooled connection contended. */
const CONCURRENCY = 200;

let t: TestContext;
let vendors: TestVendor[];
let ids: number[];
beforeAll(async () => {
  if (!onPostgres)
    console.info(
      'claim race: TEST_DATABASE_URL is unset, running 5 × 20 on PGlite; run `npm run test:pg` for 50 × 200 on PostgreSQL',
    );
  t = await createTestApp();
  const product = await createTestProduct(t.app);
  const zip = '80999';
  vendors = await Promise.all(Array.from({ length: VENDORS }, () => eligibleVendor(t.app, [product.id], [zip])));
  const inFuture = new Date(Date.now() + 86_400_000).toISOString();
  ids = [];
  for (let i = 0; i < APPOINTMENTS; i++)
    ids.push((await bookTestAppointment(t.app, product, { zipCode: zip, actualDateTime: inFuture })).id);
}, HANG_GUARD_MS);
afterAll(async () => t.close());

describe(`claim race: ${VENDORS} vendors × ${APPOINTMENTS} appointments (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'gives every appointment to exactly one vendor; every other claimer gets 409',
    async () => {
      // Every (appointment, vendor) pair, interleaved so that all vendors hit one appointment together.
      const jobs = ids.flatMap((id) => vendors.map((v) => ({ id, v })));
      const results: Array<{ id: number; vendorId: number; status: number }> = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < jobs.length) {
            const { id, v } = jobs[next++]!;
            const res = await t.app.inject({
              method: 'PATCH',
              url: `/api/appointment/claim/${id}`,
              headers: v.headers,
              // Every job is at one time: a one-person company confirms (409 no-one-free otherwise, issue 42).
              payload: { confirm: true },
            });
            results.push({ id, vendorId: v.vendorId, status: res.statusCode });
          }
        }),
      );
      expect(results).toHaveLength(VENDORS * APPOINTMENTS);
      const unexpected = results.filter((r) => r.status !== 200 && r.status !== 409);
      expect(unexpected, 'answers other than 200/409 (5xx, deadlocks)').toEqual([]);

      const winners = new Map<number, Set<number>>();
      for (const r of results.filter((x) => x.status === 200))
        winners.set(r.id, (winners.get(r.id) ?? new Set()).add(r.vendorId));
      const rows = await t.app.db
        .select({ id: appointments.id, vendorId: appointments.vendorId })
        .from(appointments)
        .where(inArray(appointments.id, ids));
      expect(rows).toHaveLength(APPOINTMENTS);
      for (const row of rows) {
        // One vendor was told it won, and it is the one the database holds.
        expect([...(winners.get(row.id) ?? [])], `appointment ${row.id}`).toEqual([row.vendorId]);
      }
    },
    HANG_GUARD_MS,
  ); // 10,000 claims, each also checking the eligibility rules
});
