import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import { bookTestAppointment, createTestApp, createTestProduct, type TestContext } from '../helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { createTestStaff, type TestStaff } from '../staff-helpers.ts';
import { eligibleVendor, listen } from './live-helpers.ts';
import { expectNone, is, openStream, type SseClient } from './sse-client.ts';

// Issue 42: an offer's deadline and a company's time off are live. Time off added or removed tells every member
// of its company (`vendor` `timeOff`) and no one else; an offer made, declined or run out tells the offered
// company's claimers to read their list again (`vendor` `offers`) and opens or closes the job on the others'
// lists. The deadline is reached by moving the app's clock and asking the deadline's timer to look (`tick`).

let clock = new Date();
const now = () => clock;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

let t: TestContext;
let base: string;
let product: Awaited<ReturnType<typeof createTestProduct>>;
let reviewer: TestStaff;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  base = await listen(t.app);
  product = await createTestProduct(t.app);
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (headers: { authorization: string }) => {
  const s = await openStream(base, headers.authorization.slice('Bearer '.length));
  open.push(s);
  return s;
};
const vendorEvent = (action: string) => (e: EventSourceMessage) =>
  e.event === 'vendor' && (JSON.parse(e.data) as { action: string }).action === action;

let zips = 0;
const freshZip = () => String(87000 + ++zips);

describe('time off on the live stream', () => {
  it("tells every member of its company when an entry is added or removed, and no other company's", async () => {
    const company = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const office = await createTestMember(t.app, company, 'office');
    const tech = await createTestMember(t.app, company, 'technician');
    const other = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const [owner, desk, phone, stranger] = await Promise.all([
      stream(company.headers),
      stream(office.headers),
      stream(tech.headers),
      stream(other.headers),
    ]);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/timeOff',
      headers: tech.headers,
      payload: { memberId: tech.memberId, startDate: '2031-03-02', endDate: '2031-03-03', note: 'Dentist' },
    });
    expect(added.statusCode).toBe(201);
    for (const s of [owner, desk, phone]) await s.next(vendorEvent('timeOff'));
    await expectNone(t.app, stranger, vendorEvent('timeOff'));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeOff/${(added.json() as { id: number }).id}`,
      headers: company.headers,
    });
    expect(removed.statusCode).toBe(204);
    for (const s of [owner, desk, phone]) await s.next(vendorEvent('timeOff'));
    await expectNone(t.app, stranger, vendorEvent('timeOff'));
  });

  it('a refused change tells no one', async () => {
    const company = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const other = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const owner = await stream(company.headers);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/timeOff',
      headers: other.headers,
      payload: { memberId: null, startDate: '2031-03-05', endDate: '2031-03-04', note: '' },
    });
    expect(foreign.statusCode).toBe(400);
    await expectNone(t.app, owner, vendorEvent('timeOff'));
  });
});

describe('offers on the live stream (issue 42)', () => {
  it("at the deadline the job opens on the other companies' pages; the offered company reads its list again", async () => {
    const zip = freshZip();
    const offered = await eligibleVendor(t.app, [product.id], [zip], { title: 'Offered Co' });
    const offeredTech = await createTestMember(t.app, offered, 'technician');
    const rival = await eligibleVendor(t.app, [product.id], [zip], { title: 'Rival Co' });
    const elsewhere = await eligibleVendor(t.app, [product.id], [freshZip()], { title: 'Elsewhere Co' });
    const { id } = await bookTestAppointment(t.app, product, {
      zipCode: zip,
      actualDateTime: new Date(clock.getTime() + 5 * 86_400_000).toISOString(),
    });
    const [mine, mineTech, theirs, far] = await Promise.all([
      stream(offered.headers),
      stream(offeredTech.headers),
      stream(rival.headers),
      stream(elsewhere.headers),
    ]);

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${id}/offer`,
      headers: reviewer.headers,
      payload: { vendorId: offered.vendorId, minutes: 30 },
    });
    expect(made.statusCode).toBe(201);
    await mine.next(vendorEvent('offers'));
    await theirs.next(is('unclaimed', 'removed', id));
    await expectNone(t.app, theirs, vendorEvent('offers'));

    // Not yet: a look before the deadline changes nothing.
    later(29);
    await t.app.offerDeadlines.tick();
    await expectNone(t.app, theirs, is('unclaimed', 'added', id));

    later(2);
    await t.app.offerDeadlines.tick();
    await theirs.next(is('unclaimed', 'added', id));
    await mine.next(vendorEvent('offers'));
    await expectNone(t.app, mine, is('unclaimed', 'added', id));
    for (const s of [mineTech, far]) await expectNone(t.app, s, vendorEvent('offers'));
    await expectNone(t.app, far, (e) => e.event === 'unclaimed');

    // Settled once: the console reading offers afterwards publishes nothing more.
    const console = await t.app.inject({ method: 'GET', url: '/api/ops/audit', headers: reviewer.headers });
    expect(console.statusCode).toBe(200);
    await t.app.offerDeadlines.tick();
    await expectNone(t.app, mine, vendorEvent('offers'));
    await expectNone(t.app, theirs, is('unclaimed', 'added', id));
  });

  it("a decline tells the offered company's other devices, and opens the job to the others", async () => {
    const zip = freshZip();
    const offered = await eligibleVendor(t.app, [product.id], [zip]);
    const office = await createTestMember(t.app, offered, 'office');
    const rival = await eligibleVendor(t.app, [product.id], [zip]);
    const { id } = await bookTestAppointment(t.app, product, {
      zipCode: zip,
      actualDateTime: new Date(clock.getTime() + 5 * 86_400_000).toISOString(),
    });
    const [desk, theirs] = await Promise.all([stream(office.headers), stream(rival.headers)]);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${id}/offer`,
      headers: reviewer.headers,
      payload: { vendorId: offered.vendorId, minutes: 60 },
    });
    expect(made.statusCode).toBe(201);
    await desk.next(vendorEvent('offers'));
    await theirs.next(is('unclaimed', 'removed', id));

    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/decline/${id}`,
      headers: offered.headers,
    });
    expect(declined.statusCode).toBe(204);
    await desk.next(vendorEvent('offers'));
    await theirs.next(is('unclaimed', 'added', id));
    await expectNone(t.app, theirs, vendorEvent('offers'));
  });
});
