import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH } from '@vendor-portal/contract/messages';
import { signedDocuments } from '../src/db/schema.ts';
import { createTestApp, createTestIdentity, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';

// docs/product-spec.md §7 legal and signed documents; docs/architecture.md: the newest vendor_agreement whose
// effective date has passed; signatures per identity with time, IP and user agent.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const publish = (effectiveDate: string, contentMarkdown: string, documentType = 'vendor_agreement') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ops/legal-documents',
    headers: opsHeaders,
    payload: { documentType, effectiveDate, contentMarkdown },
  });
const current = () => ctx.app.inject({ method: 'GET', url: '/api/legalDocument?documentType=vendor_agreement' });

describe('GET /legalDocument', () => {
  it('answers 404 with the SPEC text while no agreement is in effect', async () => {
    const res = await current();
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTH.agreementNotFound);
  });

  it('is public and answers the newest version in effect, never a future one', async () => {
    const v1 = (await publish('2024-01-01T00:00:00Z', '# Agreement v1')).json();
    await publish(new Date(Date.now() + 86_400_000).toISOString(), '# Future');
    await publish('2024-01-01T00:00:00Z', '# Terms', 'terms_of_service');
    const res = await current();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: v1.id,
      documentType: 'vendor_agreement',
      effectiveDate: '2024-01-01T00:00:00.000Z',
      contentMarkdown: '# Agreement v1',
    });
    const v2 = (await publish('2025-01-01T00:00:00Z', '# Agreement v2')).json();
    expect((await current()).json().id).toBe(v2.id);
  });

  it('answers 400 without a documentType', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/legalDocument' })).statusCode).toBe(400);
  });
});

describe('GET/POST /signedDocument', () => {
  it('needs a bearer token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/signedDocument?documentId=1' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/signedDocument?documentId=1' })).statusCode).toBe(401);
  });

  it('is unsigned, then signed with time, IP and user agent; signing again keeps the first signature', async () => {
    const doc = (await publish('2024-06-01T00:00:00Z', 'Sign me')).json();
    const vendor = await createTestVendor(ctx.app);
    const url = `/api/signedDocument?documentId=${doc.id}`;
    const before = await ctx.app.inject({ method: 'GET', url, headers: vendor.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ documentId: doc.id, signedDate: null });

    const signed = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...vendor.headers, 'user-agent': 'TestBrowser/1.0' },
      remoteAddress: '203.0.113.7',
    });
    expect(signed.statusCode).toBe(200);
    const signedDate = signed.json().signedDate;
    expect(Date.parse(signedDate)).toBeGreaterThan(Date.now() - 60_000);

    const again = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...vendor.headers, 'user-agent': 'Other/2.0' },
      remoteAddress: '198.51.100.1',
    });
    expect(again.json().signedDate).toBe(signedDate);
    expect((await ctx.app.inject({ method: 'GET', url, headers: vendor.headers })).json()).toEqual({
      documentId: doc.id,
      signedDate,
    });

    const rows = await ctx.app.db
      .select()
      .from(signedDocuments)
      .where(eq(signedDocuments.identityId, vendor.identityId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.7', userAgent: 'TestBrowser/1.0' });
  });

  it('a signature belongs to one identity; an identity without a vendor can sign too', async () => {
    const doc = (await publish('2024-07-01T00:00:00Z', 'Per identity')).json();
    const a = await createTestVendor(ctx.app);
    const b = await createTestIdentity(ctx.app);
    const url = `/api/signedDocument?documentId=${doc.id}`;
    await ctx.app.inject({ method: 'POST', url, headers: a.headers });
    expect((await ctx.app.inject({ method: 'GET', url, headers: b.headers })).json().signedDate).toBeNull();
    expect((await ctx.app.inject({ method: 'POST', url, headers: b.headers })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown document and 400 for a bad id', async () => {
    const vendor = await createTestVendor(ctx.app);
    for (const method of ['GET', 'POST'] as const) {
      expect(
        (await ctx.app.inject({ method, url: '/api/signedDocument?documentId=999999', headers: vendor.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method, url: '/api/signedDocument?documentId=abc', headers: vendor.headers }))
          .statusCode,
      ).toBe(400);
      expect(
        (await ctx.app.inject({ method, url: '/api/signedDocument?documentId=99999999999', headers: vendor.headers }))
          .statusCode,
      ).toBe(400);
    }
  });
});
