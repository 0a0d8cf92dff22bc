import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH, SIGN_IN_SETTINGS, VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { identities, mailQueue, vendors } from '../src/db/schema.ts';
import { createIdentity } from '../src/identity/accounts.ts';
import {
  awaitMail,
  createTestApp,
  createTestVendor,
  uniqueEmail,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { createTestStaff } from './staff-helpers.ts';

// docs/architecture.md "Identity": Account changes the sign-in email (verified by a link to the new
// address) and the password (ends every other session, keeps this one).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const requestChange = (v: TestVendor, newEmail: string, currentPassword = v.password) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/email-change',
    headers: v.headers,
    payload: { newEmail, currentPassword },
  });
const confirmChange = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/email-change/confirm', payload: { token } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/sessions', payload: { email, password } });
// The link is mailed in the background: awaited once sent. Whether to mail is decided before the
// answer (the send starts in the request), so "none sent" holds as soon as the answer is in.
const mailTo = (email: string) => awaitMail(t, (m) => m.to === email);
const sentTo = (email: string) => t.mail.filter((m) => m.to === email);
const tokenOf = (text: string) => decodeURIComponent(/[?&]token=([^\s&]+)/.exec(text)![1]!);

describe('POST /auth/email-change', () => {
  it('mails a link to the new address; following it changes the sign-in email and the vendor’s, and tells the old address', async () => {
    const v = await createTestVendor(t.app);
    const newEmail = uniqueEmail('moved');
    const res = await requestChange(v, newEmail.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect((await signIn(newEmail, v.password)).statusCode).toBe(401); // nothing changes before the link
    const mail = await mailTo(newEmail);
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-email?change=email&token=`);

    const confirmed = await confirmChange(tokenOf(mail.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await signIn(newEmail, v.password)).statusCode).toBe(200);
    expect((await signIn(v.email, v.password)).statusCode).toBe(401);
    const [vendor] = await t.app.db.select().from(vendors).where(eq(vendors.id, v.vendorId));
    expect(vendor!.email).toBe(newEmail);
    const [account] = await t.app.db.select().from(identities).where(eq(identities.id, v.identityId));
    expect(account!.emailVerified).toBe(true);
    const notices = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, v.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(newEmail);

    const reused = await confirmChange(tokenOf(mail.text));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid-email-change-token',
      message: VERIFY_EMAIL.emailChangeLinkInvalid,
    });
  });

  it('refuses a wrong current password (400), mailing nothing', async () => {
    const v = await createTestVendor(t.app);
    const newEmail = uniqueEmail('nope');
    const res = await requestChange(v, newEmail, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'wrong-current-password',
      message: SIGN_IN_SETTINGS.wrongCurrentPassword,
    });
    expect(sentTo(newEmail)).toHaveLength(0);
  });

  it('answers an address of another account the same way, without mailing it (no account enumeration)', async () => {
    const v = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const res = await requestChange(v, other.email);
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe((await requestChange(v, uniqueEmail('free'))).body);
    expect(sentTo(other.email)).toHaveLength(0);
  });

  it('a link whose address was taken in the meantime is 409 and changes nothing', async () => {
    const v = await createTestVendor(t.app);
    const newEmail = uniqueEmail('raced');
    expect((await requestChange(v, newEmail)).statusCode).toBe(202);
    const mail = await mailTo(newEmail);
    await createIdentity(t.app.db, newEmail, 'password-456');
    const res = await confirmChange(tokenOf(mail.text));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email-change-unavailable', message: VERIFY_EMAIL.emailChangeTaken });
    expect((await signIn(v.email, v.password)).statusCode).toBe(200);
  });

  it('needs a signed-in account and a valid address', async () => {
    const v = await createTestVendor(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/auth/email-change',
      payload: { newEmail: uniqueEmail(), currentPassword: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await requestChange(v, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUTH.invalidEmail);
    expect((await requestChange(v, v.email)).json().message).toBe(SIGN_IN_SETTINGS.emailSame);
  });
});

describe('POST /auth/password-change', () => {
  const change = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/auth/password-change', headers, payload: { currentPassword, newPassword } });
  const session = async (email: string, password: string) => {
    const res = await signIn(email, password);
    expect(res.statusCode).toBe(200);
    return {
      headers: { authorization: `Bearer ${res.json().idToken as string}` },
      cookie: res.cookies.find((c) => c.name === 'vp_refresh')!.value,
    };
  };
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/auth/token', cookies: { vp_refresh: cookie } });
  const vendorCall = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/vendor', headers });

  it('changes the password, ends every other session and keeps this device signed in', async () => {
    const v = await createTestVendor(t.app);
    const here = await session(v.email, v.password);
    const elsewhere = await session(v.email, v.password);
    const res = await change(here.headers, v.password, 'brand-new-secret');
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json().idToken as string}` };

    expect((await vendorCall(fresh)).statusCode).toBe(200);
    expect((await vendorCall(here.headers)).statusCode).toBe(401); // the old idToken ended (token version)
    expect((await refresh(here.cookie)).statusCode).toBe(200); // this device's session goes on
    expect((await vendorCall(elsewhere.headers)).statusCode).toBe(401);
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
    expect((await signIn(v.email, v.password)).statusCode).toBe(401);
    expect((await signIn(v.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const v = await createTestVendor(t.app);
    const wrong = await change(v.headers, 'not-my-password', 'brand-new-secret');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong-current-password');
    const weak = await change(v.headers, v.password, '12345');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH.passwordMin);
    expect((await vendorCall(v.headers)).statusCode).toBe(200);
    expect((await signIn(v.email, v.password)).statusCode).toBe(200);
  });

  it('staff may change their password too, signing out their other devices', async () => {
    const staff = await createTestStaff(t.app, 'reviewer');
    const here = await session(staff.email, staff.password);
    const elsewhere = await session(staff.email, staff.password);
    const opsCall = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/ops/me', headers });
    expect((await opsCall(elsewhere.headers)).statusCode).toBe(200);
    const res = await change(here.headers, staff.password, 'staff-new-secret');
    expect(res.statusCode).toBe(200);
    expect((await opsCall({ authorization: `Bearer ${res.json().idToken as string}` })).statusCode).toBe(200);
    expect((await opsCall(elsewhere.headers)).statusCode).toBe(401);
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
  });
});
