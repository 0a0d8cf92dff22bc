import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import {
  appointmentNotes,
  appointmentPhotos,
  appointments,
  idempotencyKeys,
  mailQueue,
  vendorMembers,
} from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { createTestMember, type TestMember } from './crew-helpers.ts';
import { multipart, PNG } from './robustness/support.ts';
import { createTestStaff } from './staff-helpers.ts';

// docs/architecture.md "Availability and dispatch": a cancelled or completed job is closed, and every
// change on it is 409 appointment-closed, with the error body and its reason; nothing changes. Issue 38
// item 1 (a cancelled job could still be given to a technician, take notes and photos).

let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app, { title: 'Closed Jobs Detailing' });
});
afterAll(async () => t.close());

interface Crew {
  owner: TestVendor;
  ownerMemberId: number;
  tech: TestMember;
}

async function crew(): Promise<Crew> {
  const owner = await createTestVendor(t.app);
  const [own] = await t.app.db
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, owner.vendorId), eq(vendorMembers.role, 'owner')));
  return { owner, ownerMemberId: own!.id, tech: await createTestMember(t.app, owner, 'technician') };
}

const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

function uploadPhoto(headers: object, appointmentId: number, extra: Record<string, string> = {}) {
  const body = multipart(
    [
      { name: 'kind', value: 'after' },
      { name: 'file', filename: 'p.png', contentType: 'image/png', data: PNG },
    ],
    'closed-jobs-boundary',
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/appointment/${appointmentId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...(headers as Record<string, string>), ...extra },
  });
}

/** A job of the crew's company, given to its technician, with one note and one photo, then closed. */
async function closedJob(c: Crew, how: 'cancelled' | 'completed') {
  const { id } = await bookTestAppointment(t.app, product, { vendorId: c.owner.vendorId });
  expect(
    (await inject('PATCH', `/api/appointment/assignee/${id}`, c.owner.headers, { memberId: c.tech.memberId }))
      .statusCode,
  ).toBe(200);
  const note = await inject('POST', '/api/appointmentNote', c.owner.headers, {
    appointmentId: id,
    jobNotes: 'gate code 1234',
  });
  expect(note.statusCode).toBe(201);
  const photo = await uploadPhoto(c.owner.headers, id);
  expect(photo.statusCode).toBe(201);
  if (how === 'cancelled') {
    expect((await inject('POST', `/api/ops/appointments/${id}/cancel`, opsHeaders, {})).statusCode).toBe(200);
  } else {
    await t.app.db.update(appointments).set({ completedAt: new Date() }).where(eq(appointments.id, id));
  }
  return { id, noteId: note.json().id as number, photoId: photo.json().id as number };
}

/** Every change a member could try on a job, as the given caller. */
const changes = (job: { id: number; noteId: number; photoId: number }, c: Crew) =>
  [
    [
      'add a note',
      () => inject('POST', '/api/appointmentNote', c.owner.headers, { appointmentId: job.id, jobNotes: 'x' }),
    ],
    ['edit a note', () => inject('PATCH', `/api/appointmentNote/${job.noteId}`, c.owner.headers, { jobNotes: 'y' })],
    ['delete a note', () => inject('DELETE', `/api/appointmentNote/${job.noteId}`, c.owner.headers)],
    ['add a photo', () => uploadPhoto(c.owner.headers, job.id)],
    ['add a photo as its technician', () => uploadPhoto(c.tech.headers, job.id)],
    ['delete a photo', () => inject('DELETE', `/api/appointment/${job.id}/photos/${job.photoId}`, c.owner.headers)],
    [
      'give it to nobody',
      () => inject('PATCH', `/api/appointment/assignee/${job.id}`, c.owner.headers, { memberId: null }),
    ],
    [
      'give it to the owner',
      () => inject('PATCH', `/api/appointment/assignee/${job.id}`, c.owner.headers, { memberId: c.ownerMemberId }),
    ],
    [
      'send on my way',
      () => inject('POST', `/api/appointment/${job.id}/on-my-way`, c.tech.headers, { etaMinutes: 15 }),
    ],
    ['release it', () => inject('PATCH', `/api/appointment/release/${job.id}`, c.owner.headers)],
    ['complete it', () => inject('PATCH', `/api/appointment/complete/${job.id}`, c.tech.headers)],
  ] as const;

describe.each([
  ['cancelled', APPOINTMENTS.cancelled],
  ['completed', APPOINTMENTS.alreadyCompleted],
] as const)('a %s job', (how, reason) => {
  let c: Crew;
  let job: Awaited<ReturnType<typeof closedJob>>;
  beforeAll(async () => {
    c = await crew();
    job = await closedJob(c, how);
  });

  it.each(changes({ id: 0, noteId: 0, photoId: 0 }, {} as Crew).map(([name], i) => [name, i] as const))(
    'refuses to %s with 409 appointment-closed and changes nothing',
    async (_name, i) => {
      const mailsBefore = (await t.app.db.select().from(mailQueue)).length;
      const res = await changes(job, c)[i]![1]();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: reason, code: 'appointment-closed' });
      const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, job.id));
      expect(row).toMatchObject({ vendorId: c.owner.vendorId, assigneeId: c.tech.memberId });
      const notes = await t.app.db.select().from(appointmentNotes).where(eq(appointmentNotes.appointmentId, job.id));
      expect(notes.map((n) => n.jobNotes)).toEqual(['gate code 1234']);
      const photos = await t.app.db.select().from(appointmentPhotos).where(eq(appointmentPhotos.appointmentId, job.id));
      expect(photos.map((p) => p.id)).toEqual([job.photoId]);
      expect((await t.app.db.select().from(mailQueue)).length).toBe(mailsBefore);
    },
  );

  it('still reads: the detail, its notes and its photos', async () => {
    for (const url of [
      `/api/appointment/${job.id}`,
      `/api/appointmentNote?appointmentId=${job.id}`,
      `/api/appointment/${job.id}/photos`,
    ]) {
      expect((await t.app.inject({ url, headers: c.owner.headers })).statusCode).toBe(200);
    }
  });

  it('is still 404, not 409, to another company', async () => {
    const other = await createTestVendor(t.app);
    for (const [, send] of changes(job, {
      owner: other,
      ownerMemberId: c.ownerMemberId,
      tech: { ...c.tech, headers: other.headers },
    })) {
      const res = await send();
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('a photo upload replayed with its Idempotency-Key', () => {
  it('keeps no signed link, and answers 404 once the technician no longer has the job', async () => {
    const c = await crew();
    const { id } = await bookTestAppointment(t.app, product, { vendorId: c.owner.vendorId });
    await inject('PATCH', `/api/appointment/assignee/${id}`, c.owner.headers, { memberId: c.tech.memberId });
    const key = { 'idempotency-key': `closed-jobs-photo-${id}-key` };
    const first = await uploadPhoto(c.tech.headers, id, key);
    expect(first.statusCode).toBe(201);
    const [kept] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key['idempotency-key']));
    expect(kept!.body).not.toMatch(/signature|url|\/content/);

    // While it is still its job, a replay answers the same photo, with a link signed afresh.
    const again = await uploadPhoto(c.tech.headers, id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), url: expect.stringContaining('signature=') });
    expect((await t.app.inject({ url: again.json().url })).statusCode).toBe(200);

    // The owner takes the job back: the technician's replay is a stranger's read.
    await inject('PATCH', `/api/appointment/assignee/${id}`, c.owner.headers, { memberId: null });
    const lost = await uploadPhoto(c.tech.headers, id, key);
    expect(lost.statusCode).toBe(404);
    expect(lost.body).not.toMatch(/signature/);
  });
});

// The attacker's pass on the routes this guard sits on: another member's job, staff on vendor routes.
describe('who may change a job at all', () => {
  it('a technician on a job not its own: 404 (no hint it is closed), and assignment and release are not its role', async () => {
    const c = await crew();
    const other = await createTestMember(t.app, c.owner, 'technician', 'Other Tech');
    const job = await closedJob(c, 'cancelled');
    const asOther = changes(job, { ...c, owner: { ...c.owner, headers: other.headers }, tech: other });
    const statuses = Object.fromEntries(
      await Promise.all(asOther.map(async ([name, send]) => [name, (await send()).statusCode] as const)),
    );
    expect(statuses).toEqual({
      'add a note': 404,
      'edit a note': 404,
      'delete a note': 404,
      'add a photo': 404,
      'add a photo as its technician': 404,
      'delete a photo': 404,
      'give it to nobody': 403,
      'give it to the owner': 403,
      'send on my way': 404,
      'release it': 403,
      'complete it': 404,
    });
  });

  it('staff are not vendors: an admin’s token is 403 vendor-only, the ops token 401, on every change', async () => {
    const c = await crew();
    const job = await closedJob(c, 'completed');
    const admin = await createTestStaff(t.app, 'admin');
    for (const [headers, status] of [
      [admin.headers, 403],
      [opsHeaders, 401],
    ] as const) {
      const as = changes(job, { ...c, owner: { ...c.owner, headers }, tech: { ...c.tech, headers } });
      for (const [, send] of as) expect((await send()).statusCode).toBe(status);
    }
  });
});
