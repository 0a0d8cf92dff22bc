import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { AUTH } from '@vendor-portal/contract/messages';
import { identities, passwordResetTokens, refreshTokens } from '../src/db/schema.ts';
import { buildApp } from '../src/server.ts';
import { REFRESH_COOKIE } from '../src/identity/routes/context.ts';
import { hashToken } from '../src/lib/opaque-tokens.ts';
import { pruneExpiredTokens, REUSE_GRACE_MS, revokeAllForIdentity } from '../src/identity/refresh-tokens.ts';
import * as passwords from '../src/identity/passwords.ts';
import { createTestApp, movableClock, uniqueEmail, type TestContext } from './helpers.ts';

// docs/architecture.md "Identity": every row of the /auth table, both sign-in failure kinds, rotation
// with reuse detection, password reset, and the rate limits (one process and several).

const PASSWORD = 'secret-pass-1';

/** The argon2 cost written in a PHC hash ("m=19456,t=2,p=1"): what one verification against it costs. */
const costOf = (hashed: string) =>
  /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(hashed)?.[1] ?? `not argon2id: ${hashed}`;

function refreshCookieOf<C extends { name: string }>(res: { cookies: C[] }) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

let ctx: TestContext;
const clock = movableClock();
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://vendors.example.com', BRAND_NAME: 'AcmeClean' }, { now: clock.now });
});
afterAll(() => ctx.close());

const signUp = (email: string, password = PASSWORD, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/accounts', payload: { email, password }, remoteAddress });
const signIn = (email: string, password = PASSWORD, remoteAddress?: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/auth/sessions', payload: { email, password }, remoteAddress });
const refresh = (cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/token', cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {} });

describe('POST /auth/accounts', () => {
  it('creates an account: 201 with an idToken, the user and an httpOnly SameSite=Strict refresh cookie on /auth', async () => {
    const email = uniqueEmail('signup');
    const res = await signUp(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ idToken: expect.any(String), expiresIn: 3600, user: { id: expect.any(String), email } });
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict', secure: true });
    expect(cookie.value.length).toBeGreaterThanOrEqual(22); // ≥ 128 random bits, base64url
    const lifetimeDays = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29);
    expect(lifetimeDays).toBeLessThanOrEqual(30);

    // idToken: HS256 JWT for one hour with issuer and audience, accepted by the vendor API.
    expect(decodeProtectedHeader(body.idToken)).toMatchObject({ alg: 'HS256' });
    const claims = decodeJwt(body.idToken);
    expect(claims).toMatchObject({ sub: body.user.id, email, iss: 'vendor-portal', aud: 'vendor-portal-api' });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const vendor = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor',
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(vendor.statusCode).toBe(404);

    // argon2id hash, refresh token stored only as a digest.
    const [identity] = await ctx.app.db.select().from(identities).where(eq(identities.email, email));
    expect(identity!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.identityId, identity!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(cookie.value);
  });

  it('answers 409 email-already-in-use for a taken email, whatever its case', async () => {
    const email = uniqueEmail('taken');
    await signUp(email);
    const res = await signUp(email.toUpperCase(), 'another-pass');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'email-already-in-use' });
  });

  it('answers 400 with the SPEC message for a bad email or a short password', async () => {
    const bad = await signUp('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: AUTH.invalidEmail, code: 'validation-error' });
    const short = await signUp(uniqueEmail(), '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH.passwordMin);
    const long = await signUp(uniqueEmail(), 'x'.repeat(129));
    expect(long.json().message).toBe(AUTH.passwordMax);
  });
});

describe('POST /auth/sessions', () => {
  it('signs in: 200 with the same shape and a refresh cookie', async () => {
    const email = uniqueEmail('signin');
    await signUp(email);
    const res = await signIn(` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      idToken: expect.any(String),
      expiresIn: 3600,
      user: { id: expect.any(String), email },
    });
    expect(refreshCookieOf(res)).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict' });
  });

  it('fails a wrong password and an unknown email identically: 401 invalid-credential, same body, one argon2 verification at the same cost', async () => {
    const email = uniqueEmail('enum');
    await signUp(email);
    const wrong = await signIn(email, 'wrong-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: AUTH.invalidCredential,
      code: 'invalid-credential',
    });
    expect(unknown.body).toBe(wrong.body);
    expect(refreshCookieOf(wrong)).toBeUndefined();

    // Timing: an unknown email still costs an argon2 verification (against a dummy hash made with the same
    // cost), so that it answers no sooner than a wrong password; without it, an unknown email would answer in a
    // few milliseconds, and time would tell which emails have an account.
    // The server's verifications, by the cost written in the hash each one verifies against: a sign-in's time is
    // its verification's. A spy on the module every test file shares (the workers keep one module graph, so a
    // vi.mock of argon2 would not reach a module another file had loaded). This replaces a comparison of
    // wall-clock times, which failed in two CI runs in a row (the PostgreSQL lane, beside the journeys): a test
    // never asserts speed (docs/how-to/testing.md).
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      await signIn(email, 'wrong-password', '10.9.9.1');
      const forWrongPassword = verify.mock.calls.map(([hashed]) => costOf(hashed));
      verify.mockClear();
      await signIn(uniqueEmail('nobody'), 'wrong-password', '10.9.9.2');
      const forUnknownEmail = verify.mock.calls.map(([hashed]) => costOf(hashed));
      expect(forWrongPassword).toEqual(['m=19456,t=2,p=1']);
      expect(forUnknownEmail).toEqual(forWrongPassword);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('POST /auth/token', () => {
  it('rotates: a fresh idToken and a new refresh cookie on every use', async () => {
    const first = refreshCookieOf(await signUp(uniqueEmail('rotate')))!.value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idToken: expect.any(String), expiresIn: 3600 });
    const second = refreshCookieOf(res)!;
    expect(second.value).not.toBe(first);
    expect(second).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Strict' });
    expect((await refresh(second.value)).statusCode).toBe(200);
  });

  it('a replayed (already rotated) refresh token revokes its whole family once its grace is over', async () => {
    const first = refreshCookieOf(await signUp(uniqueEmail('replay')))!.value;
    const second = refreshCookieOf(await refresh(first))!.value;
    clock.advance(REUSE_GRACE_MS + 1);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ statusCode: 401, code: 'unauthenticated' });
    // The legitimate holder's newer token is revoked too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('the same token again within its grace gets another successor, and the session goes on', async () => {
    // A page that went away before it stored its refresh's answer (a reload, a notification's tap): the next
    // page sends the token the server has just rotated (decision 038).
    const first = refreshCookieOf(await signUp(uniqueEmail('grace')))!.value;
    const lost = refreshCookieOf(await refresh(first))!.value;
    clock.advance(REUSE_GRACE_MS - 1_000);
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ idToken: expect.any(String), expiresIn: 3600 });
    const kept = refreshCookieOf(again)!.value;
    expect(kept).not.toBe(lost);
    expect((await refresh(kept)).statusCode).toBe(200);
    // The grace runs from the first rotation, not from the last reuse: later, the same token is a replay.
    clock.advance(2_000);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(lost)).statusCode).toBe(401);
  });

  it('the grace gives nothing back after a sign-out or a password reset', async () => {
    for (const end of ['sign-out', 'reset'] as const) {
      const email = uniqueEmail(`grace-${end}`);
      const first = refreshCookieOf(await signUp(email))!.value;
      const second = refreshCookieOf(await refresh(first))!.value;
      if (end === 'sign-out') {
        const out = await ctx.app.inject({
          method: 'DELETE',
          url: '/auth/sessions/current',
          cookies: { [REFRESH_COOKIE]: second },
        });
        expect(out.statusCode).toBe(204);
      } else {
        const [account] = await ctx.app.db.select().from(identities).where(eq(identities.email, email));
        await revokeAllForIdentity(ctx.app.db, account!.id);
      }
      // Well within the 30 s of the first token's rotation: still refused.
      expect((await refresh(first)).statusCode, end).toBe(401);
    }
  });

  it('two refreshes racing with one token both get a successor: neither ends the session', async () => {
    const first = refreshCookieOf(await signUp(uniqueEmail('race')))!.value;
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const successors = answers.map((a) => refreshCookieOf(a)!.value);
    expect(new Set(successors).size).toBe(2);
    for (const next of successors) expect((await refresh(next)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown one, and once the family lifetime is over', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const email = uniqueEmail('expired');
    const res = await signUp(email);
    const cookie = refreshCookieOf(res)!.value;
    await ctx.app.db
      .update(refreshTokens)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.identityId, res.json().user.id));
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/current', () => {
  it('revokes the refresh token and clears the cookie; 204 even when already gone', async () => {
    const cookie = refreshCookieOf(await signUp(uniqueEmail('signout')))!.value;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(204);
    const cleared = refreshCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/auth');
    expect((await refresh(cookie)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(again.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/auth/sessions/current' })).statusCode).toBe(204);
  });
});

describe('password reset', () => {
  const requestReset = (email: string, remoteAddress?: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email }, remoteAddress });
  const confirm = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, newPassword } });
  const linkOf = (to: string) => {
    const message = ctx.mail.findLast((m) => m.to === to);
    const link = /https:\/\/vendors\.example\.com\/reset-password\?token=(\S+)/.exec(message?.text ?? '');
    return { message, token: link ? decodeURIComponent(link[1]!) : null };
  };

  it('answers 202 whether or not the account exists, and mails a branded one-hour link only to an account', async () => {
    const email = uniqueEmail('reset');
    await signUp(email);
    const before = ctx.mail.length;
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(unknown.statusCode).toBe(202);
    expect(ctx.mail.length).toBe(before);
    const known = await requestReset(email.toUpperCase());
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await expect.poll(() => linkOf(email).token).not.toBeNull();
    const { message } = linkOf(email);
    expect(message!.subject).toBe('Reset your AcmeClean password');
    expect(message!.text).toContain('AcmeClean');
    expect(message!.text).toContain('valid for 1 hour');
    const [row] = await ctx.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(linkOf(email).token!)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('rejects a bad email with 400', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH.invalidEmail);
  });

  it('confirm sets the new password once, revokes every refresh token of the account, and refuses reuse', async () => {
    const email = uniqueEmail('confirm');
    const sessionA = refreshCookieOf(await signUp(email))!.value;
    const sessionB = refreshCookieOf(await signIn(email))!.value;
    await requestReset(email);
    await expect.poll(() => linkOf(email).token).not.toBeNull();
    const { token } = linkOf(email);

    const short = await confirm(token!, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH.passwordMin);

    const ok = await confirm(token!, 'brand-new-pass');
    expect(ok.statusCode).toBe(204);
    expect((await refresh(sessionA)).statusCode).toBe(401);
    expect((await refresh(sessionB)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'brand-new-pass')).statusCode).toBe(200);

    const reused = await confirm(token!, 'another-new-pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: AUTH.resetLinkInvalid, code: 'invalid-reset-token' });
    expect((await confirm('made-up', 'another-new-pass')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    await requestReset(email);
    await expect.poll(() => linkOf(email).token).not.toBeNull();
    await ctx.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await confirm(linkOf(email).token!, 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH.resetLinkInvalid);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({
      RATE_LIMIT_SIGNIN_ACCOUNT: '3',
      RATE_LIMIT_SIGNIN_ACCOUNT_CEILING: '5',
      RATE_LIMIT_SIGNIN_IP: '6',
      RATE_LIMIT_SIGNUP_IP: '2',
      RATE_LIMIT_RESET_EMAIL: '2',
      RATE_LIMIT_RESET_IP: '3',
    });
  });
  afterAll(() => limited.close());

  const post = (url: string, payload: object, remoteAddress: string, app = limited.app) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectTooMany(res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: AUTH.tooManyRequests,
      code: 'too-many-requests',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('failed sign-ins per account and IP: that IP is blocked even with the right password; successes do not count; the owner elsewhere and other accounts are unaffected', async () => {
    const email = uniqueEmail('locked');
    await post('/auth/accounts', { email, password: PASSWORD }, '10.1.0.1');
    for (let i = 0; i < 5; i += 1)
      expect((await post('/auth/sessions', { email, password: PASSWORD }, '10.1.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.1.1.1')).statusCode).toBe(401);
    expectTooMany(await post('/auth/sessions', { email, password: PASSWORD }, '10.1.1.1'));
    // A stranger's failures elsewhere do not lock the owner out.
    expect((await post('/auth/sessions', { email, password: PASSWORD }, '10.1.2.1')).statusCode).toBe(200);
    const other = uniqueEmail('free');
    await post('/auth/accounts', { email: other, password: PASSWORD }, '10.1.0.1');
    expect((await post('/auth/sessions', { email: other, password: PASSWORD }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('the account-wide ceiling blocks failures spread over many IPs, even the right password from a new IP', async () => {
    const email = uniqueEmail('spread');
    await post('/auth/accounts', { email, password: PASSWORD }, '10.8.0.1');
    for (let i = 0; i < 5; i += 1)
      expect((await post('/auth/sessions', { email, password: 'wrong-pass' }, `10.8.1.${i}`)).statusCode).toBe(401);
    expectTooMany(await post('/auth/sessions', { email, password: PASSWORD }, '10.8.2.1'));
  });

  it('a browser holding a live refresh cookie of the account is never locked out; a dead or foreign cookie is', async () => {
    const email = uniqueEmail('owner');
    const signedUp = await post('/auth/accounts', { email, password: PASSWORD }, '10.9.0.1');
    const cookie = refreshCookieOf(signedUp)!.value;
    const strangerAccount = uniqueEmail('stranger');
    const foreign = refreshCookieOf(
      await post('/auth/accounts', { email: strangerAccount, password: PASSWORD }, '10.9.0.2'),
    )!.value;
    // Strangers use up both the owner's IP allowance and the account-wide ceiling.
    for (let i = 0; i < 3; i += 1) await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.9.0.1');
    for (let i = 0; i < 5; i += 1) await post('/auth/sessions', { email, password: 'wrong-pass' }, `10.9.1.${i}`);
    const withCookie = (value: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/sessions',
        payload: { email, password: PASSWORD },
        remoteAddress: '10.9.0.1',
        cookies: { [REFRESH_COOKIE]: value },
      });
    expectTooMany(await withCookie(foreign));
    expectTooMany(await withCookie('not-a-token'));
    expect((await withCookie(cookie)).statusCode).toBe(200);
    // Once rotated, the old cookie no longer counts as the owner's browser.
    const rotated = await limited.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(rotated.statusCode).toBe(200);
    expect((await withCookie(refreshCookieOf(rotated)!.value)).statusCode).toBe(200);
    expectTooMany(await withCookie(cookie));
  });

  it("the owner's browser is still limited within its own session", async () => {
    const email = uniqueEmail('own');
    const cookie = refreshCookieOf(await post('/auth/accounts', { email, password: PASSWORD }, '10.10.0.1'))!.value;
    let n = 0;
    const attempt = (password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/auth/sessions',
        payload: { email, password },
        remoteAddress: `10.10.1.${(n += 1)}`,
        cookies: { [REFRESH_COOKIE]: cookie },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-pass')).statusCode).toBe(401);
    expectTooMany(await attempt(PASSWORD));
  });

  it('an unknown email is limited the same way (no enumeration through 429)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1)
      expect((await post('/auth/sessions', { email: ghost, password: 'wrong-pass' }, '10.2.1.1')).statusCode).toBe(401);
    expectTooMany(await post('/auth/sessions', { email: ghost, password: 'wrong-pass' }, '10.2.1.1'));
    const spread = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1)
      expect((await post('/auth/sessions', { email: spread, password: 'wrong-pass' }, `10.2.2.${i}`)).statusCode).toBe(
        401,
      );
    expectTooMany(await post('/auth/sessions', { email: spread, password: 'wrong-pass' }, '10.2.3.1'));
  });

  it('parallel failures cannot slip past the limits (atomic counters)', async () => {
    const email = uniqueEmail('burst');
    const fromOneIp = await Promise.all(
      Array.from({ length: 8 }, () => post('/auth/sessions', { email, password: 'wrong-pass' }, '10.3.0.1')),
    );
    // Every attempt counts against every limit, also one another limit refuses (hitAll), so on a real
    // PostgreSQL server which of the parallel attempts get through varies: never more than the limit.
    const allowed = (rs: Array<{ statusCode: number }>) => rs.filter((r) => r.statusCode === 401).length;
    expect(fromOneIp.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(allowed(fromOneIp)).toBeGreaterThanOrEqual(1);
    expect(allowed(fromOneIp)).toBeLessThanOrEqual(3);
    const spread = uniqueEmail('burst');
    const fromManyIps = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/auth/sessions', { email: spread, password: 'wrong-pass' }, `10.3.1.${i}`),
      ),
    );
    expect(fromManyIps.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(allowed(fromManyIps)).toBe(5);
  });

  it('failed sign-ins per IP', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await post('/auth/sessions', { email: uniqueEmail('ip'), password: 'wrong-pass' }, '10.4.0.1')).statusCode,
      ).toBe(401);
    }
    expectTooMany(await post('/auth/sessions', { email: uniqueEmail('ip'), password: 'wrong-pass' }, '10.4.0.1'));
    expect(
      (await post('/auth/sessions', { email: uniqueEmail('ip'), password: 'wrong-pass' }, '10.4.0.2')).statusCode,
    ).toBe(401);
  });

  it('sign-ups per IP', async () => {
    expect((await post('/auth/accounts', { email: uniqueEmail('s'), password: PASSWORD }, '10.5.0.1')).statusCode).toBe(
      201,
    );
    expect((await post('/auth/accounts', { email: uniqueEmail('s'), password: PASSWORD }, '10.5.0.1')).statusCode).toBe(
      201,
    );
    expectTooMany(await post('/auth/accounts', { email: uniqueEmail('s'), password: PASSWORD }, '10.5.0.1'));
  });

  it('reset requests per email and per IP', async () => {
    const email = uniqueEmail('r');
    expect((await post('/auth/password-reset', { email }, '10.6.0.1')).statusCode).toBe(202);
    expect((await post('/auth/password-reset', { email }, '10.6.0.2')).statusCode).toBe(202);
    expectTooMany(await post('/auth/password-reset', { email }, '10.6.0.3'));
    for (let i = 0; i < 3; i += 1)
      expect((await post('/auth/password-reset', { email: uniqueEmail('r') }, '10.6.1.1')).statusCode).toBe(202);
    expectTooMany(await post('/auth/password-reset', { email: uniqueEmail('r') }, '10.6.1.1'));
  });

  it('hold across several processes sharing the database', async () => {
    const second = await buildApp({
      config: limited.config,
      database: limited.database,
      mailer: { mode: 'outbox', send: async () => {}, close() {} },
    });
    await second.ready();
    try {
      const email = uniqueEmail('multi');
      expect((await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.7.0.1')).statusCode).toBe(401);
      expect((await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.7.0.1', second)).statusCode).toBe(
        401,
      );
      expect((await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.7.0.1')).statusCode).toBe(401);
      expectTooMany(await post('/auth/sessions', { email, password: 'wrong-pass' }, '10.7.0.1', second));
      const spread = uniqueEmail('multi');
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 ? second : limited.app;
        expect(
          (await post('/auth/sessions', { email: spread, password: 'wrong-pass' }, `10.7.1.${i}`, app)).statusCode,
        ).toBe(401);
      }
      expectTooMany(await post('/auth/sessions', { email: spread, password: 'wrong-pass' }, '10.7.2.1', second));
    } finally {
      await second.close();
    }
  });
});

describe('token sync (docs/product-spec.md §7, optional)', () => {
  it('is off unless configured', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/auth/session-sync' });
    expect(res.statusCode).toBe(404);
  });

  it('sets an httpOnly session cookie from a fresh token, refuses an old one, and clears it on DELETE', async () => {
    const synced = await createTestApp({ TOKEN_SYNC_PATH: '/auth/session-sync', TOKEN_SYNC_MAX_AGE: '60' });
    try {
      const identity = { id: '00000000-0000-4000-8000-000000000001', email: 'sync@example.com' };
      const fresh = (await synced.app.tokens.sign(identity)).idToken;
      const ok = await synced.app.inject({
        method: 'POST',
        url: '/auth/session-sync',
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(ok.statusCode).toBe(204);
      expect(ok.cookies.find((c) => c.name === 'vp_session')).toMatchObject({
        value: fresh,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
      });
      const old = (await synced.app.tokens.sign(identity, Date.now() - 120_000)).idToken;
      expect(
        (
          await synced.app.inject({
            method: 'POST',
            url: '/auth/session-sync',
            headers: { authorization: `Bearer ${old}` },
          })
        ).statusCode,
      ).toBe(401);
      expect((await synced.app.inject({ method: 'POST', url: '/auth/session-sync' })).statusCode).toBe(401);
      const cleared = await synced.app.inject({ method: 'DELETE', url: '/auth/session-sync' });
      expect(cleared.statusCode).toBe(204);
      expect(cleared.cookies.find((c) => c.name === 'vp_session')!.value).toBe('');
    } finally {
      await synced.close();
    }
  });
});

describe('idToken verification (algorithm pinned; exp, iss and aud checked)', () => {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
  const vendorCall = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/vendor', headers: { authorization: `Bearer ${token}` } });

  it('refuses an unsigned token, a wrong issuer or audience, an expired token and another key', async () => {
    const res = await signUp(uniqueEmail('jwt'));
    const { idToken, user } = res.json();
    const { kid } = decodeProtectedHeader(idToken);
    const now = Math.floor(Date.now() / 1000);
    const forge = (claims: { iss?: string; aud?: string; exp?: number }, key = secret) =>
      new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256', kid: kid! })
        .setSubject(user.id)
        .setIssuer(claims.iss ?? 'vendor-portal')
        .setAudience(claims.aud ?? 'vendor-portal-api')
        .setIssuedAt(now - 10)
        .setExpirationTime(claims.exp ?? now + 600)
        .sign(key);

    expect((await vendorCall(await forge({}))).statusCode).toBe(404); // a well-formed token passes
    const [header, payload] = idToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url')}.${payload}.`;
    expect((await vendorCall(none)).statusCode).toBe(401);
    expect((await vendorCall(`${header}.${payload}.AAAA`)).statusCode).toBe(401);
    expect((await vendorCall(await forge({ iss: 'someone-else' }))).statusCode).toBe(401);
    expect((await vendorCall(await forge({ aud: 'another-api' }))).statusCode).toBe(401);
    expect((await vendorCall(await forge({ exp: now - 1 }))).statusCode).toBe(401);
    expect(
      (await vendorCall(await forge({}, new TextEncoder().encode('another-secret-another-secret-0123456')))).statusCode,
    ).toBe(401);
  });
});

describe('pruning', () => {
  it('drops refresh, reset and verification tokens a day after their lifetime ended, and keeps live ones', async () => {
    const email = uniqueEmail('prune');
    const { user } = (await signUp(email)).json();
    await ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } });
    const count = async () => ({
      refresh: (await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.identityId, user.id))).length,
      oneTime: (await ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.identityId, user.id)))
        .map((r) => r.purpose)
        .sort(),
    });
    await pruneExpiredTokens(ctx.app.db);
    expect(await count()).toEqual({ refresh: 1, oneTime: ['email-verification', 'password-reset'] });
    await pruneExpiredTokens(ctx.app.db, new Date(Date.now() + 32 * 86_400_000));
    expect(await count()).toEqual({ refresh: 0, oneTime: [] });
  });
});
