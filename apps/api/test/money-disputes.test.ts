import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONEY, OPS_MONEY } from '@vendor-portal/contract/messages';
import { adjustments, mailQueue } from '../src/db/schema.ts';
import { bookTestAppointment, type TestContext, type TestProduct } from './helpers.ts';
import type { TestStaff } from './staff-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "Money that is fair": disputes in the portal, closed only with a written response;
// an amount owed becomes an adjustment in the company's week; another company's week or job is 404.

// Wednesday 25 Nov 2026 (Denver, the default zone): the week of 23 Nov has begun, the week of 30 Nov not.
const clock = new Date('2026-11-25T18:00:00Z');
let m: Marketplace;
let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
let product: TestProduct;
beforeAll(async () => {
  m = await marketplace({ now: clock });
  ({ t, admin, reviewer, product } = m);
});
afterAll(async () => t.close());

const as = (headers: object, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe('disputes', () => {
  it('the owner disputes a job; staff see it oldest first; an admin resolves it with an amount; the owner reads it', async () => {
    const v = await m.company();
    const job = await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: '2026-11-24T16:00:00Z',
      completedAt: '2026-11-24T18:00:00Z',
    });
    const opened = await as(v.headers, 'POST', '/api/disputes', {
      weekStart: '2026-11-23',
      appointmentId: job.id,
      message: 'The driveway was extra.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toEqual({ id: expect.any(Number), status: 'open' });
    const id = opened.json().id;

    const open = (await as(reviewer.headers, 'GET', '/api/ops/disputes?status=open')).json().data;
    expect(open.find((d: { id: number }) => d.id === id)).toMatchObject({ vendorId: v.vendorId, status: 'open' });

    const noResponse = await as(admin.headers, 'PATCH', `/api/ops/disputes/${id}`, {
      status: 'resolved',
      response: ' ',
    });
    expect([noResponse.statusCode, noResponse.json().message]).toEqual([
      400,
      expect.stringContaining(OPS_MONEY.disputeResponseRequired),
    ]);
    expect(
      (await as(reviewer.headers, 'PATCH', `/api/ops/disputes/${id}`, { status: 'rejected', response: 'No' }))
        .statusCode,
    ).toBe(403);

    const resolved = await as(admin.headers, 'PATCH', `/api/ops/disputes/${id}`, {
      status: 'resolved',
      response: 'Driveway added.',
      amountCents: 4500,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', response: 'Driveway added.', amountCents: 4500 });
    const again = await as(admin.headers, 'PATCH', `/api/ops/disputes/${id}`, { status: 'rejected', response: 'x' });
    expect(again.statusCode).toBe(409);

    const mine = (await as(v.headers, 'GET', '/api/disputes')).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id, status: 'resolved', response: 'Driveway added.', amountCents: 4500 }),
    ]);
    const week = (await as(v.headers, 'GET', '/api/earnings?weeks=1')).json().data.weeks[0];
    expect(week).toMatchObject({
      weekStart: '2026-11-23',
      adjustmentsCents: 4500,
      totalCents: week.completedCents + 4500,
    });
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, v.email.toLowerCase()));
    expect(mails.map((m) => m.subject)).toContain(MONEY.disputeAnsweredSubject('Nov 23'));
    // Issue 54 item 20: the amount's label says what it is for (the job, as a person reads it); the answer
    // stays with the dispute.
    const labels = await t.app.db.select().from(adjustments).where(eq(adjustments.vendorId, v.vendorId));
    expect(labels.map((a) => [a.kind, a.reason])).toEqual([['dispute', `Dispute: ${product.title}, Nov 24`]]);
  });

  it("labels a week's dispute amount by its week (issue 54 item 20)", async () => {
    const v = await m.company();
    const opened = await as(v.headers, 'POST', '/api/disputes', { weekStart: '2026-11-16', message: 'Short.' });
    expect(opened.statusCode, opened.body).toBe(201);
    const resolved = await as(admin.headers, 'PATCH', `/api/ops/disputes/${opened.json().id}`, {
      status: 'resolved',
      response: 'Paid the difference.',
      amountCents: 1200,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const labels = await t.app.db.select().from(adjustments).where(eq(adjustments.vendorId, v.vendorId));
    expect(labels.map((a) => a.reason)).toEqual(['Dispute, week of Nov 16']);
  });

  it("refuses another company's job (404), a week to come (400), a technician and the office (403), a rejected one with an amount (400)", async () => {
    const v = await m.company();
    const other = await m.company();
    const theirs = await bookTestAppointment(t.app, product, { vendorId: other.vendorId });
    const tech = await createTestMember(t.app, v, 'technician');
    const office = await createTestMember(t.app, v, 'office');
    const body = { weekStart: '2026-11-16', message: 'Wrong' };
    expect((await as(v.headers, 'POST', '/api/disputes', { ...body, appointmentId: theirs.id })).statusCode).toBe(404);
    const future = await as(v.headers, 'POST', '/api/disputes', { ...body, weekStart: '2026-11-30' });
    expect([future.statusCode, future.json().message]).toEqual([400, MONEY.disputeWeekInFuture]);
    for (const member of [tech, office]) {
      expect((await as(member.headers, 'POST', '/api/disputes', body)).statusCode).toBe(403);
      expect((await as(member.headers, 'GET', '/api/disputes')).statusCode).toBe(403);
      expect((await as(member.headers, 'GET', '/api/ops/disputes')).statusCode).toBeGreaterThanOrEqual(401);
    }
    const opened = (await as(v.headers, 'POST', '/api/disputes', body)).json();
    const rejected = await as(admin.headers, 'PATCH', `/api/ops/disputes/${opened.id}`, {
      status: 'rejected',
      response: 'No',
      amountCents: 100,
    });
    expect(rejected.statusCode).toBe(400);
    // Another company never sees it.
    expect((await as(other.headers, 'GET', '/api/disputes')).json().data).toEqual([]);
    expect(
      (await as(admin.headers, 'PATCH', '/api/ops/disputes/999999', { status: 'rejected', response: 'No' })).statusCode,
    ).toBe(404);
  });
});
