import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "A company with a crew": a technician reads and works only the appointments assigned
// to it, decided in the same query that scopes by vendor; any other is 404. The office sees every job.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A job booked straight onto the vendor, on today's date (so it may be completed), assigned to `assigneeId`. */
async function job(vendorId: number, assigneeId: number | null) {
  const product = await createTestProduct(t.app);
  const booked = await bookTestAppointment(t.app, product, { vendorId, actualDateTime: new Date().toISOString() });
  await t.app.db.update(appointments).set({ assigneeId }).where(eq(appointments.id, booked.id));
  return booked.id;
}

describe('technician scope', () => {
  it('lists, reads and completes only the jobs assigned to the technician; any other is 404', async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const office = await createTestMember(t.app, owner, 'office');
    const mine = await job(owner.vendorId, tech.memberId);
    const unassigned = await job(owner.vendorId, null);
    const others = await job(owner.vendorId, office.memberId);
    const get = (headers: object, url: string) => t.app.inject({ url, headers: headers as Record<string, string> });

    const ids = async (headers: object) =>
      ((await get(headers, '/api/appointment')).json().data as Array<{ id: number }>).map((a) => a.id).sort();
    expect(await ids(tech.headers)).toEqual([mine]);
    expect(await ids(office.headers)).toEqual([mine, unassigned, others].sort());

    expect((await get(tech.headers, `/api/appointment/${mine}`)).statusCode).toBe(200);
    for (const id of [unassigned, others]) {
      expect((await get(tech.headers, `/api/appointment/${id}`)).statusCode).toBe(404);
      const complete = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/complete/${id}`,
        headers: tech.headers,
      });
      expect(complete.statusCode).toBe(404);
    }
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/complete/${mine}`,
      headers: tech.headers,
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ completedAt: appointments.completedAt })
      .from(appointments)
      .where(eq(appointments.id, unassigned));
    expect(row!.completedAt).toBeNull();
  });
});
