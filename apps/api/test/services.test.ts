import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vendorZipCodes } from '../src/db/schema.ts';
import { SERVICES } from '@vendor-portal/contract/messages';
import {
  createTestApp,
  createTestProduct,
  createTestVendor,
  createTwoTestProducts,
  type TestContext,
  type TestVendor,
} from './helpers.ts';

let t: TestContext;
let detailing: { id: number };
let washing: { id: number };
let inactive: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ detailing, washing } = await createTwoTestProducts(t.app));
  inactive = await createTestProduct(t.app, { title: 'Retired Service', isActive: false });
});
afterAll(async () => t.close());

const inject = (v: TestVendor, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function offer(v: TestVendor, productId: number, zips: string[] = []) {
  const res = await inject(v, 'POST', '/api/vendorProduct', { productId });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: number };
  for (const zipCode of zips)
    expect((await inject(v, 'POST', '/api/zipcode', { vendorProductId: id, zipCode })).statusCode).toBe(201);
  return id;
}

describe('POST /vendorProduct', () => {
  it('offers an active product and answers its id', async () => {
    const v = await createTestVendor(t.app);
    const res = await inject(v, 'POST', '/api/vendorProduct', { productId: detailing.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), productId: detailing.id });
  });

  it('answers 409 when the service is already offered', async () => {
    const v = await createTestVendor(t.app);
    await offer(v, detailing.id);
    const res = await inject(v, 'POST', '/api/vendorProduct', { productId: detailing.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: SERVICES.alreadyOffered });
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const v = await createTestVendor(t.app);
    for (const productId of [inactive.id, 999_999]) {
      const res = await inject(v, 'POST', '/api/vendorProduct', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SERVICES.productNotFound);
    }
  });

  it.each([{}, { productId: 'abc' }, { productId: -1 }, { productId: 1.5 }, { productId: 3_000_000_000 }])(
    'answers 400 for the body %j',
    async (body) => {
      const v = await createTestVendor(t.app);
      const res = await inject(v, 'POST', '/api/vendorProduct', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation-error');
    },
  );

  it('answers 400 for malformed JSON and 401 without a token', async () => {
    const v = await createTestVendor(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/vendorProduct',
      headers: { ...v.headers, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/vendorProduct', payload: { productId: detailing.id } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /zipcode', () => {
  it("lists the vendor's services with zip codes sorted, and an empty list for a service without zips", async () => {
    const v = await createTestVendor(t.app);
    const d = await offer(v, detailing.id, ['80210', '80202', '80205']);
    const w = await offer(v, washing.id);
    const res = await inject(v, 'GET', '/api/zipcode');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { vendorProductId: w, productId: washing.id, productTitle: 'Pressure Washing', zipCodes: [] },
      {
        vendorProductId: d,
        productId: detailing.id,
        productTitle: 'Vehicle Detailing',
        zipCodes: ['80202', '80205', '80210'],
      },
    ]);
  });

  it('answers an empty list for a vendor without services', async () => {
    const v = await createTestVendor(t.app);
    const res = await inject(v, 'GET', '/api/zipcode');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('POST /zipcode', () => {
  it('adds a zip and answers 409 for a duplicate', async () => {
    const v = await createTestVendor(t.app);
    const id = await offer(v, detailing.id);
    const first = await inject(v, 'POST', '/api/zipcode', { vendorProductId: id, zipCode: '80202' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ vendorProductId: id, zipCode: '80202' });
    const dup = await inject(v, 'POST', '/api/zipcode', { vendorProductId: id, zipCode: '80202' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(SERVICES.zipAlreadyServed);
  });

  it.each(['8020', '802022', 'abcde', '8020a', '', '80 20'])('answers 400 for the zip %j', async (zipCode) => {
    const v = await createTestVendor(t.app);
    const id = await offer(v, detailing.id);
    const res = await inject(v, 'POST', '/api/zipcode', { vendorProductId: id, zipCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVICES.zipFormat);
  });

  it('answers 400 without a service id and 404 for a service that does not exist', async () => {
    const v = await createTestVendor(t.app);
    expect((await inject(v, 'POST', '/api/zipcode', { zipCode: '80202' })).statusCode).toBe(400);
    const res = await inject(v, 'POST', '/api/zipcode', { vendorProductId: 2_000_000_000, zipCode: '80202' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SERVICES.serviceNotFound);
  });
});

describe('DELETE /zipcode', () => {
  it('removes one zip of a service', async () => {
    const v = await createTestVendor(t.app);
    const id = await offer(v, detailing.id, ['80202', '80203']);
    const res = await inject(v, 'DELETE', `/api/zipcode?zipcode=80202&vendorProductId=${id}`);
    expect(res.statusCode).toBe(204);
    expect((await inject(v, 'GET', '/api/zipcode')).json()[0].zipCodes).toEqual(['80203']);
  });

  it('answers 404 for a zip the service does not have and 400 for bad input', async () => {
    const v = await createTestVendor(t.app);
    const id = await offer(v, detailing.id, ['80202']);
    const missing = await inject(v, 'DELETE', `/api/zipcode?zipcode=80299&vendorProductId=${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SERVICES.zipNotFound);
    expect((await inject(v, 'DELETE', `/api/zipcode?zipcode=802&vendorProductId=${id}`)).statusCode).toBe(400);
    expect((await inject(v, 'DELETE', '/api/zipcode?zipcode=80202')).statusCode).toBe(400);
    expect((await inject(v, 'DELETE', '/api/zipcode?zipcode=80202&vendorProductId=x')).statusCode).toBe(400);
  });
});

describe('DELETE /vendorProduct/{id}', () => {
  it('removes the service and its zip codes, and the product can be offered again', async () => {
    const v = await createTestVendor(t.app);
    const id = await offer(v, detailing.id, ['80202', '80203']);
    expect((await inject(v, 'DELETE', `/api/vendorProduct/${id}`)).statusCode).toBe(204);
    expect((await inject(v, 'GET', '/api/zipcode')).json()).toEqual([]);
    expect(await t.app.db.select().from(vendorZipCodes).where(eq(vendorZipCodes.vendorProductId, id))).toEqual([]);
    expect((await inject(v, 'DELETE', `/api/vendorProduct/${id}`)).statusCode).toBe(404);
    await offer(v, detailing.id);
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers 400 for the id %s', async (id) => {
    const v = await createTestVendor(t.app);
    expect((await inject(v, 'DELETE', `/api/vendorProduct/${id}`)).statusCode).toBe(400);
  });
});

describe('isolation between vendors', () => {
  it("answers 404 for another vendor's service and changes nothing", async () => {
    const owner = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const id = await offer(owner, detailing.id, ['80202']);
    const before = (await inject(owner, 'GET', '/api/zipcode')).json();

    expect((await inject(other, 'GET', '/api/zipcode')).json()).toEqual([]);
    const add = await inject(other, 'POST', '/api/zipcode', { vendorProductId: id, zipCode: '80203' });
    expect(add.statusCode).toBe(404);
    expect((await inject(other, 'DELETE', `/api/zipcode?zipcode=80202&vendorProductId=${id}`)).statusCode).toBe(404);
    const del = await inject(other, 'DELETE', `/api/vendorProduct/${id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: SERVICES.serviceNotFound,
      code: 'not-found',
    });

    expect((await inject(owner, 'GET', '/api/zipcode')).json()).toEqual(before);
    // Both vendors may offer the same product.
    await offer(other, detailing.id);
  });
});
