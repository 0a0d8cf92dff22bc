import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  type TestContext,
  type TestProduct,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';

// Issue 54 item 25 (docs/architecture.md "Availability and dispatch"): the board says where each job stands, on the
// injected clock: upcoming, late (a timed job past its start with no arrival; never a date-only one), arrived, done
// (its Done tapped, or completed: it stays on its day) and no-show.

// 9:30 PM in Denver on Wednesday Dec 2, 2026: already Dec 3 in UTC, still Dec 2's board.
const now = new Date('2026-12-03T04:30:00Z');
let t: TestContext;
let product: TestProduct;
let dateOnly: TestProduct;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  product = await createTestProduct(t.app);
  dateOnly = await createTestProduct(t.app, {
    title: 'Window Cleaning',
    prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
  });
});
afterAll(async () => t.close());

describe('GET /api/dispatch: each job’s state', () => {
  it('upcoming, late, arrived, done, no-show; a date-only job is never late', async () => {
    const v = await eligibleVendor(t.app, [product.id, dateOnly.id], ['80202']);
    const job = async (at: string, set: Partial<typeof appointments.$inferInsert> = {}, of = product) => {
      const { id } = await bookTestAppointment(t.app, of, { vendorId: v.vendorId, actualDateTime: at });
      if (Object.keys(set).length) await t.app.db.update(appointments).set(set).where(eq(appointments.id, id));
      return id;
    };
    const later = await job('2026-12-03T05:00:00Z'); // 10 PM in Denver
    const late = await job('2026-12-03T03:00:00Z'); // 8 PM, no arrival
    const arrived = await job('2026-12-03T02:00:00Z', { checkedInAt: new Date('2026-12-03T02:05:00Z') });
    const done = await job('2026-12-02T22:00:00Z', {
      checkedInAt: new Date('2026-12-02T22:00:00Z'),
      checkedOutAt: new Date('2026-12-02T23:00:00Z'),
    });
    const completed = await job('2026-12-02T18:00:00Z', {
      completedAt: new Date('2026-12-02T19:00:00Z'),
      outcome: 'completed',
    });
    const noShow = await job('2026-12-02T17:00:00Z', {
      completedAt: new Date('2026-12-02T18:00:00Z'),
      outcome: 'no-show',
    });
    const anyTime = await job('2026-12-02T16:00:00Z', {}, dateOnly);
    const res = await t.app.inject({ method: 'GET', url: '/api/dispatch?date=2026-12-02', headers: v.headers });
    expect(res.statusCode, res.body).toBe(200);
    const states = new Map(
      (res.json().data.appointments as Array<{ id: number; state: string }>).map((a) => [a.id, a.state]),
    );
    expect(Object.fromEntries([...states].map(([id, state]) => [id, state]))).toEqual({
      [later]: 'upcoming',
      [late]: 'late',
      [arrived]: 'arrived',
      [done]: 'done',
      [completed]: 'done',
      [noShow]: 'no-show',
      [anyTime]: 'upcoming',
    });
  });
});
