import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY, TEAM } from '@vendor-portal/contract/messages';
import { timeOff } from '../src/db/schema.ts';
import { createTestApp, createTestVendor, type TestContext, type TestVendor } from './helpers.ts';
import { createTestMember, ownerMemberId, type TestMember } from './crew-helpers.ts';

// docs/architecture.md "Availability and dispatch": who takes jobs, and time off of the company or one member,
// with its rules per role and its refusals beside the field. The clock is injected: "today" is 2026-12-01.

let t: TestContext;
let owner: TestVendor;
let office: TestMember;
let tech: TestMember;
let other: TestVendor;
const now = new Date('2026-12-01T16:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  owner = await createTestVendor(t.app);
  other = await createTestVendor(t.app);
  office = await createTestMember(t.app, owner, 'office');
  tech = await createTestMember(t.app, owner, 'technician');
});
afterAll(async () => t.close());

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/timeOff', headers, payload });

describe('takes jobs', () => {
  it('defaults by role: the owner while no technician, a technician yes, the office no', async () => {
    const alone = await createTestVendor(t.app);
    const solo = await t.app.inject({ method: 'GET', url: '/api/team', headers: alone.headers });
    expect(solo.json().data[0]).toMatchObject({ role: 'owner', takesJobs: true });
    const crew = await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.headers });
    const byRole = Object.fromEntries(
      crew.json().data.map((m: { role: string; takesJobs: boolean }) => [m.role, m.takesJobs]),
    );
    expect(byRole).toEqual({ owner: false, office: false, technician: true });
  });

  it('is changed by the owner only; another company’s member is 404', async () => {
    const ownerId = await ownerMemberId(t.app, owner.vendorId);
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${ownerId}`,
      headers: owner.headers,
      payload: { takesJobs: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: ownerId, takesJobs: true });
    const byOffice = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${tech.memberId}`,
      headers: office.headers,
      payload: { takesJobs: false },
    });
    expect(byOffice.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/${tech.memberId}`,
      headers: other.headers,
      payload: { takesJobs: false },
    });
    expect(foreign.statusCode).toBe(404);
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: owner.headers });
    expect(team.json().data.find((m: { id: number }) => m.id === tech.memberId).takesJobs).toBe(true);
  });
});

describe('time off', () => {
  it('adds whole days for the company and part of a day for a member, lists and removes them', async () => {
    const company = await post(owner.headers, { startDate: '2026-12-24', endDate: '2026-12-26', note: 'Holidays' });
    expect(company.statusCode).toBe(201);
    expect(company.json()).toMatchObject({
      memberId: null,
      startDate: '2026-12-24',
      endDate: '2026-12-26',
      startTime: null,
      endTime: null,
      note: 'Holidays',
    });
    const part = await post(office.headers, {
      memberId: tech.memberId,
      startDate: '2026-12-03',
      endDate: '2026-12-03',
      startTime: '13:00',
      endTime: '17:00',
    });
    expect(part.statusCode).toBe(201);
    // Over already (yesterday, by the injected clock; written as it was kept, the API refuses it now): not listed.
    await t.app.db.insert(timeOff).values({ vendorId: owner.vendorId, startDate: '2026-11-30', endDate: '2026-11-30' });
    const list = await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: owner.headers });
    expect(list.json().data.map((e: { id: number }) => e.id)).toEqual([part.json().id, company.json().id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeOff/${company.json().id}`,
      headers: office.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it.each([
    [{ startDate: '2026-12-10', endDate: '2026-12-09' }, 'endDate', AVAILABILITY.endBeforeStart],
    [{ startDate: '2026-12-10', endDate: '2027-12-11' }, 'endDate', AVAILABILITY.tooLong],
    [{ startDate: '2026-12-10', endDate: '2026-12-10', startTime: '09:00' }, 'endTime', AVAILABILITY.bothTimes],
    [
      { startDate: '2026-12-10', endDate: '2026-12-10', startTime: '09:00', endTime: '08:00' },
      'endTime',
      AVAILABILITY.endTimeBeforeStart,
    ],
  ])('refuses %j beside its field, and stores nothing', async (payload, field, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: owner.headers })).json().data
      .length;
    const res = await post(owner.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-error', message });
    expect(field).toBeTruthy(); // the form shows it beside this field (the same schema resolves it)
    const after = (await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: owner.headers })).json().data
      .length;
    expect(after).toBe(before);
  });

  it("refuses a range that ended before today in the company's zone, beside the last day (issue 54 item 9)", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: owner.headers })).json().data
      .length;
    for (const payload of [
      { startDate: '1999-01-04', endDate: '1999-01-08' },
      { startDate: '2026-11-23', endDate: '2026-11-30' },
    ]) {
      const res = await post(owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // Named after its field: the form shows it under the last day.
      expect(res.json()).toMatchObject({
        code: 'validation-error',
        message: `endDate: ${AVAILABILITY.endsBeforeToday}`,
      });
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: owner.headers })).json().data
      .length;
    expect(after).toBe(before);
    // One that began before today and ends today is still time off to come.
    expect((await post(owner.headers, { startDate: '2026-11-30', endDate: '2026-12-01' })).statusCode).toBe(201);
  });

  it('takes 366 days, not 367', async () => {
    expect((await post(owner.headers, { startDate: '2027-01-01', endDate: '2027-12-31' })).statusCode).toBe(201);
    expect((await post(owner.headers, { startDate: '2028-01-01', endDate: '2029-01-01' })).statusCode).toBe(400);
  });

  it('lets a technician add, read and remove only its own', async () => {
    const forColleague = await post(tech.headers, {
      memberId: office.memberId,
      startDate: '2026-12-05',
      endDate: '2026-12-05',
    });
    expect(forColleague.statusCode).toBe(403);
    const forCompany = await post(tech.headers, { startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(forCompany.statusCode).toBe(403);
    const own = await post(tech.headers, { memberId: tech.memberId, startDate: '2026-12-05', endDate: '2026-12-05' });
    expect(own.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: tech.headers });
    expect(list.json().data.every((e: { memberId: number }) => e.memberId === tech.memberId)).toBe(true);
    const companyEntry = await post(owner.headers, { startDate: '2026-12-07', endDate: '2026-12-07' });
    const removeCompany = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeOff/${companyEntry.json().id}`,
      headers: tech.headers,
    });
    expect(removeCompany.statusCode).toBe(403);
    const removeOwn = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeOff/${own.json().id}`,
      headers: tech.headers,
    });
    expect(removeOwn.statusCode).toBe(204);
  });

  it('is 404 for another company’s member or entry', async () => {
    const entry = await post(owner.headers, { startDate: '2026-12-08', endDate: '2026-12-08' });
    const foreignMember = await post(other.headers, {
      memberId: tech.memberId,
      startDate: '2026-12-08',
      endDate: '2026-12-08',
    });
    expect(foreignMember.statusCode).toBe(404);
    // The member is what does not exist (the entry is yet to be made).
    expect(foreignMember.json().message).toBe(TEAM.memberNotFound);
    const foreignEntry = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeOff/${entry.json().id}`,
      headers: other.headers,
    });
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json().message).toBe(AVAILABILITY.timeOffNotFound);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/timeOff', headers: other.headers });
    expect(theirs.json().data).toEqual([]);
  });

  it('offers the US public holidays from today on, as days', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/timeOff/holidays', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const days = res.json().data as Array<{ date: string; name: string }>;
    expect(days[0]).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(days.map((d) => d.date)).toContain('2027-07-05'); // Independence Day observed (the 4th is a Sunday)
    expect(days.every((d) => d.date >= '2026-12-01')).toBe(true);
    // Issue 54 item 19: named as people in the US name them, not the library's British "Labour Day".
    expect(days.find((d) => d.date === '2027-09-06')?.name).toBe('Labor Day');
    expect(days.find((d) => d.date === '2027-07-05')?.name).toBe('Independence Day (observed)');
  });

  it('names them in the member’s language (issue 46)', async () => {
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: office.headers,
      payload: { language: 'es' },
    });
    expect(set.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/timeOff/holidays', headers: office.headers });
    const days = res.json().data as Array<{ date: string; name: string }>;
    expect(days[0]).toEqual({ date: '2026-12-25', name: 'Navidad' });
    // Issue 54 item 19: the names a person would use, not a literal translation.
    expect(days.find((d) => d.date === '2027-05-31')?.name).toBe('Día de los Caídos');
    expect(days.find((d) => d.date === '2027-09-06')?.name).toBe('Día del Trabajo');
  });
});
