import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTestAppointment, type TestContext, type TestVendor } from './helpers.ts';
import { createTestMember, type TestMember } from './crew-helpers.ts';
import { marketplace } from './eligibility-helpers.ts';

// docs/architecture.md "Money that is fair", "Pay seen by the crew": GET / PATCH /api/team/settings
// {crewSeesPay} (owner, default false); while false no answer to the office or a technician carries
// payoutCents, noShowCents or cancellationCents.

let t: TestContext;
let owner: TestVendor;
let office: TestMember;
let tech: TestMember;
let jobId: number;
beforeAll(async () => {
  const m = await marketplace({
    product: {
      prices: [
        {
          title: 'Exterior Wash',
          section: 'Exterior',
          isOutside: true,
          schedulingInterface: 'datetime',
          payoutCents: 12_345,
        },
      ],
    },
  });
  ({ t } = m);
  const product = m.product;
  owner = await m.company();
  office = await createTestMember(t.app, owner, 'office');
  tech = await createTestMember(t.app, owner, 'technician');
  jobId = (await bookTestAppointment(t.app, product, { vendorId: owner.vendorId })).id;
  const assigned = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/assignee/${jobId}`,
    headers: owner.headers,
    payload: { memberId: tech.memberId },
  });
  expect(assigned.statusCode, assigned.body).toBeLessThan(300);
});
afterAll(async () => t.close());

const get = (headers: object, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const PAY = /payoutCents|noShowCents|cancellationCents/;

describe('pay seen by the crew', () => {
  it('is off by default: the owner reads it, the office and technician may not read or change it', async () => {
    const res = await get(owner.headers, '/api/team/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ crewSeesPay: false });
    for (const member of [office, tech]) {
      expect((await get(member.headers, '/api/team/settings')).statusCode).toBe(403);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/team/settings',
        headers: member.headers,
        payload: { crewSeesPay: true },
      });
      expect(patched.statusCode).toBe(403);
    }
    expect((await get(owner.headers, '/api/team/settings')).json()).toEqual({ crewSeesPay: false });
  });

  it('while off, no answer to the office or the technician carries a pay field; the owner still sees pay', async () => {
    const ownerJob = (await get(owner.headers, `/api/appointment/${jobId}`)).json().data;
    expect(ownerJob.payoutCents).toBeGreaterThan(0);
    expect(ownerJob.appointmentDetails.products[0].prices[0].payoutCents).toBeGreaterThan(0);
    for (const member of [office, tech]) {
      for (const url of [`/api/appointment/${jobId}`, '/api/appointment']) {
        const res = await get(member.headers, url);
        expect(res.statusCode, `${member.role} ${url}`).toBe(200);
        expect(res.body, `${member.role} ${url}`).toContain(String(jobId));
        expect(res.body, `${member.role} ${url}`).not.toMatch(PAY);
      }
    }
  });

  it('refuses a setting that is not a boolean (400, nothing changes)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/team/settings',
      headers: owner.headers,
      payload: { crewSeesPay: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect((await get(owner.headers, '/api/team/settings')).json()).toEqual({ crewSeesPay: false });
  });

  it('once the owner turns it on, the office and the technician see the pay', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/team/settings',
      headers: owner.headers,
      payload: { crewSeesPay: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ crewSeesPay: true });
    const ownerJob = (await get(owner.headers, `/api/appointment/${jobId}`)).json().data;
    for (const member of [office, tech]) {
      const job = (await get(member.headers, `/api/appointment/${jobId}`)).json().data;
      expect(job.payoutCents, member.role).toBe(ownerJob.payoutCents);
    }
  });
});
