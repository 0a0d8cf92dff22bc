import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY } from '@vendor-portal/contract/messages';
import { bookTestAppointment, type TestContext, type TestProduct, type TestVendor } from './helpers.ts';
import type { TestStaff } from './staff-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';

// Issue 54 item 5 (docs/architecture.md "Money that is fair"): one open dispute per job and one per week (the
// database's unique indexes decide, so parallel requests cannot both win), each 409 naming the open one; a whole
// week once it has ended, a job once it is closed (this week's too), both within 90 days.

// Wednesday 25 Nov 2026 (Denver, the default zone): the week of 23 Nov has not ended, that of 16 Nov has; 90 days
// back is 27 Aug, so the week of 31 Aug (ended 7 Sep) is within them, that of 17 Aug (ended 24 Aug) is not.
const clock = new Date('2026-11-25T18:00:00Z');
let m: Marketplace;
let t: TestContext;
let admin: TestStaff;
let product: TestProduct;
beforeAll(async () => {
  m = await marketplace({ now: clock });
  ({ t, admin, product } = m);
});
afterAll(async () => t.close());

const dispute = (v: TestVendor, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/disputes', headers: v.headers, payload: { message: 'Wrong', ...body } });
const doneJob = async (v: TestVendor, day = '2026-11-17') =>
  (
    await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: `${day}T16:00:00Z`,
      completedAt: `${day}T18:00:00Z`,
    })
  ).id;

describe('disputes, one at a time', () => {
  it('ten at once on one job: one 201, nine 409 naming it; the same for a whole week; another job or week is free', async () => {
    const v = await m.company();
    const job = await doneJob(v);
    for (const body of [{ weekStart: '2026-11-16', appointmentId: job }, { weekStart: '2026-11-16' }]) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => dispute(v, body)));
      const created = answers.filter((a) => a.statusCode === 201);
      expect(created, JSON.stringify(answers.map((a) => a.statusCode))).toHaveLength(1);
      const id = created[0]!.json().id as number;
      for (const refused of answers.filter((a) => a.statusCode !== 201)) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'conflict',
          disputeId: id,
          message: MONEY.disputeAlreadyOpen({ id }),
        });
      }
    }
    const mine = (await t.app.inject({ method: 'GET', url: '/api/disputes', headers: v.headers })).json().data;
    expect(mine).toHaveLength(2);
    // Another closed job of the same week, and a week within 90 days, each its own.
    expect(
      (await dispute(v, { weekStart: '2026-11-16', appointmentId: await doneJob(v, '2026-11-18') })).statusCode,
    ).toBe(201);
    expect((await dispute(v, { weekStart: '2026-08-31' })).statusCode).toBe(201);
    // Another company's week is its own too.
    expect((await dispute(await m.company(), { weekStart: '2026-11-16' })).statusCode).toBe(201);
  });

  it('once answered, the job or week may be disputed again', async () => {
    const v = await m.company();
    const job = await doneJob(v);
    const first = (await dispute(v, { weekStart: '2026-11-16', appointmentId: job })).json().id;
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/disputes/${first}`,
      headers: admin.headers,
      payload: { status: 'rejected', response: 'The price was right.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await dispute(v, { weekStart: '2026-11-16', appointmentId: job })).statusCode).toBe(201);
  });

  it('refuses a week not ended, one in 1999 or ended more than 90 days ago, and a job still open (400)', async () => {
    const v = await m.company();
    const cases: Array<[object, string]> = [
      [{ weekStart: '2026-11-23' }, MONEY.disputeWeekNotEnded],
      [{ weekStart: '2026-11-30' }, MONEY.disputeWeekInFuture],
      [{ weekStart: '1999-01-04' }, MONEY.disputeWeekTooOld],
      [{ weekStart: '2026-08-17' }, MONEY.disputeWeekTooOld],
    ];
    const open = await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: '2026-11-17T16:00:00Z',
    });
    cases.push([{ weekStart: '2026-11-16', appointmentId: open.id }, MONEY.disputeJobOpen]);
    cases.push([{ weekStart: '1999-01-04', appointmentId: await doneJob(v) }, MONEY.disputeWeekTooOld]);
    for (const [body, message] of cases) {
      const res = await dispute(v, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/disputes', headers: v.headers })).json().data).toEqual([]);
  });
});
