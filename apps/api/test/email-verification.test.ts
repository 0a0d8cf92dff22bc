import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { ELIGIBILITY, AUTH } from '@vendor-portal/contract/messages';
import { appointments, identities } from '../src/db/schema.ts';
import { createOneTimeToken } from '../src/identity/one-time-links.ts';
import { createResetToken } from '../src/identity/password-reset.ts';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  awaitMail,
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';
import { approveVendor, verificationTokenFromOutbox, verifyEmail } from './eligibility-helpers.ts';

// Email verification (docs/architecture.md "Identity", "Who may claim"): sign-up mails a
// one-hour single-use link; only a verified account may claim; the vendor's email is the account's.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signUp = (email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/accounts', payload: { email, password: 'password-123' } });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/email-verification/confirm', payload: { token } });
const verified = async (identityId: string) =>
  (await t.app.db.select().from(identities).where(eq(identities.id, identityId)))[0]!.emailVerified;
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'vp_refresh')!.value;

describe('email verification', () => {
  it('sign-up mails a branded one-hour link; confirming it verifies the account once; the refreshed idToken says so', async () => {
    const email = uniqueEmail('verify');
    const res = await signUp(email);
    expect(res.statusCode).toBe(201);
    const { idToken, user } = res.json();
    expect(decodeJwt(idToken).email_verified).toBe(false);
    const mail = await awaitMail(t, (m) => m.to === email); // the sign-up mail is sent in the background
    expect(mail.subject).toBe(`Verify your ${t.config.BRAND_NAME} email address`);
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-email?token=`);
    expect(mail.text).toContain('valid for 1 hour, usable once');
    const token = await verificationTokenFromOutbox(t.app, email);

    expect(await verified(user.id)).toBe(false);
    expect((await confirm(token)).statusCode).toBe(204);
    expect(await verified(user.id)).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid-verification-token', message: AUTH.verificationLinkInvalid });

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { vp_refresh: cookieOf(res) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().idToken).email_verified).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email, password: 'password-123' },
    });
    expect(decodeJwt(signIn.json().idToken).email_verified).toBe(true);
  });

  it('refuses an unknown, an expired and a password-reset token with 400 invalid-verification-token', async () => {
    const v = await createTestVendor(t.app);
    const expired = await createOneTimeToken(
      t.app.db,
      v.identityId,
      'email-verification',
      new Date(Date.now() - 61 * 60_000),
    );
    const reset = await createResetToken(t.app.db, v.identityId);
    for (const token of ['no-such-token', expired, reset]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'invalid-verification-token' });
    }
    expect(await verified(v.identityId)).toBe(false);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('POST /auth/email-verification needs a token, answers 202 with a new link, and is rate limited', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/email-verification' })).statusCode).toBe(401);
    const v = await createTestVendor(t.app);
    const ask = () => t.app.inject({ method: 'POST', url: '/auth/email-verification', headers: v.headers });
    const statuses: number[] = [];
    for (let i = 0; i < t.config.RATE_LIMIT_RESET_EMAIL + 1; i++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([...Array(t.config.RATE_LIMIT_RESET_EMAIL).fill(202), 429]);
    expect(t.mail.filter((m) => m.to === v.email)).toHaveLength(t.config.RATE_LIMIT_RESET_EMAIL);
    // The newest link works, and ends the older ones.
    expect((await confirm(await verificationTokenFromOutbox(t.app, v.email))).statusCode).toBe(204);
    expect(await verified(v.identityId)).toBe(true);
  });
});

describe('email-unverified', () => {
  it('lets an unverified vendor onboard but not claim: the reason in the unclaimed list and 403 on the claim', async () => {
    const product = await createTestProduct(t.app);
    const v = await createTestVendor(t.app);
    await approveVendor(t.app, v.vendorId);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
    await addZipCode(t.app.db, v.vendorId, id, '80555');
    const job = await bookTestAppointment(t.app, product, { zipCode: '80555' });

    const list = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers });
    expect(list.json().eligibility).toEqual({
      canClaim: false,
      reasons: [{ code: 'email-unverified', message: ELIGIBILITY.emailUnverified }],
    });
    const claim = () => t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${job.id}`, headers: v.headers });
    const refused = await claim();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email-unverified', message: ELIGIBILITY.emailUnverified });
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, job.id));
    expect(row!.vendorId).toBeNull();

    await verifyEmail(t.app, v);
    expect((await claim()).statusCode).toBe(200);
  });
});

describe('no email squatting', () => {
  const profile = {
    title: 'Squat LLC',
    contactName: 'Sam Squat',
    phone: '(303) 555-0199',
    street1: '1 Main St',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
  };
  const post = (idToken: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: { authorization: `Bearer ${idToken}` },
      payload: { ...profile, email },
    });

  it("refuses POST /vendor with another address than the account's (400), so the owner can still onboard", async () => {
    const owner = uniqueEmail('owner');
    const squatter = (await signUp(uniqueEmail('squatter'))).json().idToken;
    const res = await post(squatter, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-error', message: AUTH.vendorEmailMustBeAccount });

    const ownerToken = (await signUp(owner)).json().idToken;
    const created = await post(ownerToken, owner.toUpperCase());
    expect(created.statusCode).toBe(201);
    expect(created.json().email).toBe(owner);
    // A second vendor for the same identity is still 409 with the SPEC's message.
    const second = await post(ownerToken, owner);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(AUTH.vendorExists);
  });

  it('answers the same 400 whether or not another vendor uses the address', async () => {
    const taken = await createTestVendor(t.app);
    const idToken = (await signUp(uniqueEmail('prober'))).json().idToken;
    const a = await post(idToken, taken.email);
    const b = await post(idToken, uniqueEmail('nobody'));
    expect(a.statusCode).toBe(400);
    expect(a.json()).toEqual(b.json());
  });
});
