import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, calendarFeeds } from '../src/db/schema.ts';
import { readFeed } from '../src/modules/calendar-feed/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { addDays } from './future-dates.ts';

// docs/architecture.md "Phone and calendar": the vendor's private feed, managed under /api and read
// at /calendar/{secret}.ics; the feed is parsed with ical.js, as a calendar app would.

let ctx: TestContext;
let vendor: TestVendor;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createTestVendor(ctx.app);
});
afterAll(() => ctx.close());

const feedPath = (url: string) => new URL(url).pathname;
async function createFeed(v: TestVendor = vendor): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/calendarFeed', headers: v.headers });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
}
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
}
const localTime = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(d);

describe('/api/calendarFeed', () => {
  it('answers 401 without a token', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/calendarFeed' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('creates a private address (at least 128 bits, stored hashed), regenerates and deletes it', async () => {
    const v = await createTestVendor(ctx.app);
    const before = await ctx.app.inject({ url: '/api/calendarFeed', headers: v.headers });
    expect(before.json()).toEqual({ feed: null });

    const url = await createFeed(v);
    expect(url).toMatch(new RegExp(`^${ctx.config.publicUrl}/calendar/[A-Za-z0-9_-]+\\.ics$`));
    const secret = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    expect(Buffer.from(secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await ctx.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.vendorId, v.vendorId));
    expect(row!.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    const status = await ctx.app.inject({ url: '/api/calendarFeed', headers: v.headers });
    expect(status.json()).toEqual({ feed: { createdAt: row!.createdAt.toISOString() } });
    expect(status.body).not.toContain(secret);

    const feed = await ctx.app.inject({ url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const renewed = await createFeed(v);
    expect(renewed).not.toBe(url);
    expect((await ctx.app.inject({ url: feedPath(url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: feedPath(renewed) })).statusCode).toBe(200);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/calendarFeed', headers: v.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: feedPath(renewed) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/calendarFeed', headers: v.headers })).json()).toEqual({ feed: null });
  });

  it('answers 404 for an unknown or malformed secret', async () => {
    for (const url of [
      '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/calendar/short.ics',
      '/calendar/x',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('GET /calendar/{secret}.ics', () => {
  it('holds the vendor’s appointments from 30 days back to 180 ahead, every field filled', async () => {
    const product = await createTestProduct(ctx.app, { title: 'Window Cleaning' });
    const dateOnly = await createTestProduct(ctx.app, {
      title: 'Gutter Check',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const now = Date.now();
    const at = (days: number) => new Date(Math.round((now + days * DAY) / 60_000) * 60_000).toISOString();
    const timed = await bookTestAppointment(ctx.app, product, {
      vendorId: vendor.vendorId,
      actualDateTime: at(3),
      duration: 90,
      customer: { firstName: 'Dana', lastName: 'Diaz', email: 'dana@example.com', phone: '(602) 555-0142' },
      property: {
        title: 'Dana Home',
        street1: '12 Cactus Rd',
        street2: 'Unit 4',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85001',
        timeZone: 'America/Phoenix',
      },
    });
    // Stored at 05:30Z ten days on: the evening before in Denver (10:30 PM in winter, 11:30 PM in summer).
    const utcDay = new Date(now + 10 * DAY).toISOString().slice(0, 10);
    const allDay = await bookTestAppointment(ctx.app, dateOnly, {
      vendorId: vendor.vendorId,
      actualDateTime: `${utcDay}T05:30:00.000Z`,
    });
    const past = await bookTestAppointment(ctx.app, product, { vendorId: vendor.vendorId, actualDateTime: at(-29) });
    const tooOld = await bookTestAppointment(ctx.app, product, { vendorId: vendor.vendorId, actualDateTime: at(-31) });
    const tooFar = await bookTestAppointment(ctx.app, product, { vendorId: vendor.vendorId, actualDateTime: at(181) });
    const other = await createTestVendor(ctx.app);
    const others = await bookTestAppointment(ctx.app, product, { vendorId: other.vendorId, actualDateTime: at(2) });
    const unclaimed = await bookTestAppointment(ctx.app, product, { actualDateTime: at(2) });

    const url = await createFeed();
    const res = await ctx.app.inject({ url: feedPath(url) });
    expect(res.statusCode).toBe(200);
    const found = events(res.body);
    const uids = found.map(({ e }) => e.uid);
    const uid = (id: number) => uids.find((u) => u.startsWith(`appointment-${id}@`));
    expect(uid(timed.id)).toBeDefined();
    expect(uid(allDay.id)).toBeDefined();
    expect(uid(past.id)).toBeDefined();
    for (const id of [tooOld.id, tooFar.id, others.id, unclaimed.id]) expect(uid(id)).toBeUndefined();
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('prodid')).toContain(ctx.config.BRAND_NAME);

    const t = found.find(({ e }) => e.uid === uid(timed.id))!;
    expect(t.e.startDate.isDate).toBe(false);
    expect(t.e.startDate.zone?.tzid).toBe('UTC');
    expect(t.e.startDate.toJSDate().toISOString()).toBe(at(3));
    expect(t.e.endDate.toJSDate().getTime() - t.e.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    expect(t.e.summary).toBe('Window Cleaning');
    expect(t.e.location).toBe('12 Cactus Rd, Unit 4, Phoenix, AZ 85001');
    const detail = `${ctx.config.publicUrl}/appointments/${timed.id}`;
    expect(t.e.description).toBe(`Customer: Dana Diaz\nPhone: (602) 555-0142\nPay: $0.00\nDetails: ${detail}`);
    expect(t.v.getFirstPropertyValue('url')).toBe(detail);
    expect(t.v.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(t.e.sequence).toBe(0);
    const modified = (t.v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate();

    // A date-only booking is an all-day event on the property's calendar day.
    const d = found.find(({ e }) => e.uid === uid(allDay.id))!;
    expect(d.e.startDate.isDate).toBe(true);
    expect(d.e.startDate.toString()).toBe(addDays(utcDay, -1));
    expect(d.e.endDate.toString()).toBe(utcDay);
    expect(d.e.summary).toBe('Gutter Check');

    // Completing it changes SEQUENCE, LAST-MODIFIED and the summary, under the same UID.
    // (Set directly: the API completes an appointment only once its day has begun, and this one is in 3 days;
    // a minute after the last change, as LAST-MODIFIED counts whole seconds: no sleep for the clock to move.)
    const completedAt = new Date(modified.getTime() + 60_000);
    await ctx.app.db.update(appointments).set({ completedAt }).where(eq(appointments.id, timed.id));
    const after = events((await ctx.app.inject({ url: feedPath(url) })).body);
    const done = after.find(({ e }) => e.uid === uid(timed.id))!;
    expect(done.e.sequence).toBe(1);
    expect(done.e.summary).toBe('Completed: Window Cleaning');
    expect(done.e.description).toContain('Completed: ');
    const modifiedAfter = (done.v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate();
    expect(modifiedAfter.getTime()).toBeGreaterThan(modified.getTime());
    expect(after).toHaveLength(found.length);
  });

  it("writes the completion time as a person reads it, in the property's zone (issue 28 item 12)", async () => {
    const v = await createTestVendor(ctx.app);
    const product = await createTestProduct(ctx.app, { title: 'Pool Check' });
    const booked = await bookTestAppointment(ctx.app, product, {
      vendorId: v.vendorId,
      actualDateTime: new Date(Math.round((Date.now() - 2 * DAY) / 60_000) * 60_000).toISOString(),
      customer: { firstName: 'Ari', lastName: 'Lee', email: 'ari@example.com', phone: '(602) 555-0100' },
      property: {
        title: 'Lee Home',
        street1: '3 Mesa Dr',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        timeZone: 'America/Phoenix',
      },
    });
    // 23:30 UTC is 4:30 PM in Phoenix (UTC-7 all year).
    const completedAt = new Date(Date.now() - DAY);
    completedAt.setUTCHours(23, 30, 0, 0);
    await ctx.app.db.update(appointments).set({ completedAt }).where(eq(appointments.id, booked.id));
    const [done] = events((await ctx.app.inject({ url: feedPath(await createFeed(v)) })).body);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
    expect(done!.e.description).toContain(`Completed: ${day.format(completedAt)}, 4:30 PM\n`);
    expect(done!.e.description).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('writes a booking across a DST change with its real length (UTC times)', async () => {
    const v = await createTestVendor(ctx.app);
    const product = await createTestProduct(ctx.app, { title: 'Furnace Service' });
    // Denver springs forward on Mar 14, 2027 at 2:00: 1:30 MST + 90 minutes is 4:00 MDT.
    const start = '2027-03-14T08:30:00.000Z';
    const booked = await bookTestAppointment(ctx.app, product, {
      vendorId: v.vendorId,
      actualDateTime: start,
      duration: 90,
    });
    const secret = /\/calendar\/(.+)\.ics$/.exec(await createFeed(v))![1]!;
    const text = await readFeed(ctx.app.db, secret, {
      publicUrl: ctx.config.publicUrl,
      brand: ctx.config.BRAND_NAME,
      now: new Date('2027-03-01T12:00:00Z'),
    });
    const [only] = events(text!);
    expect(only!.e.uid).toMatch(new RegExp(`^appointment-${booked.id}@`));
    const s = only!.e.startDate.toJSDate();
    const e = only!.e.endDate.toJSDate();
    expect(s.toISOString()).toBe(start);
    expect(e.toISOString()).toBe('2027-03-14T10:00:00.000Z');
    expect(localTime(s, 'America/Denver')).toBe('01:30');
    expect(localTime(e, 'America/Denver')).toBe('04:00');
  });

  it('answers 304 to a matching ETag, and limits reads per client', async () => {
    const url = feedPath(await createFeed());
    const first = await ctx.app.inject({ url, remoteAddress: '203.0.113.7' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({ url, remoteAddress: '203.0.113.7', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await ctx.app.inject({ url, remoteAddress: '203.0.113.7', headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);
    // RFC 9110 §13.1.2: weak comparison, a list of tags, and `*` for any current representation.
    for (const field of ['*', `W/${etag}`, `"x", ${etag}`, `"x",W/${etag}`]) {
      const res = await ctx.app.inject({ url, remoteAddress: '203.0.113.9', headers: { 'if-none-match': field } });
      expect(res.statusCode, field).toBe(304);
    }
    for (const field of ['"x", W/"y"', etag.slice(0, -2) + '"', 'W/"x"']) {
      const res = await ctx.app.inject({ url, remoteAddress: '203.0.113.9', headers: { 'if-none-match': field } });
      expect(res.statusCode, field).toBe(200);
    }

    let status = 0;
    for (let i = 0; i < 60 && status !== 429; i += 1) {
      status = (await ctx.app.inject({ url, remoteAddress: '203.0.113.7' })).statusCode;
    }
    expect(status).toBe(429);
    expect((await ctx.app.inject({ url, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});
