import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM } from '@vendor-portal/contract/messages/team';
import { MEMBER_ROLES, may, type MemberRole } from '@vendor-portal/contract/team';
import { createTestApp, createTestVendor, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { listRoutes, memberCapabilityOf } from './robustness/support.ts';

// docs/architecture.md "A company with a crew": every vendor route answers 403 role-forbidden exactly when
// the member's role may not do the route's capability (contract/team.ts may()). The routes come from the
// running app, what each needs from its entry in the route table (packages/contract/src/routes: `who`), the
// roles from MEMBER_ROLES; the isolation matrix reads the same entries (robustness/support.ts memberCapabilityOf).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('roles', () => {
  it('answers 403 role-forbidden on every vendor route exactly where may() says no', async () => {
    const owner = await createTestVendor(t.app);
    const headers: Record<MemberRole, { authorization: string }> = {
      owner: owner.headers,
      office: (await createTestMember(t.app, owner, 'office')).headers,
      technician: (await createTestMember(t.app, owner, 'technician')).headers,
    };
    const routes = listRoutes(t.app).filter((r) => r.access === 'vendor' && r.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const unlisted = routes.map((r) => r.key).filter((key) => memberCapabilityOf(key) === undefined);
    expect(unlisted, 'vendor routes without a member entry in the route table').toEqual([]);
    for (const route of routes) {
      const capability = memberCapabilityOf(route.key)!;
      for (const role of MEMBER_ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.path.replace(/\{\w+\}/g, '999999'),
          headers: { ...headers[role], accept: 'application/json' },
        });
        const forbidden = capability !== null && !may(role, capability);
        const body = res.statusCode === 403 ? res.json() : {};
        expect(body.code === 'role-forbidden', `${role} ${route.key} (${res.statusCode} ${body.code})`).toBe(forbidden);
        if (forbidden) expect(body.message).toBe(TEAM.roleForbidden);
      }
    }
  });

  it('lets only the owner sign the agreement for the company', async () => {
    const owner = await createTestVendor(t.app);
    const office = await createTestMember(t.app, owner, 'office');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signedDocument?documentId=1',
      headers: office.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('role-forbidden');
    const own = await t.app.inject({ method: 'POST', url: '/api/signedDocument?documentId=1', headers: owner.headers });
    expect(own.json().code).not.toBe('role-forbidden');
  });
});
