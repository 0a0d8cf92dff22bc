import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { MONEY, OPS_MONEY } from '@vendor-portal/contract/messages';
import { adjustments, mailQueue } from '../src/db/schema.ts';
import { addAdjustment } from '../src/modules/earnings/adjustments.ts';
import { vendorEarnings } from '../src/modules/earnings/service.ts';
import { bookTestAppointment, opsHeaders, type TestContext, type TestProduct, type TestVendor } from './helpers.ts';
import type { TestStaff } from './staff-helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';

// docs/architecture.md "Money that is fair": adjustments in the vendor's week (its zone, across DST),
// the late cancellation's fee (the 24-hour boundary on the injected clock), the statement's rows, and
// a week's total = its jobs + its adjustments.

const HOUR = 3_600_000;
// Monday 2 Nov 2026 06:30 UTC: Sunday 1 Nov 23:30 in Denver (MST, the day clocks went back), Monday
// 01:30 in New York. The same instant is in the week of 26 Oct for one and of 2 Nov for the other.
const clock = new Date('2026-11-02T06:30:00Z');
let m: Marketplace;
let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
let product: TestProduct;
beforeAll(async () => {
  m = await marketplace({
    now: clock,
    product: {
      title: 'Gutters',
      cancellationPayoutPercent: 40,
      prices: [{ title: 'Two storeys', isOutside: true, schedulingInterface: 'datetime', payoutCents: 10_000 }],
    },
  });
  ({ t, admin, reviewer, product } = m);
});
afterAll(async () => t.close());

const as = (headers: object, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const vendorIn = (timeZone: 'America/New_York' | 'America/Denver'): Promise<TestVendor> => m.company({ timeZone });

const mailsTo = (email: string) => t.app.db.select().from(mailQueue).where(eq(mailQueue.to, email.toLowerCase()));
const feesOf = (vendorId: number) => t.app.db.select().from(adjustments).where(eq(adjustments.vendorId, vendorId));

describe('the late cancellation fee', () => {
  it('is paid when the marketplace cancels a claimed job less than 24 hours before its start, never at 24 hours', async () => {
    const v = await vendorIn('America/Denver');
    const book = (startsIn: number, vendorId?: number) =>
      bookTestAppointment(t.app, product, {
        ...(vendorId ? { vendorId } : {}),
        actualDateTime: new Date(clock.getTime() + startsIn).toISOString(),
      });
    const cancel = (id: number) => as(admin.headers, 'POST', `/api/ops/appointments/${id}/cancel`);
    const onTime = await book(24 * HOUR, v.vendorId);
    const late = await book(24 * HOUR - 1, v.vendorId);
    const unclaimed = await book(HOUR);
    for (const job of [onTime, late, unclaimed]) expect((await cancel(job.id)).statusCode).toBe(200);

    const fees = await feesOf(v.vendorId);
    expect(fees.map((f) => [f.appointmentId, f.kind, f.amountCents, f.weekStart, f.reason])).toEqual([
      // Issue 54 item 20: the fee names the job as a person reads it (its service, its day in Denver), not its id.
      [late.id, 'cancellation-fee', 4000, '2026-10-26', 'Late cancellation fee: Gutters, Nov 2'],
    ]);
    const mails = await mailsTo(v.email);
    const lateMail = mails.find((m) => m.idempotencyKey === `appointment-cancelled:${late.id}`)!;
    expect(lateMail.text).toContain(MONEY.cancellationFeeLine('$40.00', 'Oct 26'));
    const onTimeMail = mails.find((m) => m.idempotencyKey === `appointment-cancelled:${onTime.id}`)!;
    expect(onTimeMail.text).not.toContain('24 hours');

    const week = (await as(v.headers, 'GET', '/api/earnings?weeks=1')).json().data.weeks[0];
    expect(week).toMatchObject({
      weekStart: '2026-10-26',
      completedCents: 0,
      adjustmentsCents: 4000,
      totalCents: 4000,
    });
  });

  it("writes the late cancellation's mail and its fee line in its reader's language (issue 46)", async () => {
    const v = await vendorIn('America/Denver');
    const spanish = await as(v.headers, 'PATCH', '/api/preferences', { language: 'es' });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const late = await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: new Date(clock.getTime() + 2 * HOUR).toISOString(),
    });
    expect((await as(admin.headers, 'POST', `/api/ops/appointments/${late.id}/cancel`)).statusCode).toBe(200);
    const mail = (await mailsTo(v.email)).find((m) => m.idempotencyKey === `appointment-cancelled:${late.id}`)!;
    expect(mail.subject).toBe('Cancelado: Gutters para Casey, lunes, 2 de noviembre de 2026, 1:30 a.m. MST');
    expect(mail.text).toBe(
      `La plataforma canceló el trabajo de Gutters para Casey, lunes, 2 de noviembre de 2026, 1:30 a.m. MST (Denver; cita ${late.id}). Ya no está en tus citas ni en tu calendario: no tienes que hacer nada.\n\nSe canceló menos de 24 horas antes de empezar: se agregan $40.00 a tu semana del 26 oct.`,
    );
  });

  it('keeps the share frozen at booking after the catalogue changes', async () => {
    const v = await vendorIn('America/Denver');
    const job = await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: new Date(clock.getTime() + HOUR).toISOString(),
    });
    const patched = await as(admin.headers, 'PATCH', `/api/ops/products/${product.id}`, {
      cancellationPayoutPercent: 90,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await as(admin.headers, 'POST', `/api/ops/appointments/${job.id}/cancel`)).statusCode).toBe(200);
    expect((await feesOf(v.vendorId)).map((f) => f.amountCents)).toEqual([4000]);
    await as(admin.headers, 'PATCH', `/api/ops/products/${product.id}`, { cancellationPayoutPercent: 40 });
  });
});

describe('POST and GET /api/ops/adjustments', () => {
  it("adds an admin's credit or debit to the company's current week in its zone (across DST), audited and mailed", async () => {
    const denver = await vendorIn('America/Denver');
    const newYork = await vendorIn('America/New_York');
    const credit = await as(admin.headers, 'POST', '/api/ops/adjustments', {
      vendorId: denver.vendorId,
      amountCents: 10_000_000,
      reason: 'Missed bonus',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toEqual({
      id: expect.any(Number),
      weekStart: '2026-10-26',
      amountCents: 10_000_000,
      reason: 'Missed bonus',
      kind: 'manual',
    });
    const debit = await as(opsHeaders, 'POST', '/api/ops/adjustments', {
      vendorId: newYork.vendorId,
      amountCents: -10_000_000,
      reason: 'Damaged gutter',
    });
    expect(debit.json()).toMatchObject({ weekStart: '2026-11-02', amountCents: -10_000_000 });

    const listed = await as(reviewer.headers, 'GET', `/api/ops/adjustments?vendorId=${denver.vendorId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: credit.json().id, createdBy: admin.email, vendorId: denver.vendorId }),
    ]);
    const mails = await mailsTo(denver.email);
    expect(mails.map((m) => m.subject)).toEqual([MONEY.adjustmentMailSubject('Oct 26')]);
    // Spelled out: the amount and the week each in its place (the message's arguments are named in its order).
    expect(mails[0]!.text).toBe('An adjustment of $100,000.00 was added to your week of Oct 26: Missed bonus');
    const audit = (await as(reviewer.headers, 'GET', `/api/ops/audit?q=vendor:${denver.vendorId}`)).json().data;
    expect(audit.find((e: { action: string }) => e.action === 'adjustment.create')).toMatchObject({
      actor: admin.email,
    });
  });

  it("writes the company's mail in its reader's language (issue 46): Spanish words, week and amount", async () => {
    const v = await vendorIn('America/Denver');
    const spanish = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: v.headers as Record<string, string>,
      payload: { language: 'es' },
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const credit = await as(admin.headers, 'POST', '/api/ops/adjustments', {
      vendorId: v.vendorId,
      amountCents: 123_450,
      reason: 'Bono del mes',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const [mail] = await mailsTo(v.email);
    expect(mail!.subject).toBe('Tu semana del 26 oct tiene un ajuste');
    expect(mail!.text).toBe('Se agregó un ajuste de $1,234.50 a tu semana del 26 oct: Bono del mes');
  });

  it('refuses 0, a fraction, more than $100,000 either way, a blank reason (400 beside the field); nothing changes', async () => {
    const v = await vendorIn('America/Denver');
    const cases: [object, string][] = [
      [{ amountCents: 0 }, OPS_MONEY.amountZero],
      [{ amountCents: 1.5 }, OPS_MONEY.amountNotInteger],
      [{ amountCents: '100' }, OPS_MONEY.amountNotInteger],
      [{ amountCents: 10_000_001 }, OPS_MONEY.amountTooLarge],
      [{ amountCents: -10_000_001 }, OPS_MONEY.amountTooLarge],
      [{ reason: '   ' }, OPS_MONEY.reasonRequired],
    ];
    for (const [change, message] of cases) {
      const res = await as(admin.headers, 'POST', '/api/ops/adjustments', {
        vendorId: v.vendorId,
        amountCents: 100,
        reason: 'Why',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknown = await as(admin.headers, 'POST', '/api/ops/adjustments', {
      vendorId: 999_999,
      amountCents: 100,
      reason: 'Why',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await feesOf(v.vendorId)).toEqual([]);
  });

  it('is refused to a reviewer, a vendor owner and its members (no new row)', async () => {
    const v = await vendorIn('America/Denver');
    const office = await createTestMember(t.app, v, 'office');
    const body = { vendorId: v.vendorId, amountCents: 500, reason: 'Self-paid' };
    expect((await as(reviewer.headers, 'POST', '/api/ops/adjustments', body)).statusCode).toBe(403);
    for (const who of [v.headers, office.headers]) {
      expect((await as(who, 'POST', '/api/ops/adjustments', body)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await as(who, 'GET', `/api/ops/adjustments?vendorId=${v.vendorId}`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
    expect(await feesOf(v.vendorId)).toEqual([]);
  });
});

describe('the statement and the week', () => {
  it('lists each adjustment with its reason (a formula stays text) before Total, which counts them', async () => {
    const v = await vendorIn('America/Denver');
    await as(admin.headers, 'POST', '/api/ops/adjustments', {
      vendorId: v.vendorId,
      amountCents: -1250,
      reason: '=HYPERLINK("http://evil.test","refund")',
    });
    await bookTestAppointment(t.app, product, {
      vendorId: v.vendorId,
      actualDateTime: new Date(clock.getTime() - HOUR).toISOString(),
      completedAt: new Date(clock.getTime() - HOUR).toISOString(),
    });
    const res = await as(v.headers, 'GET', '/api/earnings/statement?weekStart=2026-10-26');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/,100\.00,,$/);
    expect(rows[2]).toBe(`Adjustment,2026-11-01 23:30,"'=HYPERLINK(""http://evil.test"",""refund"")",,,-12.50,,`);
    expect(rows[3]).toBe('Total,,,,,87.50,,');
  });

  it("a week's total is always its jobs plus its adjustments (property-based)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 4 }),
        fc.array(
          fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((n) => n !== 0),
          { maxLength: 5 },
        ),
        async (jobs, amounts) => {
          const v = await vendorIn('America/Denver');
          for (const quantity of jobs)
            await bookTestAppointment(t.app, product, {
              vendorId: v.vendorId,
              actualDateTime: clock.toISOString(),
              completedAt: clock.toISOString(),
              lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity }],
            });
          for (const amountCents of amounts)
            await addAdjustment(
              t.app.db,
              { vendorId: v.vendorId, amountCents, reason: 'p', kind: 'manual', createdBy: 'test' },
              clock,
            );
          const [week] = (await vendorEarnings(t.app.db, v.vendorId, 1, clock)).weeks;
          const jobsCents = jobs.reduce((s, q) => s + q * 10_000, 0);
          const adjustmentsCents = amounts.reduce((s, a) => s + a, 0);
          expect(week).toMatchObject({
            completedCents: jobsCents,
            adjustmentsCents,
            totalCents: jobsCents + adjustmentsCents,
          });
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
