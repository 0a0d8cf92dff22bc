import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestVendor,
  createTwoTestProducts,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';

let t: TestContext;
let detailing: TestProduct;
let washing: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  ({ detailing, washing } = await createTwoTestProducts(t.app));
});
afterAll(async () => t.close());

const inFuture = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const get = (v: TestVendor, url: string) => t.app.inject({ method: 'GET', url, headers: v.headers });
const claim = (v: TestVendor, id: number | string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${id}`, headers: v.headers });
const unclaimedIds = async (v: TestVendor) =>
  ((await get(v, '/api/appointment/unclaimed')).json().data as Array<{ appointment: { id: number } }>).map(
    (i) => i.appointment.id,
  );

/** An approved vendor serving `zips` for each of `productIds` (the one fixture, eligibility-helpers.ts). */
const servingVendor = (productIds: number[], zips: string[]) => eligibleVendor(t.app, productIds, zips);

const bothLines = () => [
  { productId: detailing.id, priceId: detailing.prices[0]!.id, quantity: 2 },
  { productId: washing.id, priceId: washing.prices[0]!.id, quantity: 1 },
];

describe('GET /appointment/unclaimed', () => {
  it('lists open appointments in the vendor’s area, soonest first, in the SPEC shape', async () => {
    const zip = '81001';
    const v = await servingVendor([detailing.id], [zip]);
    const later = await bookTestAppointment(t.app, detailing, {
      zipCode: zip,
      actualDateTime: inFuture(48),
      duration: 75,
    });
    const sooner = await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(5) });
    const res = await get(v, '/api/appointment/unclaimed');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((i: { appointment: { id: number } }) => i.appointment.id)).toEqual([sooner.id, later.id]);
    expect(data[1]).toMatchObject({
      baseAppointment: { id: later.appointmentBaseId, appointmentLength: 75 },
      appointment: {
        id: later.id,
        appointmentDetails: { duration: 75, products: [{ id: detailing.id, title: 'Vehicle Detailing' }] },
      },
      property: { zipCode: zip, timeZone: 'America/Denver', title: 'Casey Home' },
      customer: { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com' },
    });
  });

  it('leaves out past, completed, claimed, other-area and not-every-product appointments', async () => {
    const zip = '81002';
    const v = await servingVendor([detailing.id], [zip]);
    const owner = await createTestVendor(t.app);
    const shown = await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(24) });
    await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(-1) });
    await bookTestAppointment(t.app, detailing, {
      zipCode: zip,
      actualDateTime: inFuture(24),
      completedAt: new Date().toISOString(),
    });
    await bookTestAppointment(t.app, detailing, {
      zipCode: zip,
      actualDateTime: inFuture(24),
      vendorId: owner.vendorId,
    });
    await bookTestAppointment(t.app, detailing, { zipCode: '81099', actualDateTime: inFuture(24) });
    await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(24), lines: bothLines() });
    expect(await unclaimedIds(v)).toEqual([shown.id]);
  });

  it('needs the zip code served for every product, on that product', async () => {
    const zip = '81003';
    const both = await servingVendor([detailing.id, washing.id], [zip]);
    // Serves washing in the zip, detailing elsewhere: not eligible for a detailing + washing booking.
    const split = await servingVendor([washing.id], [zip]);
    const detail = await addVendorProduct(t.app.db, split.vendorId, detailing.id);
    await addZipCode(t.app.db, split.vendorId, detail.id, '81004');
    const booking = await bookTestAppointment(t.app, detailing, {
      zipCode: zip,
      actualDateTime: inFuture(24),
      lines: bothLines(),
    });
    expect(await unclaimedIds(both)).toEqual([booking.id]);
    expect(await unclaimedIds(split)).toEqual([]);
    // The job is in a zip code it serves, so it is told why (SPEC's 404 stays for other areas).
    const refused = await claim(split, booking.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'service-not-offered' });
  });
});

describe('PATCH /appointment/claim/{id}', () => {
  it('gives the appointment to the vendor: it leaves every unclaimed list and joins the vendor’s list', async () => {
    const zip = '81010';
    const v = await servingVendor([detailing.id], [zip]);
    const rival = await servingVendor([detailing.id], [zip]);
    const { id } = await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(30) });
    expect(await unclaimedIds(rival)).toEqual([id]);
    const res = await claim(v, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, completedAt: null });
    expect(await unclaimedIds(v)).toEqual([]);
    expect(await unclaimedIds(rival)).toEqual([]);
    expect(
      ((await get(v, '/api/appointment?completed=false')).json().data as Array<{ id: number }>).map((a) => a.id),
    ).toEqual([id]);
    expect((await get(rival, `/api/appointment/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 with a clear message to an eligible vendor when someone else holds it; the winner may repeat', async () => {
    const zip = '81011';
    const v = await servingVendor([detailing.id], [zip]);
    const late = await servingVendor([detailing.id], [zip]);
    const { id } = await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(30) });
    expect((await claim(v, id)).statusCode).toBe(200);
    const res = await claim(late, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: APPOINTMENTS.alreadyClaimed });
    expect((await claim(v, id)).statusCode).toBe(200);
  });

  it('answers 404 for appointments the vendor is not eligible for, past, completed, unknown ones', async () => {
    const zip = '81012';
    const v = await servingVendor([detailing.id], [zip]);
    const owner = await createTestVendor(t.app);
    const cases = [
      await bookTestAppointment(t.app, detailing, { zipCode: '81098', actualDateTime: inFuture(30) }),
      await bookTestAppointment(t.app, detailing, { zipCode: zip, actualDateTime: inFuture(-2) }),
      await bookTestAppointment(t.app, detailing, {
        zipCode: zip,
        actualDateTime: inFuture(30),
        completedAt: new Date().toISOString(),
      }),
      await bookTestAppointment(t.app, detailing, {
        zipCode: '81098',
        actualDateTime: inFuture(30),
        vendorId: owner.vendorId,
      }),
    ];
    for (const { id } of [...cases, { id: 2_000_000_000 }]) {
      const res = await claim(v, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPOINTMENTS.notFound(id));
    }
    expect((await claim(v, 'abc')).statusCode).toBe(400);
    expect((await claim(v, '99999999999')).statusCode).toBe(400);
  });

  it('of many concurrent claimers from different vendors exactly one wins; the others get 409', async () => {
    const zip = '81020';
    const vendors = await Promise.all(Array.from({ length: 12 }, () => servingVendor([detailing.id], [zip])));
    for (let round = 0; round < 3; round++) {
      const { id } = await bookTestAppointment(t.app, detailing, {
        zipCode: zip,
        // A day apart: a round's winner is free for the next one (a claim over its own job asks first: 409 no-one-free).
        actualDateTime: inFuture(10 + round * 24),
      });
      const results = await Promise.all(vendors.map((v) => claim(v, id)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array(vendors.length - 1).fill(409)]);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(r.json().message).toBe(APPOINTMENTS.alreadyClaimed);
      const winner = vendors[results.findIndex((r) => r.statusCode === 200)]!;
      expect((await get(winner, `/api/appointment/${id}`)).statusCode).toBe(200);
      for (const v of vendors.filter((x) => x !== winner))
        expect((await get(v, `/api/appointment/${id}`)).statusCode).toBe(404);
    }
  });
});
