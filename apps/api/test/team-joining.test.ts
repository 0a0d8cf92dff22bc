import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema.ts';
import { createTestApp, createTestVendor, type TestContext, type TestVendor } from './helpers.ts';
import { invitation, invitationToken } from './team-helpers.ts';

// docs/architecture.md "A company with a crew": POST /auth/invitations/confirm makes the account from the /join
// link, answers as sign-in does, and the link works once, for 7 days, while the invitation is open.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'sturdy-pass-1';
const confirm = (token: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/invitations/confirm', payload: { token, password } });

async function invited(owner: TestVendor) {
  const body = invitation();
  const res = await t.app.inject({ method: 'POST', url: '/api/team', headers: owner.headers, payload: body });
  expect(res.statusCode).toBe(201);
  return { member: res.json() as { id: number; email: string }, token: await invitationToken(t, body.email) };
}

describe('joining by the invitation link', () => {
  it('makes the account with the chosen password, its email verified, the member active, signed in as sign-in does', async () => {
    const owner = await createTestVendor(t.app);
    const { member, token } = await invited(owner);
    const res = await confirm(token);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toEqual({
      idToken: expect.any(String),
      expiresIn: expect.any(Number),
      user: { id: expect.any(String), email: member.email },
    });
    expect(res.cookies.find((c) => c.name === 'vp_refresh')).toMatchObject({ httpOnly: true, path: '/auth' });
    expect(decodeJwt(session.idToken)).toMatchObject({
      email_verified: true,
      vendorId: owner.vendorId,
      memberRole: 'technician',
    });

    const headers = { authorization: `Bearer ${session.idToken}` };
    expect((await t.app.inject({ url: '/api/vendor', headers })).json().id).toBe(owner.vendorId);
    const team = (await t.app.inject({ url: '/api/team', headers: owner.headers })).json().data;
    expect(team.find((m: { id: number }) => m.id === member.id)).toMatchObject({ status: 'active' });
    const cookie = res.cookies.find((c) => c.name === 'vp_refresh')!;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { vp_refresh: cookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email: member.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('works once (400 invalid-invitation-token after), and not for an unknown token', async () => {
    const owner = await createTestVendor(t.app);
    const { token } = await invited(owner);
    expect((await confirm(token)).statusCode).toBe(201);
    expect((await confirm(token, 'another-pass-2')).json()).toMatchObject({
      statusCode: 400,
      code: 'invalid-invitation-token',
    });
    expect((await confirm('no-such-token')).json()).toMatchObject({
      statusCode: 400,
      code: 'invalid-invitation-token',
    });
  });

  it('stops working when expired, resent (the old link) or cancelled', async () => {
    const owner = await createTestVendor(t.app);
    const expired = await invited(owner);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.memberId, expired.member.id));
    expect((await confirm(expired.token)).json()).toMatchObject({ statusCode: 400, code: 'invalid-invitation-token' });

    const resent = await invited(owner);
    const from = t.mail.length;
    await t.app.inject({ method: 'POST', url: `/api/team/${resent.member.id}/invitation`, headers: owner.headers });
    const fresh = await invitationToken(t, resent.member.email, from);
    expect((await confirm(resent.token)).json()).toMatchObject({ code: 'invalid-invitation-token' });
    expect((await confirm(fresh)).statusCode).toBe(201);

    const cancelled = await invited(owner);
    await t.app.inject({ method: 'DELETE', url: `/api/team/${cancelled.member.id}`, headers: owner.headers });
    expect((await confirm(cancelled.token)).json()).toMatchObject({ code: 'invalid-invitation-token' });
  });
});

describe('rate limit (issue 38 item 16)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SIGNUP_IP: '3' });
  });
  afterAll(() => limited.close());

  const guess = (remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/auth/invitations/confirm',
      payload: { token: 'guessed-token-0123456789abcdefghij', password: PASSWORD },
      remoteAddress,
    });

  it('holds tries per IP to sign-up’s limit: 429 with Retry-After, another IP unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await guess('10.38.0.1')).statusCode).toBe(400);
    const blocked = await guess('10.38.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too-many-requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess('10.38.0.2')).statusCode).toBe(400);
  });
});
