import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTwoTestProducts,
  createTestVendor,
  type TestContext,
} from './helpers.ts';
import { approveVendor, verifyEmail } from './eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';

// Issue 38 item 14: the audit log records who claimed and who released a job, in the change's own
// transaction, and names every action and target as a person reads them ("appointment:8" and
// "appointment.claim" say nothing to a reviewer).

let t: TestContext;
let reviewer: TestStaff;
let products: Awaited<ReturnType<typeof createTwoTestProducts>>;
beforeAll(async () => {
  t = await createTestApp();
  products = await createTwoTestProducts(t.app, { titles: { detailing: 'Audit Detailing', washing: 'Audit Washing' } });
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

const audit = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ops/audit?q=${encodeURIComponent(q)}`,
    headers: reviewer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as AuditEntry[];
};

describe('the audit log of a job', () => {
  it('records the claim and the release with the member who did them, named as a person reads them', async () => {
    const v = await createTestVendor(t.app, { title: 'Audited Claims LLC' });
    await verifyEmail(t.app, v);
    await approveVendor(t.app, v.vendorId);
    const { detailing, washing } = products;
    for (const product of [detailing, washing]) {
      const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
      await addZipCode(t.app.db, v.vendorId, id, '80777');
    }
    const job = await bookTestAppointment(t.app, detailing, {
      zipCode: '80777',
      actualDateTime: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      lines: [
        { productId: detailing.id, priceId: detailing.prices[0]!.id, quantity: 1 },
        { productId: detailing.id, priceId: detailing.prices[1]!.id, quantity: 1 },
        { productId: washing.id, priceId: washing.prices[0]!.id, quantity: 1 },
      ],
    });
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${job.id}`,
      headers: v.headers,
    });
    expect(claimed.statusCode).toBe(200);
    const released = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/release/${job.id}`,
      headers: v.headers,
    });
    expect(released.statusCode).toBe(200);

    const entries = await audit(`appointment:${job.id}`);
    const name = `Audit Detailing, Audit Washing for Casey Customer (booking ${job.id})`;
    expect(entries.map((e) => [e.action, e.actionName, e.actor, e.targetName])).toEqual([
      ['appointment.release', 'Released a job', v.email, name],
      ['appointment.claim', 'Claimed a job', v.email, name],
    ]);
    expect(entries[1]).toMatchObject({ before: { vendorId: null }, after: { vendorId: v.vendorId } });

    // Searched by what a person reads, too.
    const byName = await audit('claimed a job');
    expect(byName.some((e) => e.target === `appointment:${job.id}`)).toBe(true);
  });

  it('names staff accounts and the actions on them', async () => {
    const entries = await audit(`staff:${reviewer.email}`);
    expect(entries[0]).toMatchObject({
      action: 'staff.create',
      actionName: 'Added a staff account',
      targetName: `Staff account ${reviewer.email}`,
    });
  });

  it('a failed claim records nothing', async () => {
    const v = await createTestVendor(t.app);
    const job = await bookTestAppointment(t.app, products.detailing, { zipCode: '80778' });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${job.id}`,
      headers: v.headers,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await audit(`appointment:${job.id}`)).toEqual([]);
  });
});
