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
import { listen } from './live/live-helpers.ts';
import { expectNone, is, openStream } from './live/sse-client.ts';
import { multipart, PNG } from './robustness/support.ts';

// docs/architecture.md "A company with a crew": a technician reads and works only the appointments assigned
// to it, decided in the same query that scopes by vendor; any other is 404. The office sees every job.

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  base = await listen(t.app);
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

describe("the rest of a technician's work: notes, on my way, photos, the live stream", () => {
  it('works the jobs assigned to it; any other job of the company is 404', async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const mine = await job(owner.vendorId, tech.memberId);
    const other = await job(owner.vendorId, null);
    const send = (method: string, url: string, payload?: object, headers: object = tech.headers) =>
      t.app.inject({ method: method as 'GET', url, payload, headers: headers as Record<string, string> });
    const photo = (id: number) => {
      const body = multipart([
        { name: 'kind', value: 'before' },
        { name: 'file', filename: 'p.png', contentType: 'image/png', data: PNG },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/appointment/${id}/photos`,
        payload: body.payload,
        headers: { ...body.headers, ...tech.headers },
      });
    };
    // The owner's note on the other job: the technician may neither change nor remove it.
    const ownersNote = (
      await send('POST', '/api/appointmentNote', { appointmentId: other, jobNotes: 'Gate code 12' }, owner.headers)
    ).json();

    expect((await send('GET', `/api/appointmentNote?appointmentId=${mine}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/appointmentNote', { appointmentId: mine, jobNotes: 'Done' })).statusCode).toBe(
      201,
    );
    expect((await photo(mine)).statusCode).toBe(201);
    expect((await send('GET', `/api/appointment/${mine}/photos`)).statusCode).toBe(200);
    expect((await send('POST', `/api/appointment/${mine}/on-my-way`, { etaMinutes: 20 })).statusCode).toBe(202);

    const refused = [
      await send('GET', `/api/appointmentNote?appointmentId=${other}`),
      await send('POST', '/api/appointmentNote', { appointmentId: other, jobNotes: 'Not mine' }),
      await send('PATCH', `/api/appointmentNote/${ownersNote.id}`, { jobNotes: 'Changed' }),
      await send('DELETE', `/api/appointmentNote/${ownersNote.id}`),
      await send('POST', `/api/appointment/${other}/on-my-way`, { etaMinutes: 20 }),
      await photo(other),
      await send('GET', `/api/appointment/${other}/photos`),
      await send('DELETE', `/api/appointment/${other}/photos/1`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 404));
    // Its on-my-way list holds only its own job.
    const sent = (await send('GET', '/api/appointment/on-my-way')).json().data as Array<{ appointmentId: number }>;
    expect(sent.map((s) => s.appointmentId)).toEqual([mine]);
  });

  it("streams only the technician's own jobs' appointment events", async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const mine = await job(owner.vendorId, tech.memberId);
    const other = await job(owner.vendorId, null);
    const stream = await openStream(base, tech.headers.authorization.slice('Bearer '.length));
    const ownerStream = await openStream(base, owner.headers.authorization.slice('Bearer '.length));
    try {
      for (const id of [other, mine]) {
        const note = await t.app.inject({
          method: 'POST',
          url: '/api/appointmentNote',
          payload: { appointmentId: id, jobNotes: 'A note' },
          headers: owner.headers,
        });
        expect(note.statusCode).toBe(201);
      }
      await stream.next(is('appointment', 'updated', mine));
      await ownerStream.next(is('appointment', 'updated', other));
      await expectNone(t.app, stream, is('appointment', 'updated', other));
    } finally {
      stream.close();
      ownerStream.close();
    }
  });
});
