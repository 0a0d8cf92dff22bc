import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { appointmentNotes } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestVendor,
} from './helpers.ts';

let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (v: TestVendor, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload ? { payload } : {}) });

async function ownAppointment() {
  const v = await createTestVendor(t.app);
  const { id } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
  return { v, appointmentId: id };
}

describe('/appointmentNote', () => {
  it('adds trimmed notes and lists them newest first', async () => {
    const { v, appointmentId } = await ownAppointment();
    const first = await call(v, 'POST', '/api/appointmentNote', {
      appointmentId,
      jobNotes: '  Gate code 4411  ',
      messageType: 'vendor',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      appointmentId,
      jobNotes: 'Gate code 4411',
      messageType: 'vendor',
      createdAt: expect.any(String),
      mayChange: true,
    });
    const second = await call(v, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'Bring the clay bar' });
    expect(second.statusCode).toBe(201);
    const list = await call(v, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { jobNotes: string }) => n.jobNotes)).toEqual(['Bring the clay bar', 'Gate code 4411']);
  });

  it('lists only notes with text and messageType vendor', async () => {
    const { v, appointmentId } = await ownAppointment();
    await t.app.db.insert(appointmentNotes).values([
      { appointmentId, vendorId: v.vendorId, jobNotes: 'from ops', messageType: 'system' },
      { appointmentId, vendorId: v.vendorId, jobNotes: '', messageType: 'vendor' },
      { appointmentId, vendorId: v.vendorId, jobNotes: 'kept', messageType: 'vendor' },
    ]);
    const list = await call(v, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`);
    expect(list.json().map((n: { jobNotes: string }) => n.jobNotes)).toEqual(['kept']);
  });

  it('edits and deletes a note', async () => {
    const { v, appointmentId } = await ownAppointment();
    const { id } = (await call(v, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'draft' })).json();
    const edited = await call(v, 'PATCH', `/api/appointmentNote/${id}`, { jobNotes: ' final ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, jobNotes: 'final' });
    expect((await call(v, 'DELETE', `/api/appointmentNote/${id}`)).statusCode).toBe(204);
    expect((await call(v, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`)).json()).toEqual([]);
    expect((await call(v, 'DELETE', `/api/appointmentNote/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['empty', '', APPOINTMENTS.noteEmpty],
    ['whitespace-only', '   \n\t', APPOINTMENTS.noteEmpty],
    ['zero-width space (U+200B) only', '\u200B', APPOINTMENTS.noteEmpty],
    ['zero-width non-joiner and joiner only', '\u200C\u200D', APPOINTMENTS.noteEmpty],
    ['word joiner and byte-order mark only', ' \u2060\uFEFF ', APPOINTMENTS.noteEmpty],
    ['invisible characters amid whitespace', '\n\u200B \u00A0\u200B\t', APPOINTMENTS.noteEmpty],
    ['too long', 'x'.repeat(NOTE_MAX_LENGTH + 1), APPOINTMENTS.noteTooLong],
  ])('answers 400 for %s text on create and edit', async (_name, jobNotes, message) => {
    const { v, appointmentId } = await ownAppointment();
    const created = await call(v, 'POST', '/api/appointmentNote', { appointmentId, jobNotes });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    const { id } = (await call(v, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'ok' })).json();
    const edited = await call(v, 'PATCH', `/api/appointmentNote/${id}`, { jobNotes });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(message);
  });

  it('accepts text of exactly the maximum length', async () => {
    const { v, appointmentId } = await ownAppointment();
    expect(
      (await call(v, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'x'.repeat(NOTE_MAX_LENGTH) }))
        .statusCode,
    ).toBe(201);
  });

  it.each([
    ['GET', '/api/appointmentNote?appointmentId=abc'],
    ['GET', '/api/appointmentNote'],
    ['PATCH', '/api/appointmentNote/abc'],
    ['DELETE', '/api/appointmentNote/99999999999'],
  ] as const)('answers 400 for %s %s', async (method, url) => {
    const { v } = await ownAppointment();
    expect((await call(v, method, url, method === 'PATCH' ? { jobNotes: 'x' } : undefined)).statusCode).toBe(400);
  });

  it('takes the appointment id as a number or digits, never as a boolean or an array', async () => {
    const { v, appointmentId } = await ownAppointment();
    expect(
      (await call(v, 'POST', '/api/appointmentNote', { appointmentId: String(appointmentId), jobNotes: 'as digits' }))
        .statusCode,
    ).toBe(201);
    for (const bad of [true, [appointmentId], null]) {
      const res = await call(v, 'POST', '/api/appointmentNote', { appointmentId: bad, jobNotes: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call(v, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`)).json()).toHaveLength(1);
  });

  it("answers 404 on another vendor's appointment or note, and changes nothing", async () => {
    const { v: owner, appointmentId } = await ownAppointment();
    const other = await createTestVendor(t.app);
    const { id } = (await call(owner, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'private' })).json();
    const unclaimed = await bookTestAppointment(t.app, product);
    for (const res of [
      await call(other, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`),
      await call(other, 'GET', `/api/appointmentNote?appointmentId=${unclaimed.id}`),
      await call(other, 'POST', '/api/appointmentNote', { appointmentId, jobNotes: 'intrusion' }),
      await call(other, 'POST', '/api/appointmentNote', { appointmentId: unclaimed.id, jobNotes: 'intrusion' }),
      await call(other, 'PATCH', `/api/appointmentNote/${id}`, { jobNotes: 'changed' }),
      await call(other, 'DELETE', `/api/appointmentNote/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private');
    }
    expect(
      (await call(owner, 'GET', `/api/appointmentNote?appointmentId=${appointmentId}`))
        .json()
        .map((n: { jobNotes: string }) => n.jobNotes),
    ).toEqual(['private']);
  });
});
