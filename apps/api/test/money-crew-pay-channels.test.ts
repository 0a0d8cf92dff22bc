import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { mailQueue, pushSubscriptions } from '../src/db/schema.ts';
import { bookTestAppointment, bookThroughOps, opsHeaders, type TestContext, type TestVendor } from './helpers.ts';
import { createTestMember, ownerMemberId, type TestMember } from './crew-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { openStream, type SseClient } from './live/sse-client.ts';
import { addDays, lastWholeWeek } from './future-dates.ts';

// docs/architecture.md "Money that is fair", "Pay seen by the crew": beside the answers (money-crew-pay.test.ts),
// every other channel that reaches an office member or a technician: the new-job mail and push, the assignment's
// mail and push, a change's push, the live stream, and the company's money mails when the profile's address is a
// crew member's own. While the owner keeps pay from the crew, none of them names an amount.

// The app's clock: the real time to the minute, as the database's own clock runs with it (a job booked 3 hours
// on is ahead of both). The last whole week before it in Denver is the week a payout is for.
const clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const paidWeek = lastWholeWeek(clock, 'America/Denver');
const ZIP = '80231';
const PAY = /\$\d|payoutCents|noShowCents|cancellationCents|[Pp]ays /;
let m: Marketplace;
let t: TestContext;
let base: string;
let owner: TestVendor;
let office: TestMember;
let tech: TestMember;
let ownerMember: number;
const streams: SseClient[] = [];
beforeAll(async () => {
  m = await marketplace({
    now: clock,
    zip: ZIP,
    live: { mailWorker: { pollMs: false } },
    product: {
      title: 'Crew Wash',
      cancellationPayoutPercent: 50,
      prices: [{ title: 'Wash', isOutside: true, schedulingInterface: 'datetime', payoutCents: 12_345 }],
    },
  });
  ({ t } = m);
  base = await listen(t.app);
  owner = await m.company({ title: 'Crew Pay LLC', timeZone: 'America/Denver' });
  office = await createTestMember(t.app, owner, 'office');
  tech = await createTestMember(t.app, owner, 'technician');
  ownerMember = await ownerMemberId(t.app, owner.vendorId);
  // A device for each: the queued push rows are what would leave (the worker is off: read as queued).
  for (const memberId of [ownerMember, office.memberId, tech.memberId])
    await t.app.db
      .insert(pushSubscriptions)
      .values({ memberId, endpoint: `https://push.test/${memberId}`, p256dh: 'k', auth: 'a' });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const tokenOf = (headers: { authorization: string }) => headers.authorization.slice('Bearer '.length);
const queued = (key: string) => t.app.db.select().from(mailQueue).where(like(mailQueue.idempotencyKey, key));
const subOf = async (memberId: number) =>
  (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)))[0]!.id;
const pushBody = async (key: string, memberId: number) => {
  const [row] = await t.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, 'push'), like(mailQueue.idempotencyKey, `${key}:sub:${await subOf(memberId)}`)));
  return JSON.stringify(row!.push);
};
const book = () => bookThroughOps(t.app, m.product, { zipCode: ZIP });
const crewSeesPay = async (on: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/team/settings',
    headers: owner.headers,
    payload: { crewSeesPay: on },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('new-job alerts', () => {
  it('the owner reads the pay; the office reads none while the crew does not see pay, and reads it once it does', async () => {
    const hidden = await book();
    const mails = await queued(`new-job:${hidden}:member:%`);
    const textTo = (email: string) => mails.find((r) => r.to === email.toLowerCase())!.text;
    expect(textTo(owner.email)).toContain('It pays $123.45.');
    expect(textTo(office.email)).not.toMatch(PAY);
    expect(textTo(office.email)).toContain('A new job was just booked in your area');
    expect(await pushBody(`push:new-job:${hidden}`, ownerMember)).toContain('Pays $123.45.');
    expect(await pushBody(`push:new-job:${hidden}`, office.memberId)).not.toMatch(PAY);

    await crewSeesPay(true);
    const shown = await book();
    const shownMails = await queued(`new-job:${shown}:member:%`);
    expect(shownMails.find((r) => r.to === office.email.toLowerCase())!.text).toContain('It pays $123.45.');
    expect(await pushBody(`push:new-job:${shown}`, office.memberId)).toContain('Pays $123.45.');
    await crewSeesPay(false);
  });
});

describe("a technician's job: assignment, changes, the live stream", () => {
  it('no mail, push or live event to the technician or the office names the pay', async () => {
    const officeStream = await openStream(base, tokenOf(office.headers));
    const techStream = await openStream(base, tokenOf(tech.headers));
    streams.push(officeStream, techStream);
    const job = await bookTestAppointment(t.app, m.product, {
      vendorId: owner.vendorId,
      zipCode: ZIP,
      actualDateTime: new Date(clock.getTime() + 3 * 3_600_000).toISOString(),
    });
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/assignee/${job.id}`,
      headers: office.headers,
      payload: { memberId: tech.memberId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.body).not.toMatch(PAY);
    const [assignedMail] = await queued(`assigned:${job.id}:${tech.memberId}:%`);
    expect(assignedMail!.to).toBe(tech.email.toLowerCase());
    expect(assignedMail!.text).not.toMatch(PAY);
    expect(await pushBody(`push:assigned:${job.id}:%`, tech.memberId)).not.toMatch(PAY);

    const moved = new Date(clock.getTime() + 5 * 3_600_000).toISOString();
    const rescheduled = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${job.id}/reschedule`,
      headers: opsHeaders,
      payload: { actualDateTime: moved },
    });
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    const [movedPush] = await queued(`push:rescheduled:${job.id}:%`);
    expect(JSON.stringify(movedPush!.push)).not.toMatch(PAY);

    // Cancelled within 24 hours: the company earns its fee, told to the owner's address, not on the crew's phone.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/ops/appointments/${job.id}/cancel`, headers: opsHeaders }))
        .statusCode,
    ).toBe(200);
    expect(await pushBody(`push:cancelled:${job.id}:cancelled`, tech.memberId)).not.toMatch(PAY);
    const [cancelledMail] = await queued(`appointment-cancelled:${job.id}`);
    expect(cancelledMail!.to).toBe(owner.email.toLowerCase());
    expect(cancelledMail!.text).toContain('$61.72');

    const cancelledEvent = (e: { event?: string; data: string }) =>
      e.event === 'appointment' && JSON.parse(e.data).id === job.id;
    await techStream.next(cancelledEvent);
    await officeStream.next(cancelledEvent);
    for (const stream of [officeStream, techStream])
      for (const e of stream.events) expect(`${e.event} ${e.data}`).not.toMatch(PAY);
  });
});

describe("the company's money mails", () => {
  it("go to the owner's address while the profile's is an office member's own and the crew does not see pay", async () => {
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor',
      headers: office.headers,
      payload: { email: office.email },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const credit = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ops/adjustments',
        headers: m.admin.headers,
        payload: { vendorId: owner.vendorId, amountCents: 2_500, reason: 'Bonus' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await queued(`adjustment:${res.json().id}`))[0]!.to;
    };
    expect(await credit()).toBe(owner.email.toLowerCase());

    // A paid week's mail too.
    await bookTestAppointment(t.app, m.product, {
      vendorId: owner.vendorId,
      zipCode: ZIP,
      actualDateTime: `${addDays(paidWeek, 1)}T16:00:00Z`,
      completedAt: `${addDays(paidWeek, 1)}T18:00:00Z`,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/ops/payouts',
      headers: m.admin.headers,
      payload: { vendorId: owner.vendorId, weekStart: paidWeek, reference: 'ACH-1' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await queued(`payout:${owner.vendorId}:${paidWeek}`))[0]!.to).toBe(owner.email.toLowerCase());

    // The owner lets the crew see pay: the company's address, as it is.
    await crewSeesPay(true);
    expect(await credit()).toBe(office.email.toLowerCase());
    await crewSeesPay(false);
  });
});
