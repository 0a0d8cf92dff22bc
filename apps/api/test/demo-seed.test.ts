import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identities } from '../src/db/schema.ts';
import { DEMO_OFFICE, DEMO_TECHNICIAN, DEMO_VENDOR, seedDemo } from '../src/db/seed-demo.ts';
import { detectWholeFile } from '../src/modules/files/file-type.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// The demo data `npm start` seeds (README "Quick start"): the demo vendor is approved, so its setup is
// complete, with a reviewed document the console and the Account page can open.

let t: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, new Date(), t.app.storage);
  const res = await t.app.inject({ method: 'POST', url: '/auth/sessions', payload: DEMO_VENDOR });
  headers = { authorization: `Bearer ${res.json().idToken as string}` };
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('gives the company an office member and a technician who sees only its job of today', async () => {
    const signIn = async (who: { email: string; password: string }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/sessions',
        payload: { email: who.email, password: who.password },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().idToken as string}` };
    };
    const office = (await t.app.inject({ url: '/api/appointment', headers: await signIn(DEMO_OFFICE) })).json();
    const all = (await t.app.inject({ url: '/api/appointment', headers })).json();
    expect(office.data).toHaveLength(all.data.length);
    const tech = (await t.app.inject({ url: '/api/appointment', headers: await signIn(DEMO_TECHNICIAN) })).json();
    expect(tech.data).toHaveLength(1);
    expect(tech.data[0].assignee).toEqual({ id: expect.any(Number), name: DEMO_TECHNICIAN.name });
    const start = new Date(tech.data[0].actualDateTime).getTime();
    expect(start - Date.now()).toBeLessThan(2 * 86_400_000);
  });

  it('seeds the office member and the technician with verified addresses (they joined by their link)', async () => {
    for (const who of [DEMO_OFFICE, DEMO_TECHNICIAN]) {
      const [row] = await t.app.db
        .select({ emailVerified: identities.emailVerified })
        .from(identities)
        .where(eq(identities.email, who.email));
      expect(row, who.email).toEqual({ emailVerified: true });
    }
  });

  it('leaves no onboarding step undone for the approved demo vendor', async () => {
    const res = await t.app.inject({ url: '/api/vendorSetup', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: { 'business-info': true, services: true, hours: true, documents: true },
      nextStep: 'complete',
    });
  });

  it('gives it an approved document whose link opens a real PDF', async () => {
    const files = (await t.app.inject({ url: '/api/vendorFiles', headers })).json();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileLabel: 'W-9 Form', status: 'approved', contentType: 'application/pdf' });
    const content = await t.app.inject({ url: files[0].mediaUrl });
    expect(content.statusCode).toBe(200);
    expect(await detectWholeFile(content.rawPayload)).toBe('application/pdf');
  });

  it('shows a living Earnings page: paid work in recent weeks, one week paid with its reference', async () => {
    const res = await t.app.inject({ url: '/api/earnings?weeks=12', headers });
    expect(res.statusCode).toBe(200);
    const { weeks, upcomingCents } = res.json().data as {
      weeks: Array<{ completedCents: number; reference: string | null }>;
      upcomingCents: number;
    };
    expect(weeks.filter((w) => w.completedCents > 0).length).toBeGreaterThanOrEqual(3);
    expect(weeks.filter((w) => w.reference === 'ACH-2048-DEMO')).toHaveLength(1);
    expect(weeks.find((w) => w.reference)!.completedCents).toBeGreaterThan(0);
    expect(upcomingCents).toBeGreaterThan(0);
  });
});
