import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import { mailQueue, pushSubscriptions } from '../src/db/schema.ts';
import { bookTestAppointment, bookThroughOps, type TestContext, type TestVendor } from './helpers.ts';
import { createTestMember, ownerMemberId, type TestMember } from './crew-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';

// Issue 54, item 1 (docs/architecture.md "Pay seen by the crew"): whether a member sees the company's pay is one
// rule (`seesPay`, contract/team-roles.ts), and every writer of pay asks it. One walk over every writer, for each
// role, with pay hidden from the crew and shown to it: every vendor route whose answer can carry a pay field (read
// from the route table, so a new one joins this test or fails it), the new-job mail and push, the assignment's
// mail and push, and the member's calendar feed.

const clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const ZIP = '80232';
const HOUR = 3_600_000;
const PAY = /\$\d|payoutCents|noShowCents|cancellationCents|[Pp]ays /;
const PAY_FIELD = /"(payoutCents|noShowCents|cancellationCents)"/;

let m: Marketplace;
let t: TestContext;
let owner: TestVendor;
let office: TestMember;
let tech: TestMember;
let ownerMember: number;
beforeAll(async () => {
  m = await marketplace({
    now: clock,
    zip: ZIP,
    live: { mailWorker: { pollMs: false } },
    product: {
      title: 'Pay Wash',
      prices: [{ title: 'Wash', isOutside: true, schedulingInterface: 'datetime', payoutCents: 12_345 }],
    },
  });
  ({ t } = m);
  owner = await m.company({ title: 'Pay Everywhere LLC', timeZone: 'America/Denver' });
  office = await createTestMember(t.app, owner, 'office');
  tech = await createTestMember(t.app, owner, 'technician');
  ownerMember = await ownerMemberId(t.app, owner.vendorId);
  for (const memberId of [ownerMember, office.memberId, tech.memberId])
    await t.app.db
      .insert(pushSubscriptions)
      .values({ memberId, endpoint: `https://push.test/everywhere/${memberId}`, p256dh: 'k', auth: 'a' });
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string>; role: 'owner' | 'office' | 'technician'; memberId: number };
const inject = (who: Who, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload ? { payload } : {}) });

/** The schemas of a route's answers, zod ones and those of a raw answer's content. */
const answerSchemas = (entry: RouteDef): z.ZodType[] =>
  Object.values(entry.responses).flatMap((s) =>
    'content' in s ? Object.values(s.content).map((c) => c.schema) : [s as z.ZodType],
  );
/** Every vendor route (not staff's, not public) an answer of which can hold a pay field, as "METHOD path". */
const payRoutes = ROUTE_LIST.filter(
  (entry) =>
    entry.who !== 'public' &&
    !entry.path.startsWith('/api/ops') &&
    answerSchemas(entry).some((schema) =>
      PAY_FIELD.test(JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }))),
    ),
).map((entry) => `${entry.method} ${entry.path}`);

let pastJobs = 0;
/** A job of the company, hours ago (each its own hours), given to a member (the technician; its pay is 123.45). */
async function pastJob(assignee = tech.memberId): Promise<number> {
  pastJobs += 1;
  const { id } = await bookTestAppointment(t.app, m.product, {
    vendorId: owner.vendorId,
    zipCode: ZIP,
    actualDateTime: new Date(Date.now() - pastJobs * 3 * HOUR).toISOString(),
  });
  const res = await inject(
    { ...owner, role: 'owner', memberId: ownerMember },
    'PATCH',
    `/api/appointment/assignee/${id}`,
    {
      memberId: assignee,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

let unclaimed = 0;
/** A new job in the area, not yet claimed, each at its own hours (a claim finds no clash). */
const newJob = () => {
  unclaimed += 1;
  return bookThroughOps(t.app, m.product, {
    zipCode: ZIP,
    actualDateTime: new Date(clock.getTime() + (24 + unclaimed * 3) * HOUR).toISOString(),
  });
};

/** How each pay-carrying route is called by a member: its answers (a role that may not gets its 403). */
const exercise: Record<string, (who: Who, job: number) => Promise<{ statusCode: number; body: string }[]>> = {
  'GET /api/appointment': async (who) => [await inject(who, 'GET', '/api/appointment')],
  'GET /api/appointment/:id': async (who, job) => [await inject(who, 'GET', `/api/appointment/${job}`)],
  'GET /api/appointment/unclaimed': async (who) => {
    await newJob();
    return [await inject(who, 'GET', '/api/appointment/unclaimed')];
  },
  'PATCH /api/appointment/assignee/:id': async (who, job) => [
    await inject(who, 'PATCH', `/api/appointment/assignee/${job}`, { memberId: tech.memberId }),
  ],
  'PATCH /api/appointment/claim/:id': async (who) => [
    await inject(who, 'PATCH', `/api/appointment/claim/${await newJob()}`),
  ],
  'PATCH /api/appointment/release/:id': async (who) => {
    const id = await newJob();
    await inject(who, 'PATCH', `/api/appointment/claim/${id}`);
    return [await inject(who, 'PATCH', `/api/appointment/release/${id}`)];
  },
  'PATCH /api/appointment/complete/:id': async (who) => [
    await inject(who, 'PATCH', `/api/appointment/complete/${await pastJob()}`),
  ],
  'POST /api/appointment/:id/no-show': async (who) => {
    // The member who holds the job records it.
    const id = await pastJob(who.memberId);
    // Arrived 45 minutes ago: the 30-minute wait is over.
    await t.app.db.execute(
      sql`update appointments set checked_in_at = ${new Date(Date.now() - 45 * 60_000).toISOString()}::timestamptz where id = ${id}`,
    );
    return [await inject(who, 'POST', `/api/appointment/${id}/no-show`, { note: 'Nobody came to the door.' })];
  },
};

const queued = (key: string) => t.app.db.select().from(mailQueue).where(like(mailQueue.idempotencyKey, key));
const pushesTo = async (key: string, memberId: number) => {
  const [sub] = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  const rows = await t.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, 'push'), like(mailQueue.idempotencyKey, `${key}:sub:${sub!.id}`)));
  return rows.map((r) => JSON.stringify(r.push));
};

describe('pay seen by the crew, wherever pay is written', () => {
  it('every route, mail, push and calendar feed names pay to the owner always and to the crew only when shown', async () => {
    expect(payRoutes.length).toBeGreaterThan(0);
    expect(
      payRoutes.filter((key) => !(key in exercise)),
      'a pay-carrying route this test does not call',
    ).toEqual([]);
    const members: Who[] = [
      { headers: owner.headers, role: 'owner', memberId: ownerMember },
      { ...office, role: 'office' },
      { ...tech, role: 'technician' },
    ];
    const feeds = new Map<number, string>();
    // The routes each member was answered with 2xx by, so that no check above passes for want of an answer.
    const answered = new Set<string>();
    for (const who of members) {
      const res = await inject(who, 'POST', '/api/calendarFeed');
      expect(res.statusCode, res.body).toBe(201);
      feeds.set(who.memberId, new URL(res.json<{ url: string }>().url).pathname);
    }

    for (const crewSeesPay of [false, true]) {
      const set = await inject(members[0]!, 'PATCH', '/api/team/settings', { crewSeesPay });
      expect(set.statusCode, set.body).toBe(200);
      // A new job in the area (its mail and push to who may claim), and one of the company given to the technician.
      const alerted = await newJob();
      const { id: job } = await bookTestAppointment(t.app, m.product, {
        vendorId: owner.vendorId,
        zipCode: ZIP,
        actualDateTime: new Date(clock.getTime() + (crewSeesPay ? 8 : 5) * HOUR).toISOString(),
      });
      const assigned = await inject(members[1]!, 'PATCH', `/api/appointment/assignee/${job}`, {
        memberId: tech.memberId,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const newJobMails = await queued(`new-job:${alerted}:member:%`);

      for (const who of members) {
        const sees = who.role === 'owner' || crewSeesPay;
        const label = `${who.role}, crew ${crewSeesPay ? 'sees' : 'does not see'} pay`;
        // Every pay-carrying route.
        for (const key of payRoutes)
          for (const res of await exercise[key]!(who, job)) {
            expect(res.statusCode, `${label}: ${key} ${res.body}`).toBeLessThan(500);
            if (res.statusCode >= 300) continue;
            answered.add(`${who.role} ${key}`);
            if (sees) expect(res.body, `${label}: ${key}`).toMatch(PAY_FIELD);
            else expect(res.body, `${label}: ${key}`).not.toMatch(PAY);
          }
        // The new-job mail and push (to the roles that claim).
        const mail = newJobMails.find((r) => r.to === emailOf(who));
        const pushes = await pushesTo(`push:new-job:${alerted}`, who.memberId);
        if (who.role === 'technician') expect([mail, ...pushes].filter(Boolean), label).toEqual([]);
        else {
          expect(mail, label).toBeDefined();
          expect(pushes, label).toHaveLength(1);
          for (const text of [mail!.text, pushes[0]!])
            if (sees) expect(text, label).toMatch(/[Pp]ays \$123\.45/);
            else expect(text, label).not.toMatch(PAY);
        }
        // The assignment's mail and push (to the technician): never pay, whoever sees it.
        if (who.role === 'technician') {
          const [assignedMail] = await queued(`assigned:${job}:${tech.memberId}:%`);
          expect(assignedMail!.text, label).not.toMatch(PAY);
          for (const push of await pushesTo(`push:assigned:${job}:%`, tech.memberId))
            expect(push, label).not.toMatch(PAY);
        }
        // The member's calendar feed: the job given to the technician is in every feed.
        const feed = await t.app.inject({ url: feeds.get(who.memberId)! });
        expect(feed.statusCode, label).toBe(200);
        expect(feed.body, label).toContain(`UID:appointment-${job}@`);
        if (sees) expect(feed.body, label).toMatch(/Pay: \$123\.45/);
        else expect(feed.body, label).not.toMatch(PAY);
      }
    }
    // The owner and the office were answered by every route; the technician by those of the jobs it holds.
    for (const key of payRoutes) {
      expect(answered, key).toContain(`owner ${key}`);
      expect(answered, key).toContain(`office ${key}`);
    }
    expect([...answered].filter((a) => a.startsWith('technician ')).length).toBeGreaterThanOrEqual(3);
  });
});

const emailOf = (who: Who) => ({ owner, office, technician: tech })[who.role].email.toLowerCase();
