import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, AUTH } from '@vendor-portal/contract/messages';
import {
  createTestApp,
  createTestIdentity,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestVendor,
  uniqueEmail,
} from './helpers.ts';

// docs/product-spec.md §7 PATCH /vendor (the Account page's Company Profile): a partial update with the creation
// rules; a bad field answers 400 with a message and changes nothing.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const patch = (v: { headers: object }, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/vendor',
    headers: { ...v.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const getVendor = async (v: TestVendor) =>
  (await t.app.inject({ method: 'GET', url: '/api/vendor', headers: v.headers })).json();

describe('PATCH /vendor', () => {
  it('updates only the fields sent and answers the updated vendor', async () => {
    const v = await createTestVendor(t.app);
    const before = await getVendor(v);
    const res = await patch(v, { title: '  Shiny Cars LLC ', phone: '(720) 555-0111', street2: 'Suite 4' });
    expect(res.statusCode).toBe(200);
    const expected = { ...before, title: 'Shiny Cars LLC', phone: '(720) 555-0111', street2: 'Suite 4' };
    expect(res.json()).toEqual(expected);
    expect(await getVendor(v)).toEqual(expected);
    // street2 is optional: it can be cleared.
    expect((await patch(v, { street2: '' })).json().street2).toBe('');
  });

  it('stores the phone as (XXX) XXX-XXXX and a 2-letter state upper-case, whatever was typed', async () => {
    const v = await createTestVendor(t.app);
    const res = await patch(v, { phone: '720.555.0111', state: 'co' });
    expect(res.json()).toMatchObject({ phone: '(720) 555-0111', state: 'CO' });
    expect(await getVendor(v)).toMatchObject({ phone: '(720) 555-0111', state: 'CO' });
  });

  it('accepts the zip as zipCode or zipcode (the SPEC names it both ways)', async () => {
    const v = await createTestVendor(t.app);
    expect((await patch(v, { zipCode: '80203' })).json().zipCode).toBe('80203');
    expect((await patch(v, { zipcode: '80204-1234' })).json().zipCode).toBe('80204-1234');
  });

  it.each([
    [{ email: 'not-an-email' }, AUTH.invalidEmail],
    [{ title: 'A' }, AUTH.companyNameRequired],
    [{ phone: '555-01' }, AUTH.phoneInvalid],
    // docs/product-spec.md §9: a phone has 10 digits: ten characters are not enough, nor are 11 digits.
    [{ phone: '(303) 555-01' }, AUTH.phoneInvalid],
    [{ phone: 'call me ab' }, AUTH.phoneInvalid],
    [{ phone: '+1 (303) 555-0100' }, AUTH.phoneInvalid],
    [{ phone: '3035550100123' }, AUTH.phoneInvalid],
    [{ street1: '  ' }, AUTH.addressRequired],
    [{ city: 'D' }, AUTH.cityRequired],
    [{ state: '' }, AUTH.stateRequired],
    [{ state: 'C' }, ACCOUNT.stateTooShort],
    // Issue 28 item 10: a state's name, or two letters that are no US state or territory.
    [{ state: 'Colorado' }, ACCOUNT.stateTooShort],
    [{ state: 'XZ' }, ACCOUNT.stateTooShort],
    [{ zipCode: '' }, AUTH.zipcodeRequired],
    [{ zipCode: '802' }, ACCOUNT.zipInvalid],
    [{ zipcode: 'abcde' }, ACCOUNT.zipInvalid],
  ])('refuses %j with 400 and its message, changing nothing', async (bad, message) => {
    const v = await createTestVendor(t.app);
    const before = await getVendor(v);
    // A good field beside the bad one is not applied either.
    const res = await patch(v, { contactName: 'Someone Else', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation-error', message });
    expect(await getVendor(v)).toEqual(before);
  });

  it.each([
    ['a null field', JSON.stringify({ title: null })],
    ['a number', JSON.stringify({ phone: 3035550100 })],
    ['an array body', JSON.stringify([{ title: 'Array Co' }])],
    ['malformed JSON', '{"title": "Broken'],
  ])('refuses %s with 400, changing nothing', async (_name, payload) => {
    const v = await createTestVendor(t.app);
    const before = await getVendor(v);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor',
      headers: { ...v.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await getVendor(v)).toEqual(before);
  });

  it('cannot change what the vendor does not own: review status and id are ignored', async () => {
    const v = await createTestVendor(t.app);
    const res = await patch(v, { reviewStatus: 'approved', id: 1, title: 'Still Pending Co' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: v.vendorId, reviewStatus: 'pending', title: 'Still Pending Co' });
  });

  it('shows the review status the ops team sets', async () => {
    const v = await createTestVendor(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendors/${v.vendorId}`,
      headers: opsHeaders,
      payload: { reviewStatus: 'rejected', reviewNote: 'Insurance missing' },
    });
    expect((await patch(v, { city: 'Boulder' })).json()).toMatchObject({ city: 'Boulder', reviewStatus: 'rejected' });
  });

  it("refuses any email but the account's own with the same 400, never telling whether another vendor uses it", async () => {
    const a = await createTestVendor(t.app);
    const b = await createTestVendor(t.app);
    const before = await getVendor(b);
    const taken = await patch(b, { email: a.email.toUpperCase(), title: 'Taken Email Co' });
    const free = await patch(b, { email: uniqueEmail('free'), title: 'Taken Email Co' });
    for (const res of [taken, free]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-error', message: AUTH.vendorEmailMustBeAccount });
    }
    expect(await getVendor(b)).toEqual(before);
    // Its own address (in any case) is fine and stays stored in the account's form.
    const own = await patch(b, { email: b.email.toUpperCase(), title: 'Own Email Co' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: b.email, title: 'Own Email Co' });
  });

  it('needs a token (401) and a vendor (404)', async () => {
    expect((await patch({ headers: {} }, { title: 'Nobody Co' })).statusCode).toBe(401);
    const identity = await createTestIdentity(t.app);
    expect((await patch(identity, { title: 'Nobody Co' })).statusCode).toBe(404);
  });
});

describe('POST /vendor phone (docs/product-spec.md §9: a phone has 10 digits)', () => {
  it.each(['(303) 555-01', 'call me ab', '+1 (303) 555-0100', '3035550100123'])(
    'refuses %j with 400 and the SPEC message, creating nothing',
    async (phone) => {
      const identity = await createTestIdentity(t.app);
      const body = {
        email: identity.email,
        title: 'Shiny Cars',
        contactName: 'Sam',
        phone,
        street1: '12 Oak Ave',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/vendor', headers: identity.headers, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation-error', message: AUTH.phoneInvalid });
      expect((await t.app.inject({ url: '/api/vendor', headers: identity.headers })).statusCode).toBe(404);
    },
  );
});
