import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, mailQueue, vendorMembers } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { is, openStream } from './live/sse-client.ts';

// docs/architecture.md "A company with a crew": PATCH /api/appointment/assignee/{id} gives a job to a member
// of the same company; the member is mailed and streamed, a re-assignment tells both, the audit log keeps it.

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  base = await listen(t.app);
});
afterAll(async () => t.close());

const bearer = (m: { headers: { authorization: string } }) => m.headers.authorization.slice('Bearer '.length);

async function company() {
  const owner = await createTestVendor(t.app);
  const product = await createTestProduct(t.app);
  const job = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId });
  return { owner, jobId: job.id };
}

const assign = (headers: object, id: number, memberId: number | null) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/assignee/${id}`,
    payload: { memberId },
    headers: headers as Record<string, string>,
  });

describe('PATCH /api/appointment/assignee/{id}', () => {
  it('gives the job to a member: answered, listed, mailed, streamed and audited; a re-assignment tells both', async () => {
    const { owner, jobId } = await company();
    const office = await createTestMember(t.app, owner, 'office');
    const first = await createTestMember(t.app, owner, 'technician', 'Theo Tech');
    const second = await createTestMember(t.app, owner, 'technician', 'Tara Tech');
    const firstStream = await openStream(base, bearer(first));
    const secondStream = await openStream(base, bearer(second));
    try {
      const res = await assign(office.headers, jobId, first.memberId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.assignee).toEqual({ id: first.memberId, name: 'Theo Tech' });
      await firstStream.next(is('appointment', 'added', jobId));
      const detail = await t.app.inject({ url: `/api/appointment/${jobId}`, headers: owner.headers });
      expect(detail.json().data.assignee).toEqual({ id: first.memberId, name: 'Theo Tech' });
      const list = await t.app.inject({ url: '/api/appointment', headers: first.headers });
      expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([jobId]);

      const [mail] = await t.app.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to, first.email))
        .orderBy(desc(mailQueue.id));
      expect(mail!.text).toContain(`/appointments/${jobId}`);
      expect(mail!.text).toMatch(/ in \S/);
      const [audit] = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `appointment:${jobId}`))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({
        actor: office.email,
        action: 'appointment.assigned',
        after: { assigneeId: first.memberId, byMemberId: office.memberId },
      });

      const moved = await assign(owner.headers, jobId, second.memberId);
      expect(moved.json().data.assignee).toEqual({ id: second.memberId, name: 'Tara Tech' });
      await secondStream.next(is('appointment', 'added', jobId));
      await firstStream.next(is('appointment', 'updated', jobId));
      expect((await t.app.inject({ url: `/api/appointment/${jobId}`, headers: first.headers })).statusCode).toBe(404);
      // The previous holder is mailed too: the job is no longer its.
      const [taken] = await t.app.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to, first.email))
        .orderBy(desc(mailQueue.id));
      expect(taken!.subject).toMatch(/^A job taken off your schedule: /);
      expect(taken!.text).toContain('Hello Theo Tech');
      expect(taken!.text).toContain('is no longer yours');

      const back = await assign(owner.headers, jobId, null);
      expect(back.json().data.assignee).toBeNull();
      await secondStream.next(is('appointment', 'updated', jobId));
      const toSecond = await t.app.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.to, second.email))
        .orderBy(mailQueue.id);
      expect(toSecond.map((m) => m.subject.split(':')[0])).toEqual([
        expect.stringMatching(/^A job for you on /),
        'A job taken off your schedule',
      ]);
    } finally {
      firstStream.close();
      secondStream.close();
    }
  });

  it("refuses another company's member or an unknown one (404), one not yet joined (409), a technician (403)", async () => {
    const { owner, jobId } = await company();
    const other = await createTestVendor(t.app);
    const stranger = await createTestMember(t.app, other, 'technician');
    const tech = await createTestMember(t.app, owner, 'technician');
    const [invited] = await t.app.db
      .insert(vendorMembers)
      .values({
        vendorId: owner.vendorId,
        email: `invited-${jobId}@example.com`,
        role: 'technician',
        status: 'invited',
      })
      .returning({ id: vendorMembers.id });
    expect((await assign(owner.headers, jobId, stranger.memberId)).statusCode).toBe(404);
    expect((await assign(owner.headers, jobId, 2_000_000_000)).statusCode).toBe(404);
    const notJoined = await assign(owner.headers, jobId, invited!.id);
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().message).toBeTruthy();
    expect((await assign(tech.headers, jobId, tech.memberId)).statusCode).toBe(403);
    // Another company's job: 404, whoever is named.
    expect((await assign(other.headers, jobId, stranger.memberId)).statusCode).toBe(404);
  });

  it('GET /api/appointment?assignee=none lists only the jobs nobody holds', async () => {
    const { owner, jobId } = await company();
    const product = await createTestProduct(t.app);
    const open = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId });
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await assign(owner.headers, jobId, tech.memberId)).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/appointment?assignee=none', headers: owner.headers });
    expect(res.json().data.map((a: { id: number }) => a.id)).toEqual([open.id]);
    const all = await t.app.inject({ url: '/api/appointment', headers: owner.headers });
    expect(all.json().data).toHaveLength(2);
  });

  it("a released job leaves its holder: the next company does not see the previous one's member", async () => {
    const owner = await createTestVendor(t.app);
    const product = await createTestProduct(t.app);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const job = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId, actualDateTime: inThreeDays });
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await assign(owner.headers, job.id, tech.memberId)).statusCode).toBe(200);
    const released = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/release/${job.id}`,
      headers: owner.headers,
    });
    expect(released.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ assigneeId: appointments.assigneeId })
      .from(appointments)
      .where(eq(appointments.id, job.id));
    expect(row!.assigneeId).toBeNull();
  });

  it('mails a date-only job as its day, without the hidden time (issue 38 item 3)', async () => {
    const owner = await createTestVendor(t.app);
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const job = await bookTestAppointment(t.app, windows, {
      vendorId: owner.vendorId,
      actualDateTime: '2036-12-03T23:30:00.000Z',
    });
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await assign(owner.headers, job.id, tech.memberId)).statusCode).toBe(200);
    const [mail] = await t.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, tech.email))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    expect(mail!.subject).toContain('Wednesday, December 3');
    expect(mail!.text).toContain('You have been given a job on Wednesday, December 3 in Denver.');
    expect(mail!.text).not.toMatch(/AM|PM/);
  });
});
