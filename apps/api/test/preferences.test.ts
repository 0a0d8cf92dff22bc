import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestIdentity, createTestVendor, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { invitation, invitationToken } from './team-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { openStream, type SseClient } from './live/sse-client.ts';

// docs/architecture.md "Languages" (issue 46): GET / PATCH /api/preferences {language}, `en` by default or
// `es`, each member's own; the company hears it (the member's other devices, an owner's Team page).

let t: TestContext;
let base: string;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/preferences', headers });
const patch = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/preferences', headers, payload: payload as object });

describe('/api/preferences', () => {
  it('is English until the member chooses, then its own language, on Team too', async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await get(tech.headers)).json()).toEqual({ language: 'en' });

    const changed = await patch(tech.headers, { language: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'es' });
    expect((await get(tech.headers)).json()).toEqual({ language: 'es' });
    // Its own only: the owner's stays English.
    expect((await get(owner.headers)).json()).toEqual({ language: 'en' });

    const team = (await t.app.inject({ url: '/api/team', headers: owner.headers })).json() as {
      data: { id: number; language: string }[];
    };
    expect(team.data.find((m) => m.id === tech.memberId)?.language).toBe('es');
    expect(team.data.find((m) => m.id !== tech.memberId)?.language).toBe('en');
  });

  it('refuses a language it does not have, or another field, and changes nothing', async () => {
    const owner = await createTestVendor(t.app);
    for (const payload of [{ language: 'fr' }, { language: 'ES' }, {}, { language: 'es', theme: 'dark' }]) {
      const refused = await patch(owner.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await get(owner.headers)).json()).toEqual({ language: 'en' });
  });

  it('asks for a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/preferences' })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/preferences', payload: { language: 'es' } });
    expect(refused.statusCode).toBe(401);
  });

  it("tells the member's other devices (and the company's open pages) at once", async () => {
    const owner = await createTestVendor(t.app);
    const stream = await openStream(base, owner.token);
    open.push(stream);
    expect((await patch(owner.headers, { language: 'es' })).statusCode).toBe(200);
    await stream.next((e) => e.event === 'vendor' && (JSON.parse(e.data) as { action: string }).action === 'team');
  });

  it("a technician's change reaches its other signed-in device, which then reads the new language", async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    // A second device: the technician signs in again there.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email: tech.email, password: tech.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const phone = { authorization: `Bearer ${(signIn.json() as { idToken: string }).idToken}` };
    const stream = await openStream(base, (signIn.json() as { idToken: string }).idToken);
    open.push(stream);

    expect((await patch(tech.headers, { language: 'es' })).statusCode).toBe(200);
    await stream.next((e) => e.event === 'vendor' && (JSON.parse(e.data) as { action: string }).action === 'team');
    expect((await get(phone)).json()).toEqual({ language: 'es' });
  });
});

// Issue 46: the language chosen before sign-in becomes the member's. The web keeps it on the device and saves it
// with PATCH /api/preferences as soon as the member exists (apps/web/src/app/member-language.tsx): at /join at
// once, at sign-up once its company is made (POST /api/vendor).
describe('the language chosen before sign-in', () => {
  it('becomes the invited member’s when it joins', async () => {
    const owner = await createTestVendor(t.app);
    const body = invitation();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/team', headers: owner.headers, payload: body })).statusCode,
    ).toBe(201);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/auth/invitations/confirm',
      payload: { token: await invitationToken(t, body.email), password: 'sturdy-pass-1' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const member = { authorization: `Bearer ${(joined.json() as { idToken: string }).idToken}` };
    expect((await get(member)).json()).toEqual({ language: 'en' });

    expect((await patch(member, { language: 'es' })).json()).toEqual({ language: 'es' });
    expect((await get(member)).json()).toEqual({ language: 'es' });
    const team = (await t.app.inject({ url: '/api/team', headers: owner.headers })).json() as {
      data: { email: string; language: string }[];
    };
    expect(team.data.find((m) => m.email === body.email)?.language).toBe('es');
  });

  it('becomes a new sign-up’s once its company is made, and is refused (nothing kept) before', async () => {
    const identity = await createTestIdentity(t.app);
    expect((await get(identity.headers)).statusCode).toBe(404);
    expect((await patch(identity.headers, { language: 'es' })).statusCode).toBe(404);
    const company = {
      email: identity.email,
      title: 'Brillo Cleaning',
      contactName: 'Rosa',
      phone: '3035550100',
      street1: '12 Oak Ave',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: identity.headers,
      payload: company,
    });
    expect(created.statusCode, created.body).toBe(201);
    // What the refused PATCH asked for was not kept: the new owner starts in English until its device saves it.
    expect((await get(identity.headers)).json()).toEqual({ language: 'en' });
    expect((await patch(identity.headers, { language: 'es' })).json()).toEqual({ language: 'es' });
    expect((await get(identity.headers)).json()).toEqual({ language: 'es' });
  });
});
