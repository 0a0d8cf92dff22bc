import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('idTokens and password changes', () => {
  it('refuses an idToken issued before a password reset, and accepts one issued after', async () => {
    const v = await createTestVendor(t.app);
    const before = await t.app.tokens.sign({ id: v.identityId, email: v.email }, Date.now() - 5_000);
    expect(
      (await t.app.inject({ url: '/api/vendor', headers: { authorization: `Bearer ${before.idToken}` } })).statusCode,
    ).toBe(200);

    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: v.email } })).statusCode,
    ).toBe(202);
    await expect.poll(() => t.mail.length).toBeGreaterThan(0);
    const link = t.mail.at(-1)!.text.match(/reset-password\?token=([^\s]+)/)![1]!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: decodeURIComponent(link), newPassword: 'a-new-password-1' },
    });
    expect(confirm.statusCode).toBe(204);

    const refused = await t.app.inject({ url: '/api/vendor', headers: { authorization: `Bearer ${before.idToken}` } });
    expect(refused.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email: v.email, password: 'a-new-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/vendor', headers: { authorization: `Bearer ${signIn.json().idToken}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a validly signed token whose identity does not exist', async () => {
    const { idToken } = await t.app.tokens.sign({
      id: '00000000-0000-4000-8000-000000000000',
      email: 'ghost@example.com',
    });
    expect(
      (await t.app.inject({ url: '/api/vendor', headers: { authorization: `Bearer ${idToken}` } })).statusCode,
    ).toBe(401);
  });
});
