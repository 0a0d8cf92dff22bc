import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// Issue 54 item 8 (docs/architecture.md "A company with a crew"): authors edit and delete their own notes; the
// owner and the office any note of the company's jobs (`changeAnyNote`, `mayChangeNote`); a technician may not
// rewrite the owner's note on a job it holds (403, the note as it was). Each note says whether the caller may.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('who may change a note', () => {
  it("a technician changes its own notes, not the owner's; the owner and the office change any", async () => {
    const product = await createTestProduct(t.app);
    const owner = await createTestVendor(t.app);
    const office = await createTestMember(t.app, owner, 'office');
    const tech = await createTestMember(t.app, owner, 'technician');
    const { id: job } = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId });
    const given = await call(owner.headers, 'PATCH', `/api/appointment/assignee/${job}`, { memberId: tech.memberId });
    expect(given.statusCode, given.body).toBe(200);
    const write = async (headers: Headers, text: string) => {
      const res = await call(headers, 'POST', '/api/appointmentNote', { appointmentId: job, jobNotes: text });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().mayChange).toBe(true);
      return res.json().id as number;
    };
    const ownerNote = await write(owner.headers, 'Gate code 4411, ask for Dana.');
    const techNote = await write(tech.headers, 'Brought the long ladder.');

    // The technician may not rewrite or delete the owner's note.
    const rewrite = await call(tech.headers, 'PATCH', `/api/appointmentNote/${ownerNote}`, { jobNotes: 'Nothing.' });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json()).toMatchObject({ code: 'role-forbidden', message: APPOINTMENTS.noteNotYours });
    expect((await call(tech.headers, 'DELETE', `/api/appointmentNote/${ownerNote}`)).statusCode).toBe(403);
    const listed = (headers: Headers) =>
      call(headers, 'GET', `/api/appointmentNote?appointmentId=${job}`).then(
        (r) => r.json() as Array<{ id: number; jobNotes: string; mayChange: boolean }>,
      );
    const asTech = await listed(tech.headers);
    expect(asTech.find((n) => n.id === ownerNote)).toMatchObject({
      jobNotes: 'Gate code 4411, ask for Dana.',
      mayChange: false,
    });
    expect(asTech.find((n) => n.id === techNote)).toMatchObject({ mayChange: true });

    // Its own: edited and deleted.
    expect(
      (await call(tech.headers, 'PATCH', `/api/appointmentNote/${techNote}`, { jobNotes: 'Two ladders.' })).statusCode,
    ).toBe(200);
    // The owner and the office may change every note.
    for (const headers of [owner.headers, office.headers])
      expect((await listed(headers)).every((n) => n.mayChange)).toBe(true);
    expect(
      (await call(office.headers, 'PATCH', `/api/appointmentNote/${techNote}`, { jobNotes: 'Three ladders.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(office.headers, 'PATCH', `/api/appointmentNote/${ownerNote}`, { jobNotes: 'Gate 4412.' })).statusCode,
    ).toBe(200);
    expect((await call(tech.headers, 'DELETE', `/api/appointmentNote/${techNote}`)).statusCode).toBe(204);
    expect((await call(owner.headers, 'DELETE', `/api/appointmentNote/${ownerNote}`)).statusCode).toBe(204);
    expect(await listed(owner.headers)).toEqual([]);
  });
});
