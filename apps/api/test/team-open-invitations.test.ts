import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { createTestApp, createTestVendor, uniqueEmail, type TestContext } from './helpers.ts';
import { invitation, invitationToken } from './team-helpers.ts';

// docs/architecture.md "A company with a crew" (fourth round): an open invitation never stops a person from
// starting its own company (the invitation then ends, and its inviter is told by mail and in the team list),
// and no answer reveals another company's invitations.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const invite = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/team', headers, payload });
const teamOf = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/team', headers })).json().data as Array<{
    email: string;
    status: string;
    invitationEnded: boolean;
  }>;
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/invitations/confirm', payload: { token, password: 'a-good-password-1' } });
const business = (email: string) => ({
  email,
  title: 'Victim Detailing',
  contactName: 'Vic Tim',
  phone: '(303) 555-0101',
  street1: '1 Own Way',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
});

describe('an open invitation never blocks an address', () => {
  it('the invited person signs up and starts its own company; the invitation ends and its inviter is told', async () => {
    const owner = await createTestVendor(t.app, { title: 'Grabby Co' });
    const victim = uniqueEmail('victim');
    expect((await invite(owner.headers, invitation({ email: victim, name: 'Vic Tim' }))).statusCode).toBe(201);
    const token = await invitationToken(t, victim);

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/accounts',
      payload: { email: victim, password: 'a-good-password-1' },
    });
    expect(signUp.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${signUp.json().idToken}` };
    const vendor = await t.app.inject({ method: 'POST', url: '/api/vendor', headers, payload: business(victim) });
    expect(vendor.statusCode, vendor.body).toBe(201);
    expect(vendor.body).not.toContain(AUTH.vendorExists);
    const own = await t.app.inject({ url: '/api/vendor', headers });
    expect(own.json()).toMatchObject({ title: 'Victim Detailing' });

    // The inviter's team list says the invitation ended; the link no longer works; resending is refused.
    const listed = (await teamOf(owner.headers)).find((m) => m.email === victim)!;
    expect(listed).toMatchObject({ status: 'invited', invitationEnded: true });
    expect((await confirm(token)).json()).toMatchObject({ statusCode: 400, code: 'invalid-invitation-token' });
    await t.app.mailWorker.runOnce();
    const told = t.mail.filter((m) => m.to === owner.email.toLowerCase() && m.subject.includes('has ended'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(victim);
    // It names no company: the inviter does not learn what the person did.
    expect(told[0]!.text).not.toContain('Victim Detailing');
  });

  it('two companies may each invite one address; joining one ends the other, whose inviter is told', async () => {
    const a = await createTestVendor(t.app, { title: 'Alpha Wash' });
    const b = await createTestVendor(t.app, { title: 'Beta Wash' });
    const person = uniqueEmail('wanted');
    const fromA = await invite(a.headers, invitation({ email: person }));
    const fromB = await invite(b.headers, invitation({ email: person }));
    // Neither answer says anything of the other company.
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.json()).toEqual({ ...fromA.json(), id: fromB.json().id });
    await invitationToken(t, person);
    const tokenOf = (company: string) => {
      const mail = t.mail.find((m) => m.to === person && m.subject.includes(company))!;
      return decodeURIComponent(/\/join\?token=(\S+)/.exec(mail.text)![1]!);
    };
    const [tokenA, tokenB] = [tokenOf('Alpha Wash'), tokenOf('Beta Wash')];
    expect(tokenB).not.toBe(tokenA);

    const joined = await confirm(tokenA);
    expect(joined.statusCode).toBe(201);
    expect((await teamOf(a.headers)).find((m) => m.email === person)).toMatchObject({
      status: 'active',
      invitationEnded: false,
    });
    expect((await teamOf(b.headers)).find((m) => m.email === person)).toMatchObject({
      status: 'invited',
      invitationEnded: true,
    });
    expect((await confirm(tokenB)).json()).toMatchObject({ code: 'invalid-invitation-token' });
    await t.app.mailWorker.runOnce();
    const told = t.mail.filter((m) => m.to === b.email.toLowerCase() && m.subject.includes('has ended'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toContain('Alpha Wash');
    // The member account now belongs to A: inviting it anywhere is 409 (an account, as before).
    expect((await invite(b.headers, invitation({ email: person.toUpperCase() }))).json()).toMatchObject({
      statusCode: 409,
      code: 'email-in-use',
    });
  });
});

describe('POST /auth/invitations/lookup (/join names what the link is for)', () => {
  const lookUp = (token: string) =>
    t.app.inject({ method: 'POST', url: '/auth/invitations/lookup', payload: { token } });

  it('names the company, the name, the address and the role of a working link; nothing for any other', async () => {
    const owner = await createTestVendor(t.app, { title: 'Named Co' });
    const email = uniqueEmail('named');
    expect((await invite(owner.headers, invitation({ email, name: 'Nia Named', role: 'office' }))).statusCode).toBe(
      201,
    );
    const token = await invitationToken(t, email);
    const found = await lookUp(token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ company: 'Named Co', name: 'Nia Named', email, role: 'office' });
    for (const bad of ['nope', `${token}x`]) {
      expect((await lookUp(bad)).json()).toMatchObject({ statusCode: 400, code: 'invalid-invitation-token' });
    }
    expect((await confirm(token)).statusCode).toBe(201);
    expect((await lookUp(token)).json()).toMatchObject({ code: 'invalid-invitation-token' });
  });
});
