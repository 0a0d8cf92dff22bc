import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS, rotate, startFamily } from '../src/identity/refresh-tokens.ts';
import { createTestApp, createTestVendor, movableClock, type TestContext, type TestVendor } from './helpers.ts';

// Hardening: a password reset ends every earlier idToken (per-account token version, not
// a comparison of seconds), and signing out or a refresh-token replay ends that session's idTokens
// at once (tokens carry their refresh family id).

let t: TestContext;
const clock = movableClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const status = async (idToken: string) =>
  (await t.app.inject({ url: '/api/vendor', headers: { authorization: `Bearer ${idToken}` } })).statusCode;
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'vp_refresh')?.value ?? '';

async function resetPassword(v: TestVendor, newPassword = 'a-new-password-1') {
  expect(
    (await t.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: v.email } })).statusCode,
  ).toBe(202);
  await expect.poll(() => t.mail.filter((m) => m.to === v.email).length).toBeGreaterThan(0);
  const link = t.mail
    .filter((m) => m.to === v.email)
    .at(-1)!
    .text.match(/reset-password\?token=([^\s]+)/)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: { token: decodeURIComponent(link), newPassword },
  });
  expect(res.statusCode).toBe(204);
}

async function signIn(v: TestVendor, password = v.password) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/sessions', payload: { email: v.email, password } });
  expect(res.statusCode).toBe(200);
  return { idToken: res.json().idToken as string, cookie: cookieOf(res) };
}
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/auth/token', cookies: { vp_refresh: cookie } });

describe('a password reset ends every earlier idToken', () => {
  it('refuses a token issued in the same second as the reset (or with a clock a little ahead)', async () => {
    const v = await createTestVendor(t.app);
    // iat two seconds ahead of the reset: a seconds comparison lets it through.
    const { idToken } = await t.app.tokens.sign({ id: v.identityId, email: v.email }, Date.now() + 2_000);
    expect(await status(idToken)).toBe(200);
    await resetPassword(v);
    expect(await status(idToken)).toBe(401);
    expect(await status((await signIn(v, 'a-new-password-1')).idToken)).toBe(200);
  });

  it('refuses a token minted after the reset from a refresh that read the account before it', async () => {
    const v = await createTestVendor(t.app);
    const family = await startFamily(t.app.db, v.identityId);
    // The refresh rotates (and reads the account) just before the reset commits, and signs after.
    const rotated = await rotate(t.app.db, family.token);
    expect(rotated.ok).toBe(true);
    await resetPassword(v);
    if (!rotated.ok) return;
    const { idToken } = await t.app.tokens.sign(
      { id: v.identityId, email: v.email, tokenVersion: rotated.tokenVersion },
      Date.now() + 2_000,
    );
    expect(await status(idToken)).toBe(401);
    // Its successor refresh token is dead too.
    expect((await refresh(rotated.next.token)).statusCode).toBe(401);
  });

  it('leaves no usable idToken to a refresh loop racing the reset', async () => {
    for (let round = 0; round < 8; round++) {
      const v = await createTestVendor(t.app);
      let { cookie } = await signIn(v);
      const minted: string[] = [];
      let resetDone = false;
      const loop = (async () => {
        while (!resetDone) {
          const res = await refresh(cookie);
          if (res.statusCode !== 200) break;
          minted.push(res.json().idToken);
          cookie = cookieOf(res) || cookie;
        }
      })();
      await resetPassword(v, `a-new-password-${round}`);
      resetDone = true;
      await loop;
      for (const idToken of minted.slice(-3)) expect(await status(idToken), `round ${round}`).toBe(401);
      expect((await refresh(cookie)).statusCode, `round ${round}`).toBe(401);
    }
  });
});

describe('sign-out and replay end the session’s idTokens at once', () => {
  it('refuses the idToken of a session that signed out, and only of that session', async () => {
    const v = await createTestVendor(t.app);
    const mine = await signIn(v);
    const other = await signIn(v);
    expect(await status(mine.idToken)).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { vp_refresh: mine.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(await status(mine.idToken)).toBe(401);
    expect(await status(other.idToken)).toBe(200);
  });

  it('refuses every idToken of a session whose refresh token was replayed', async () => {
    const v = await createTestVendor(t.app);
    const session = await signIn(v);
    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    const fresh = first.json().idToken as string;
    expect(await status(fresh)).toBe(200);
    // The old cookie again after its grace: copied, so the whole family ends, with its idTokens.
    clock.advance(REUSE_GRACE_MS + 1);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect(await status(fresh)).toBe(401);
    expect(await status(session.idToken)).toBe(401);
  });
});
