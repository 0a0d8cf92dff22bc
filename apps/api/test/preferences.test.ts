import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { openStream, type SseClient } from './live/sse-client.ts';

// shared/ARCHITECTURE.md "Languages" (issue 46): GET / PATCH /api/preferences {language}, `en` by default or
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
});
