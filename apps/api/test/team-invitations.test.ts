import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/opaque-tokens.ts';
import { createTestApp, createTestIdentity, createTestVendor, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { invitation, invitationToken } from './team-helpers.ts';

// docs/architecture.md "A company with a crew": the owner invites, resends, cancels, changes roles and removes;
// the office reads; another company's member is 404. Over HTTP.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
const invite = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/team', headers, payload });
const team = (headers: Headers) => t.app.inject({ url: '/api/team', headers });

describe('invitations', () => {
  it('invites by email: 201 the invited member, listed after the owner, mailed a /join link stored only as a digest', async () => {
    const owner = await createTestVendor(t.app, { title: 'Shiny Cars LLC' });
    const body = invitation({ email: 'Tess.Tech@Example.com' });
    const res = await invite(owner.headers, body);
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toEqual({
      id: expect.any(Number),
      email: 'tess.tech@example.com',
      name: 'Tess Tech',
      role: 'technician',
      status: 'invited',
      invitationEnded: false,
      // docs/architecture.md "Availability and dispatch": a technician takes jobs.
      takesJobs: true,
      // docs/architecture.md "Languages": English until the member chooses at /join or on Account.
      language: 'en',
    });

    const list = (await team(owner.headers)).json().data;
    expect(list.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['owner', 'active'],
      ['technician', 'invited'],
    ]);
    expect(list[1]).toEqual(member);

    const token = await invitationToken(t, 'tess.tech@example.com');
    const mail = t.mail.findLast((m) => m.to === 'tess.tech@example.com')!;
    expect(mail.subject).toContain('Shiny Cars LLC');
    expect(mail.text).toContain(`${t.config.publicUrl}/join?token=`);
    expect(mail.text).toContain('valid for 7 days, usable once');
    const [link] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, member.id));
    expect(link).toMatchObject({ purpose: 'invitation', tokenHash: hashToken(token), identityId: null });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 1000);
  });

  it('lets the office read the team and not change it; a technician may do neither (403 role-forbidden)', async () => {
    const owner = await createTestVendor(t.app);
    const office = await createTestMember(t.app, owner, 'office');
    const tech = await createTestMember(t.app, owner, 'technician');
    expect((await team(office.headers)).statusCode).toBe(200);
    expect((await invite(office.headers, invitation())).json()).toMatchObject({ code: 'role-forbidden' });
    expect((await team(tech.headers)).json()).toMatchObject({ statusCode: 403, code: 'role-forbidden' });
    for (const [method, url] of [
      ['PATCH', `/api/team/${tech.memberId}`],
      ['DELETE', `/api/team/${tech.memberId}`],
      ['POST', `/api/team/${tech.memberId}/invitation`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: office.headers, payload: { role: 'office' } });
      expect(res.json(), `${method} ${url}`).toMatchObject({ statusCode: 403, code: 'role-forbidden' });
    }
  });

  it("refuses an email with an account, or one this company already invited (409 email-in-use); another company's invitation neither blocks nor shows", async () => {
    const owner = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const account = await createTestIdentity(t.app);
    expect((await invite(owner.headers, invitation({ email: account.email }))).json()).toMatchObject({
      statusCode: 409,
      code: 'email-in-use',
    });
    expect((await invite(owner.headers, invitation({ email: other.email }))).json()).toMatchObject({
      code: 'email-in-use',
    });
    const body = invitation();
    expect((await invite(other.headers, body)).statusCode).toBe(201);
    // Its own open invitation again: 409.
    expect((await invite(other.headers, { ...body, email: body.email.toUpperCase() })).json()).toMatchObject({
      statusCode: 409,
      code: 'email-in-use',
    });
    // Another company's: never revealed, never blocking (docs/architecture.md "A company with a crew").
    const second = await invite(owner.headers, { ...body, email: body.email.toUpperCase() });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ email: body.email.toLowerCase(), status: 'invited' });
  });

  it('changes a role and cancels an invitation; the owner stays (409 owner-fixed)', async () => {
    const owner = await createTestVendor(t.app);
    const invited = (await invite(owner.headers, invitation())).json();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${invited.id}`,
      headers: owner.headers,
      payload: { role: 'office' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...invited, role: 'office' });

    const ownerId = (await team(owner.headers)).json().data[0].id;
    const patchOwner = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${ownerId}`,
      headers: owner.headers,
      payload: { role: 'office' },
    });
    expect(patchOwner.json()).toMatchObject({ statusCode: 409, code: 'owner-fixed' });
    const deleteOwner = await t.app.inject({ method: 'DELETE', url: `/api/team/${ownerId}`, headers: owner.headers });
    expect(deleteOwner.json()).toMatchObject({ statusCode: 409, code: 'owner-fixed' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/team/${ownerId}`,
          headers: owner.headers,
          payload: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(400);

    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/team/${invited.id}`, headers: owner.headers });
    expect(cancel.statusCode).toBe(204);
    expect((await team(owner.headers)).json().data).toHaveLength(1);
    // The address is free again: the invitation and its link are gone.
    expect((await invite(owner.headers, { ...invitation(), email: invited.email })).statusCode).toBe(201);
  });

  it("answers 404 for another company's member, whatever the change", async () => {
    const owner = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const theirs = (await invite(other.headers, invitation())).json();
    for (const [method, url] of [
      ['PATCH', `/api/team/${theirs.id}`],
      ['DELETE', `/api/team/${theirs.id}`],
      ['POST', `/api/team/${theirs.id}/invitation`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: owner.headers, payload: { role: 'office' } });
      expect(res.json(), `${method} ${url}`).toMatchObject({ statusCode: 404, code: 'not-found' });
    }
    expect((await team(other.headers)).json().data[1]).toEqual(theirs);
  });

  it('resends an open invitation with a new link (202), and not to a member who joined (409)', async () => {
    const owner = await createTestVendor(t.app);
    const invited = (await invite(owner.headers, invitation())).json();
    const first = await invitationToken(t, invited.email);
    const from = t.mail.length;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/team/${invited.id}/invitation`,
      headers: owner.headers,
    });
    expect(resend.statusCode).toBe(202);
    expect(await invitationToken(t, invited.email, from)).not.toBe(first);

    const tech = await createTestMember(t.app, owner, 'technician');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/team/${tech.memberId}/invitation`,
      headers: owner.headers,
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'conflict' });
  });

  it('limits invitations per company: 429 with Retry-After, and another company is not held up', async () => {
    const owner = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    for (let i = 0; i < 20; i += 1) expect((await invite(owner.headers, invitation())).statusCode).toBe(201);
    const blocked = await invite(owner.headers, invitation());
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'too-many-requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const invited = (await team(owner.headers)).json().data[1];
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/team/${invited.id}/invitation`,
      headers: owner.headers,
    });
    expect(resend.statusCode).toBe(429);
    expect((await invite(other.headers, invitation())).statusCode).toBe(201);
  });
});
