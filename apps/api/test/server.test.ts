import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestIdentity, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { RATE_LIMITS } from '@vendor-portal/contract/rate-limits';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    BRAND_NAME: 'Sparkle & Co',
    OPS_CONTACT_PHONE: '(303) 555-0123',
    OPS_CONTACT_EMAIL: 'ops@sparkle.test',
  });
});
afterAll(async () => t.close());

describe('one process: SPA, API and health', () => {
  it('answers /healthz once the database is migrated and reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/livez')).statusCode).toBe(200);
  });

  it('is live but not ready (503) while the newest migration is not recorded', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      expect((await other.app.inject('/healthz')).statusCode).toBe(503);
      expect((await other.app.inject('/readyz')).json()).toEqual({ status: 'unavailable' });
      expect((await other.app.inject('/livez')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.each(['/', '/login', '/appointments/12', '/no/such/page', '/get-started?x=1'])(
    'serves index.html for the client route %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The brand is put in at run time, HTML-escaped, and so is the operations team's contact.
      expect(res.body).toContain('<title>Sparkle &#38; Co</title>');
      expect(res.body).toContain('<meta name="ops-contact-phone" content="(303) 555-0123">');
      expect(res.body).toContain('<meta name="ops-contact-email" content="ops@sparkle.test">');
    },
  );

  it.each(['/api/anything-unknown', '/auth/nothing-here', '/api'])(
    'answers a JSON 404 for the unknown API path %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'not-found' });
    },
  );

  it('serves hashed assets with long-lived immutable caching', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed asset to a browser that accepts %s', async (accept, encoding) => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    const body = res.rawPayload;
    expect((encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString()).toBe(
      'console.log(1)',
    );
  });

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('never serves the build manifest', async () => {
    const res = await t.app.inject('/.vite/manifest.json');
    expect(res.headers['content-type'] ?? '').not.toContain('application/json');
    expect(res.body).not.toContain('secret-manifest');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject('/login');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/vendor'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/ops/appointments'].post).toBeDefined();
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('vendor API authentication', () => {
  it('refuses a data call without a bearer token, or with a bad one', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(40)}`]) {
      const res = await t.app.inject({ url: '/api/vendor', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('marks authenticated answers as not cacheable', async () => {
    const v = await createTestVendor(t.app);
    const res = await t.app.inject({ url: '/api/vendor', headers: v.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('vendor', () => {
  it('GET /vendor answers 404 for an identity without a vendor, then the vendor once created', async () => {
    const id = await createTestIdentity(t.app);
    expect((await t.app.inject({ url: '/api/vendor', headers: id.headers })).statusCode).toBe(404);
    const body = {
      email: id.email,
      title: 'Shiny Cars',
      contactName: 'Sam',
      phone: '3035550100',
      street1: '12 Oak Ave',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/vendor', headers: id.headers, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Shiny Cars', zipCode: '80202', reviewStatus: 'pending' });
    const got = await t.app.inject({ url: '/api/vendor', headers: id.headers });
    expect(got.json().id).toBe(created.json().id);
    // One vendor per identity.
    const again = await t.app.inject({ method: 'POST', url: '/api/vendor', headers: id.headers, payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vendor with this email already exists!');
  });

  it('answers the SPEC message for a bad field, and creates nothing', async () => {
    const id = await createTestIdentity(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: id.headers,
      payload: {
        email: 'not-an-email',
        title: 'X Co',
        phone: '3035550100',
        street1: '1 A St',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid email address');
    expect((await t.app.inject({ url: '/api/vendor', headers: id.headers })).statusCode).toBe(404);
  });

  it('refuses malformed JSON with a 400 and a message', async () => {
    const id = await createTestIdentity(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: { ...id.headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('ops API', () => {
  it('needs the ops token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/outbox' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/ops/outbox',
          headers: { authorization: 'Bearer wrong-token-wrong-token' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/outbox', headers: opsHeaders })).statusCode).toBe(200);
  });

  it('answers 404 not-found to a path with an empty segment, as to any unknown path', async () => {
    for (const url of ['/api//ops/outbox', '/api/ops//outbox', '/api//vendor']) {
      const res = await t.app.inject({ method: 'GET', url, headers: opsHeaders });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, code: 'not-found' });
    }
  });

  it('limits failed authentications per client address (429 with Retry-After), never a valid caller', async () => {
    const remoteAddress = '198.51.100.27';
    const wrong = { authorization: 'Bearer wrong-token-wrong-token' };
    const get = (headers: Record<string, string>, from = remoteAddress) =>
      t.app.inject({ method: 'GET', url: '/api/ops/outbox', headers, remoteAddress: from });
    for (let i = 0; i < RATE_LIMITS['ops-auth-failure'].ip.max; i++) expect((await get(wrong)).statusCode).toBe(401);
    const limited = await get(wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right token from the same address still works at once, and another address is not limited.
    expect((await get(opsHeaders)).statusCode).toBe(200);
    expect((await get(wrong, '198.51.100.28')).statusCode).toBe(401);
  });

  it('creates a product with price ids, and refuses bad input with a message', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/ops/products',
      headers: opsHeaders,
      payload: {
        title: 'Gutter Cleaning',
        isActive: true,
        prices: [{ title: 'Single storey', isOutside: true, schedulingInterface: 'date' }],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().prices[0].id).toEqual(expect.any(Number));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ops/products',
      headers: opsHeaders,
      payload: { title: '', prices: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/title/);
  });

  it('books an appointment and refuses a price of another product', async () => {
    const product = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ops/products',
        headers: opsHeaders,
        payload: { title: 'Pressure Washing', prices: [{ title: 'Driveway', isOutside: true }] },
      })
    ).json();
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ops/products',
        headers: opsHeaders,
        payload: { title: 'Window Cleaning', prices: [{ title: 'Windows', isOutside: true }] },
      })
    ).json();
    const body = {
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      property: {
        title: 'Home',
        street1: '1 Main',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        timeZone: 'America/Denver',
      },
      actualDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0].id, quantity: 1 }],
    };
    const ok = await t.app.inject({ method: 'POST', url: '/api/ops/appointments', headers: opsHeaders, payload: body });
    expect(ok.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: { ...body, lines: [{ productId: product.id, priceId: other.prices[0].id, quantity: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets a vendor review status; an unknown vendor is 404, a bad status 400', async () => {
    const v = await createTestVendor(t.app);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendors/${v.vendorId}`,
      headers: opsHeaders,
      payload: { reviewStatus: 'approved' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reviewStatus).toBe('approved');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/ops/vendors/999999',
          headers: opsHeaders,
          payload: { reviewStatus: 'approved' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/ops/vendors/${v.vendorId}`,
          headers: opsHeaders,
          payload: { reviewStatus: 'maybe' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/ops/vendors/99999999999',
          headers: opsHeaders,
          payload: { reviewStatus: 'approved' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
