import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awaitMail,
  createTestApp,
  createTestVendor,
  mailedTokenOf,
  uniqueEmail,
  type TestContext,
  type TestVendor,
} from './helpers.ts';

// docs/architecture.md "Credentials and what ends them": a change of how the account signs in ends
// the pending one-time links it must end (apps/api/src/identity/one-time-links.ts, LINKS_ENDED_BY).
// Issue 27 items 1 to 3, played as the attacker played them.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// Links are mailed in the background: the newest to the address, once sent.
const linkTo = async (email: string) => mailedTokenOf(await awaitMail(t, (m) => m.to === email));
const requestEmailChange = async (v: TestVendor, newEmail: string) => {
  const res = await post('/auth/email-change', { newEmail, currentPassword: v.password }, v.headers);
  expect(res.statusCode).toBe(202);
  return linkTo(newEmail);
};
const requestReset = async (email: string) => {
  expect((await post('/auth/password-reset', { email })).statusCode).toBe(202);
  return linkTo(email);
};
const changePassword = async (v: TestVendor, newPassword = 'changed-password-456') => {
  const res = await post('/auth/password-change', { currentPassword: v.password, newPassword }, v.headers);
  expect(res.statusCode).toBe(200);
};

describe('item 1: a pending email change ends with a new password', () => {
  it('an attacker’s email-change link is refused once the victim reset the password', async () => {
    const victim = await createTestVendor(t.app);
    const attacker = uniqueEmail('attacker');
    const attackerLink = await requestEmailChange(victim, attacker);
    const reset = await requestReset(victim.email);
    expect(
      (await post('/auth/password-reset/confirm', { token: reset, newPassword: 'victim-new-123' })).statusCode,
    ).toBe(204);
    const confirmed = await post('/auth/email-change/confirm', { token: attackerLink });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject({ code: 'invalid-email-change-token' });
    // The account still signs in with the victim's address, and the attacker's cannot ask for a reset of it.
    expect((await post('/auth/sessions', { email: victim.email, password: 'victim-new-123' })).statusCode).toBe(200);
    expect((await post('/auth/sessions', { email: attacker, password: 'victim-new-123' })).statusCode).toBe(401);
  });

  it('the same after /auth/password-change', async () => {
    const victim = await createTestVendor(t.app);
    const attackerLink = await requestEmailChange(victim, uniqueEmail('attacker'));
    await changePassword(victim);
    expect((await post('/auth/email-change/confirm', { token: attackerLink })).statusCode).toBe(400);
  });
});

describe('item 2: a reset link ends with a later password change', () => {
  it('is refused after /auth/password-change', async () => {
    const v = await createTestVendor(t.app);
    const reset = await requestReset(v.email);
    await changePassword(v);
    const res = await post('/auth/password-reset/confirm', { token: reset, newPassword: 'attacker-pass-789' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-reset-token' });
  });
});

describe('item 3: links mailed to the old address end when the email moves', () => {
  it('a reset link of a@ is refused once the account moved to b@', async () => {
    const v = await createTestVendor(t.app);
    const reset = await requestReset(v.email);
    const moved = await requestEmailChange(v, uniqueEmail('moved'));
    expect((await post('/auth/email-change/confirm', { token: moved })).statusCode).toBe(200);
    const res = await post('/auth/password-reset/confirm', { token: reset, newPassword: 'old-mailbox-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-reset-token' });
  });

  it('a link still pending for the new address works: nothing else ends', async () => {
    const v = await createTestVendor(t.app);
    const moved = uniqueEmail('moved');
    const change = await requestEmailChange(v, moved);
    expect((await post('/auth/email-change/confirm', { token: change })).statusCode).toBe(200);
    const reset = await requestReset(moved);
    expect(
      (await post('/auth/password-reset/confirm', { token: reset, newPassword: 'fresh-pass-123' })).statusCode,
    ).toBe(204);
  });
});
