import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, createTestVendor, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "A company with a crew": a removal and a role change take effect at once on every
// process. Two apps on one database stand for two processes (as in team.test.ts): B hears of the change made
// through A only by the event bus, after B has the member in its identity cache.

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

async function signedIn(who: { email: string; password: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/sessions', payload: who });
  expect(res.statusCode).toBe(200);
  return {
    headers: { authorization: `Bearer ${res.json().idToken as string}` },
    refresh: res.cookies.find((c) => c.name === 'vp_refresh')!.value,
  };
}

describe('team changes on every process', () => {
  it("ends a removed member's every idToken and refresh cookie at once", async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const session = await signedIn(tech);
    expect((await b.inject({ url: '/api/vendor', headers: session.headers })).statusCode).toBe(200);
    expect((await b.inject({ url: '/api/vendor', headers: tech.headers })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/team/${tech.memberId}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    for (const headers of [session.headers, tech.headers]) {
      await expect.poll(async () => (await b.inject({ url: '/api/vendor', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/vendor', headers })).statusCode).toBe(401);
    }
    const refresh = await b.inject({ method: 'POST', url: '/auth/token', cookies: { vp_refresh: session.refresh } });
    expect(refresh.statusCode).toBe(401);
    // Its account stays, with no company: signing in again reaches nothing of the company's.
    const again = await signedIn(tech);
    expect((await b.inject({ url: '/api/vendor', headers: again.headers })).statusCode).toBe(404);
  });

  it('reads a new role from the database on the next request, on every process', async () => {
    const owner = await createTestVendor(t.app);
    const office = await createTestMember(t.app, owner, 'office');
    expect((await b.inject({ url: '/api/team', headers: office.headers })).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${office.memberId}`,
      headers: owner.headers,
      payload: { role: 'technician' },
    });
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(async () => (await b.inject({ url: '/api/team', headers: office.headers })).json().code)
      .toBe('role-forbidden');
    expect((await t.app.inject({ url: '/api/team', headers: office.headers })).json().code).toBe('role-forbidden');
  });
});
