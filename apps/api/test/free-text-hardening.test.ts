import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { createTestApp, createTestIdentity, createTestVendor, type TestContext } from './helpers.ts';
import { invitation } from './team-helpers.ts';

// Issue 38 item 16 over HTTP: a new password of spaces only is refused beside its field, and names
// are stored on one line (the rules are the contract's: packages/contract/src/fields.ts).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a password of spaces only', () => {
  it('is refused at sign-up with 400 and the field’s message, and no account is made', async () => {
    const email = `blank-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/accounts',
      payload: { email, password: ' '.repeat(8) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-error' });
    expect(res.json().message).toContain(AUTH.passwordBlank);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email, password: ' '.repeat(8) },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('names with control characters', () => {
  it('stores a company name and a member name with CR/LF on one line', async () => {
    const identity = await createTestIdentity(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: identity.headers,
      payload: {
        email: identity.email,
        title: 'Acme\r\nBcc: evil@x.test',
        phone: '(303) 555-0100',
        street1: '1 Main St',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().title).toBe('Acme Bcc: evil@x.test');

    const owner = await createTestVendor(t.app);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: owner.headers,
      payload: invitation({ name: 'Tess\u0000\r\nTech' }),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().name).toBe('Tess Tech');
  });
});
