import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorMembers } from '../src/db/schema.ts';
import { identityChanged } from '../src/lib/event-bus.ts';
import { createSecondProcess, createTestApp, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "A company with a crew": members and roles. Two apps on one database stand for two
// processes (as in identity-cache.test.ts): B hears of a change only through the event bus.

let t: TestContext;
let b: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  b = await createSecondProcess(t);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const signIn = async (who: { email: string; password: string }) => {
  const res = await t.app.inject({ method: 'POST', url: '/auth/sessions', payload: who });
  expect(res.statusCode).toBe(200);
  return res.json().idToken as string;
};

describe('members', () => {
  it('makes the identity that creates a vendor its owner, named in the idToken', async () => {
    const v = await createTestVendor(t.app);
    const rows = await t.app.db
      .select({ role: vendorMembers.role, status: vendorMembers.status, identityId: vendorMembers.identityId })
      .from(vendorMembers)
      .where(eq(vendorMembers.vendorId, v.vendorId));
    expect(rows).toEqual([{ role: 'owner', status: 'active', identityId: v.identityId }]);
    const claims = decodeJwt(await signIn(v));
    expect(claims).toMatchObject({ vendorId: v.vendorId, memberRole: 'owner' });
  });

  it("lets a member work in its company's data, its role named in the idToken", async () => {
    const v = await createTestVendor(t.app);
    const office = await createTestMember(t.app, v, 'office');
    const res = await t.app.inject({ url: '/api/vendor', headers: office.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(v.vendorId);
    expect(decodeJwt(await signIn(office))).toMatchObject({ vendorId: v.vendorId, memberRole: 'office' });
  });

  it('asks only the owner to sign the agreement in effect', async () => {
    const v = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, v, 'technician');
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/ops/legal-documents',
      headers: opsHeaders,
      payload: {
        documentType: 'vendor_agreement',
        effectiveDate: new Date(Date.now() - 60_000).toISOString(),
        contentMarkdown: '# Agreement for crews',
      },
    });
    expect(published.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/appointment', headers: v.headers })).json().code).toBe(
      'agreement-required',
    );
    expect((await t.app.inject({ url: '/api/appointment', headers: tech.headers })).statusCode).toBe(200);
  });

  it('drops a member whose role changes from every process’s identity cache', async () => {
    const v = await createTestVendor(t.app);
    const office = await createTestMember(t.app, v, 'office');
    expect((await b.inject({ url: '/api/vendor', headers: office.headers })).statusCode).toBe(200);
    expect((await b.identityCache.check(office.identityId, null))?.memberRole).toBe('office');
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(vendorMembers)
        .set({ role: 'technician' })
        .where(and(eq(vendorMembers.id, office.memberId)));
      await identityChanged(tx, office.identityId);
    });
    await expect
      .poll(async () => (await b.identityCache.check(office.identityId, null))?.memberRole, { timeout: 2_000 })
      .toBe('technician');
  });
});
