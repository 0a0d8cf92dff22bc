import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACTIONS } from '@vendor-portal/contract/messages';
import { idempotencyKeys, vendorProducts } from '../src/db/schema.ts';
import {
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  testProduct,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';

// docs/architecture.md "Idempotent creates": one mechanism (plugins/app/idempotency.ts) for every
// create route; per identity; the same key with another request is 422.

let t: TestContext;
let product: { id: number };
let other: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
  other = await createTestProduct(t.app, { title: 'House Cleaning' });
});
afterAll(async () => t.close());

const offer = (headers: Record<string, string>, productId: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendorProduct',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { productId },
  });
const rows = async (vendorId: number) =>
  t.app.db
    .select()
    .from(vendorProducts)
    .where(and(eq(vendorProducts.vendorId, vendorId)));

describe('Idempotency-Key on create routes', () => {
  it('the same key twice makes one row and answers the same body (200, replayed)', async () => {
    const v = await createTestVendor(t.app);
    const first = await offer(v.headers, product.id, 'add-service-0001');
    expect(first.statusCode).toBe(201);
    const again = await offer(v.headers, product.id, 'add-service-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows(v.vendorId)).toHaveLength(1);
  });

  it('two sends racing with one key make one row', async () => {
    const v = await createTestVendor(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => offer(v.headers, product.id, 'add-service-race')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rows(v.vendorId)).toHaveLength(1);
  });

  it('the same key with another body is 422 idempotency-key-reused, and makes nothing', async () => {
    const v = await createTestVendor(t.app);
    expect((await offer(v.headers, product.id, 'add-service-0002')).statusCode).toBe(201);
    const reused = await offer(v.headers, other.id, 'add-service-0002');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency-key-reused', message: ACTIONS.idempotencyKeyReused });
    expect(await rows(v.vendorId)).toHaveLength(1);
  });

  it("another vendor's key never collides", async () => {
    const a = await createTestVendor(t.app);
    const b = await createTestVendor(t.app);
    const first = await offer(a.headers, product.id, 'shared-key-0003');
    const second = await offer(b.headers, other.id, 'shared-key-0003');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().productId).toBe(other.id);
    expect(await rows(b.vendorId)).toHaveLength(1);
  });

  it('a failed create gives its key back: the retry runs', async () => {
    const v = await createTestVendor(t.app);
    const missing = await offer(v.headers, 999_999, 'add-service-0004');
    expect(missing.statusCode).toBe(404);
    // Same key, same body: still refused by the route (not replayed as a success, not 422).
    expect((await offer(v.headers, 999_999, 'add-service-0004')).statusCode).toBe(404);
  });

  it('refuses a malformed key with 400', async () => {
    const v = await createTestVendor(t.app);
    const res = await offer(v.headers, product.id, 'bad key!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACTIONS.idempotencyKeyInvalid);
    expect(await rows(v.vendorId)).toHaveLength(0);
  });

  it('ops booking creation with a key books once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ops/products',
      headers: { ...opsHeaders, 'idempotency-key': 'ops-product-0001' },
      payload: testProduct({ title: 'Gutter Cleaning' }),
    });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ops/products',
      headers: { ...opsHeaders, 'idempotency-key': 'ops-product-0001' },
      payload: testProduct({ title: 'Gutter Cleaning' }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
  });

  it('keeps no set-password link: a replayed staff creation answers the account without it', async () => {
    const payload = { email: uniqueEmail('reviewer'), role: 'reviewer' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/staff',
        headers: { ...opsHeaders, 'idempotency-key': 'ops-staff-0001' },
        payload,
      });
    const created = await send();
    expect(created.statusCode).toBe(201);
    const link = created.json().setPasswordUrl as string;
    const token = new URL(link).searchParams.get('token')!;
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { setPasswordUrl, ...account } = created.json() as { setPasswordUrl: string };
    expect(setPasswordUrl).toBeTruthy();
    expect(again.json()).toEqual(account);
    // Nothing in the store holds the link or its token.
    const kept = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'ops-staff-0001'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.body).not.toContain(token);
    expect(kept[0]!.body).not.toContain('reset-password');
  });
});
