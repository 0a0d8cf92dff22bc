import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentNotes } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestVendor,
} from './helpers.ts';

// docs/architecture.md "Phone and calendar": a note sent again with the same Idempotency-Key (an
// offline note whose answer was lost) is made once.

let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

async function ownAppointment() {
  const v = await createTestVendor(t.app);
  const { id } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
  return { v, appointmentId: id };
}
const send = (v: TestVendor, appointmentId: number, key: string | undefined, jobNotes = 'Dog in the yard') =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointmentNote',
    headers: { ...v.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { appointmentId, jobNotes },
  });
const notesOf = (appointmentId: number) =>
  t.app.db.select().from(appointmentNotes).where(eq(appointmentNotes.appointmentId, appointmentId));

describe('POST /appointmentNote with an Idempotency-Key', () => {
  it('makes the note once, however often it is sent, and answers the same note', async () => {
    const { v, appointmentId } = await ownAppointment();
    const first = await send(v, appointmentId, 'offline-note-0001');
    expect(first.statusCode).toBe(201);
    const again = await send(v, appointmentId, 'offline-note-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await notesOf(appointmentId)).toHaveLength(1);
  });

  it('makes one note when the same send races itself', async () => {
    const { v, appointmentId } = await ownAppointment();
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(v, appointmentId, 'offline-note-race')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await notesOf(appointmentId)).toHaveLength(1);
  });

  it('keeps keys per vendor and per note; without a key every send is a note', async () => {
    const { v, appointmentId } = await ownAppointment();
    expect((await send(v, appointmentId, 'offline-note-a')).statusCode).toBe(201);
    expect((await send(v, appointmentId, 'offline-note-b')).statusCode).toBe(201);
    expect((await send(v, appointmentId, undefined)).statusCode).toBe(201);
    expect((await send(v, appointmentId, undefined)).statusCode).toBe(201);
    expect(await notesOf(appointmentId)).toHaveLength(4);
    const other = await ownAppointment();
    expect((await send(other.v, other.appointmentId, 'offline-note-a')).statusCode).toBe(201);
  });

  it('refuses a malformed key, and another vendor’s appointment, making nothing', async () => {
    const { v, appointmentId } = await ownAppointment();
    const bad = await send(v, appointmentId, 'no spaces!');
    expect(bad.statusCode).toBe(400);
    const stranger = await createTestVendor(t.app);
    expect((await send(stranger, appointmentId, 'offline-note-x1')).statusCode).toBe(404);
    expect((await send(v, appointmentId, 'offline-note-x1')).statusCode).toBe(201);
    expect(await notesOf(appointmentId)).toHaveLength(1);
  });
});
