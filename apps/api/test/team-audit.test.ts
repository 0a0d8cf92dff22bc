import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { invitation, invitationToken } from './team-helpers.ts';

// docs/architecture.md "A company with a crew": invitations (sent, resent, cancelled), role changes, removals
// and joins are in the audit log with the acting member, named by the company in the console's audit page.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit log of a team', () => {
  it('records each change with the acting member, the company as its target', async () => {
    const owner = await createTestVendor(t.app, { title: 'Crew Audit LLC' });
    const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner.headers, payload });
    const joiner = invitation({ name: 'Jo Joiner' });
    const joining = (await as('POST', '/api/team', joiner)).json();
    const token = await invitationToken(t, joiner.email);
    const from = t.mail.length;
    await as('POST', `/api/team/${joining.id}/invitation`);
    const fresh = await invitationToken(t, joiner.email, from);
    expect(fresh).not.toBe(token);
    const join = await t.app.inject({
      method: 'POST',
      url: '/auth/invitations/confirm',
      payload: { token: fresh, password: 'sturdy-pass-1' },
    });
    expect(join.statusCode).toBe(201);
    const cancelled = (await as('POST', '/api/team', invitation())).json();
    await as('DELETE', `/api/team/${cancelled.id}`);
    const office = await createTestMember(t.app, owner, 'office');
    await as('PATCH', `/api/team/${office.memberId}`, { role: 'technician' });
    await as('DELETE', `/api/team/${office.memberId}`);

    const res = await t.app.inject({ url: `/api/ops/audit?q=vendor:${owner.vendorId}`, headers: opsHeaders });
    const entries = (res.json().data as { target: string; action: string }[])
      .filter((e) => e.target === `vendor:${owner.vendorId}`)
      .reverse();
    expect(entries.map((e) => e.action)).toEqual([
      'team.invitation-sent',
      'team.invitation-resent',
      'team.member-joined',
      'team.invitation-sent',
      'team.invitation-cancelled',
      'team.role-changed',
      'team.member-removed',
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ targetName: 'Crew Audit LLC', vendorId: owner.vendorId });
    expect(entries.map((e) => (e as unknown as { actor: string }).actor)).toEqual([
      owner.email,
      owner.email,
      joiner.email,
      owner.email,
      owner.email,
      owner.email,
      owner.email,
    ]);
    expect(entries[5]).toMatchObject({
      before: { id: office.memberId, role: 'office', status: 'active' },
      after: { id: office.memberId, role: 'technician' },
    });
    expect(entries[6]).toMatchObject({ before: { id: office.memberId, email: office.email, role: 'technician' } });
  });
});
