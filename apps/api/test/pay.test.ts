import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT } from '@vendor-portal/contract/messages';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import { bookTestAppointment, createTestApp, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { approveVendor } from './eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// docs/architecture.md "Pay and earnings": the catalogue's pay per unit, frozen per line at booking,
// carried by every appointment the vendor API answers.

let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestStaff(t.app, 'admin');
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

type Who = { headers: object };
const as = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });

const price = (title: string, payoutCents?: number) => ({
  title,
  isOutside: false,
  schedulingInterface: 'datetime',
  ...(payoutCents === undefined ? {} : { payoutCents }),
});
async function newProduct(title: string, prices: object[]) {
  const res = await as({ headers: opsHeaders }, 'POST', '/api/ops/products', { title, prices });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; prices: Array<{ id: number; payoutCents: number }> };
}

describe('catalogue pay', () => {
  it('is set on create (default 0) and shown by GET /api/ops/products', async () => {
    const product = await newProduct('Pay Gutters', [price('One storey', 4550), price('Two storeys')]);
    expect(product.prices.map((p) => p.payoutCents)).toEqual([4550, 0]);
    const listed = (await as(reviewer, 'GET', '/api/ops/products'))
      .json()
      .data.find((p: { id: number }) => p.id === product.id);
    expect(listed.prices.map((p: { payoutCents: number }) => p.payoutCents)).toEqual([4550, 0]);
  });

  it.each([
    [12.5, PAYOUT.notInteger],
    ['12', PAYOUT.notInteger],
    [-1, PAYOUT.negative],
    [10_000_001, PAYOUT.tooLarge],
  ])('refuses %s cents with a message (400)', async (payoutCents, message) => {
    const created = await as({ headers: opsHeaders }, 'POST', '/api/ops/products', {
      title: 'Bad Pay',
      prices: [{ ...price('Unit'), payoutCents }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(message);
    const product = await newProduct('Pay Patch Target', [price('Unit', 100)]);
    const patched = await as(admin, 'PATCH', `/api/ops/products/${product.id}`, {
      prices: [{ id: product.prices[0]!.id, payoutCents }],
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toContain(message);
  });

  it('accepts the most a unit may pay, $100,000.00', async () => {
    const product = await newProduct('Pay Max', [price('Unit', 10_000_000)]);
    expect(product.prices[0]!.payoutCents).toBe(10_000_000);
  });

  it('is changed by an admin only, with an audit entry; a price of another product is 404', async () => {
    const product = await newProduct('Pay Audited', [price('Unit', 1000)]);
    const other = await newProduct('Pay Other', [price('Unit', 1000)]);
    const body = { prices: [{ id: product.prices[0]!.id, payoutCents: 1250 }] };
    expect((await as(reviewer, 'PATCH', `/api/ops/products/${product.id}`, body)).statusCode).toBe(403);
    const wrong = { prices: [{ id: other.prices[0]!.id, payoutCents: 1 }] };
    expect((await as(admin, 'PATCH', `/api/ops/products/${product.id}`, wrong)).statusCode).toBe(404);
    const res = await as(admin, 'PATCH', `/api/ops/products/${product.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prices[0].payoutCents).toBe(1250);
    expect(res.json().isActive).toBe(true);
    const audit = (await as(reviewer, 'GET', `/api/ops/audit?q=product:${product.id}`)).json().data;
    expect(audit[0]).toMatchObject({
      actor: admin.email,
      action: 'product.update',
      before: { prices: [{ payoutCents: 1000 }] },
      after: { prices: [{ payoutCents: 1250 }] },
    });
  });
});

describe('pay of a booked job', () => {
  it('is frozen per line (quantity × unit) and carried by every vendor answer; a later change alters only new bookings', async () => {
    const product = await newProduct('Pay Windows', [price('Pane', 375), price('Screen', 120)]);
    const [pane, screen] = product.prices;
    const vendor = await createTestVendor(t.app);
    await approveVendor(t.app, vendor.vendorId);
    const offered = await addVendorProduct(t.app.db, vendor.vendorId, product.id);
    await addZipCode(t.app.db, vendor.vendorId, offered.id, '80202');
    const lines = [
      { productId: product.id, priceId: pane!.id, quantity: 12 },
      { productId: product.id, priceId: screen!.id, quantity: 3 },
    ];
    const open = await bookTestAppointment(t.app, product, { lines });
    const claimed = await bookTestAppointment(t.app, product, { lines, vendorId: vendor.vendorId });
    // 12 × 375 + 3 × 120
    const frozen = { payoutCents: 4860, prices: [4500, 360] };
    const payOf = (a: {
      payoutCents: number;
      appointmentDetails: { products: Array<{ prices: Array<{ payoutCents: number }> }> };
    }) => ({
      payoutCents: a.payoutCents,
      prices: a.appointmentDetails.products.flatMap((p) => p.prices.map((l) => l.payoutCents)),
    });

    await as(admin, 'PATCH', `/api/ops/products/${product.id}`, { prices: [{ id: pane!.id, payoutCents: 500 }] });
    const later = await bookTestAppointment(t.app, product, { lines, vendorId: vendor.vendorId });

    const detailRes = await as(vendor, 'GET', `/api/appointment/${claimed.id}`);
    expect(detailRes.statusCode, detailRes.body).toBe(200);
    const detail = detailRes.json().data;
    expect(payOf(detail)).toEqual(frozen);
    const list = (await as(vendor, 'GET', '/api/appointment')).json().data;
    expect(payOf(list.find((a: { id: number }) => a.id === claimed.id))).toEqual(frozen);
    expect(payOf(list.find((a: { id: number }) => a.id === later.id))).toEqual({
      payoutCents: 6360,
      prices: [6000, 360],
    });
    const unclaimed = (await as(vendor, 'GET', '/api/appointment/unclaimed')).json();
    const item = unclaimed.data.find((i: { appointment: { id: number } }) => i.appointment.id === open.id);
    expect(payOf(item.appointment)).toEqual(frozen);
  });
});
