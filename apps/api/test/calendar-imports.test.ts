import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { CALENDAR_IMPORTS, TEAM } from '@vendor-portal/contract/messages';
import { calendarBusy, mailQueue } from '../src/db/schema.ts';
import { refreshDueFeeds } from '../src/modules/calendar-imports/service.ts';
import {
  bookThroughOps,
  createTestApp,
  createTestProduct,
  movableClock,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars imported as busy
// time, read from a feed served by this test on 127.0.0.1 (OUTBOUND_ALLOW_LOOPBACK), on the injected clock.

/** The local feed server: each path answers what `feeds` says, counted; a `hold` path answers when released. */
const feeds = new Map<string, { status?: number; body: string | Buffer } | 'hold'>();
const hits = new Map<string, number>();
const held: Array<() => void> = [];
const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  hits.set(path, (hits.get(path) ?? 0) + 1);
  const feed = feeds.get(path);
  if (feed === 'hold') {
    held.push(() => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR'));
    return;
  }
  if (!feed) return void res.writeHead(404).end();
  res.writeHead(feed.status ?? 200, { 'content-type': 'text/calendar' }).end(feed.body);
});
let base = '';

const clock = movableClock();
let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp(
    { OUTBOUND_ALLOW_LOOPBACK: 'true', CALENDAR_FEED_TIMEOUT_MS: '3000' },
    { now: clock.now, live: { mailWorker: { pollMs: false } } },
  );
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  for (const release of held) release();
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** An hour `days` days from now at 16:00 UTC, as an iCalendar UTC time and as an ISO instant. */
function hourAhead(days: number): { ics: string; iso: string } {
  const at = new Date();
  at.setUTCHours(16, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() + days);
  return { ics: at.toISOString().replace(/[-:]/g, '').replace('.000', ''), iso: at.toISOString() };
}
const endOf = (h: { iso: string }) => {
  const end = new Date(new Date(h.iso).getTime() + 3_600_000);
  return end.toISOString().replace(/[-:]/g, '').replace('.000', '');
};
const calendarOf = (...hours: Array<{ ics: string; iso: string }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...hours.flatMap((h, i) => [
      'BEGIN:VEVENT',
      `UID:${h.ics}-${i}@test`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${h.ics}`,
      `DTEND:${endOf(h)}`,
      'SUMMARY:Dentist (private)',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

let zips = 0;
const freshZip = () => String(85000 + ++zips);
const book = (zipCode: string, actualDateTime: string) =>
  bookThroughOps(t.app, product, { zipCode, actualDateTime, duration: 60 });
const post = (v: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/calendarImports', headers: v.headers, payload });
const claim = (v: TestVendor, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${id}`, headers: v.headers });
const assign = (v: { headers: Record<string, string> }, id: number, memberId: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/assignee/${id}`, headers: v.headers, payload: { memberId } });
async function alertedAbout(id: number): Promise<string[]> {
  const rows = await t.app.db
    .select({ to: mailQueue.to })
    .from(mailQueue)
    .where(like(mailQueue.idempotencyKey, `new-job:${id}:%`));
  return rows.map((r) => r.to);
}
let paths = 0;
const serve = (body: string | Buffer, status?: number) => {
  const path = `/feed-${++paths}.ics`;
  feeds.set(path, { body, ...(status ? { status } : {}) });
  return path;
};

describe('calendars as busy time', () => {
  it("the company's calendar is read at once; a job in its busy hour is no-one-free and alerts no one", async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const open = await eligibleVendor(t.app, [product.id], [zip]);
    const busy = hourAhead(3);
    const path = serve(calendarOf(busy, hourAhead(4)));
    const res = await post(v, { url: `${base}${path}`, memberId: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      memberId: null,
      url: `${base}${path}`,
      lastFetchedAt: expect.any(String),
      lastError: null,
      busyCount: 2,
    });
    expect(hits.get(path)).toBe(1);
    expect(Math.abs(Date.parse(res.json().lastFetchedAt) - clock.now().getTime())).toBeLessThan(60_000);
    const list = await t.app.inject({ method: 'GET', url: '/api/calendarImports', headers: v.headers });
    expect(list.json().data).toEqual([res.json()]);

    const job = await book(zip, busy.iso);
    expect(await alertedAbout(job)).toEqual([open.email]);
    const asked = await claim(v, job);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'no-one-free', timeOff: true });
    // The unclaimed card's fit says so too.
    const unclaimed = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers });
    const card = (unclaimed.json().data as Array<{ appointment: { id: number }; fit: { timeOff: boolean } }>).find(
      (i) => i.appointment.id === job,
    );
    expect(card?.fit.timeOff).toBe(true);
    // An hour later is free.
    const later = await book(zip, new Date(new Date(busy.iso).getTime() + 3_600_000).toISOString());
    expect(await alertedAbout(later)).toContain(v.email);

    // Deleted: its busy times go with it.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendarImports/${res.json().id}`,
      headers: v.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect((await claim(v, job)).statusCode).toBe(200);
  });

  it("a member's calendar makes it busy: member-busy, shown on the board as a calendar entry without its title", async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, v, 'technician', 'Tia Tech');
    const other = await createTestMember(t.app, v, 'technician', 'Otto Other');
    const busy = hourAhead(5);
    const path = serve(calendarOf(busy));
    // A technician only for itself; the owner for anyone.
    expect((await post(tech, { url: `${base}${path}`, memberId: null })).statusCode).toBe(403);
    expect((await post(tech, { url: `${base}${path}`, memberId: other.memberId })).json()).toMatchObject({
      code: 'role-forbidden',
    });
    const own = await post(tech, { url: `${base}${path}`, memberId: tech.memberId });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ memberId: tech.memberId, busyCount: 1, lastError: null });
    // The technician reads only its own; the owner all of the company's.
    await post(v, { url: `${base}${path}`, memberId: other.memberId });
    const mine = await t.app.inject({ method: 'GET', url: '/api/calendarImports', headers: tech.headers });
    expect(mine.json().data.map((c: { memberId: number }) => c.memberId)).toEqual([tech.memberId]);
    const all = await t.app.inject({ method: 'GET', url: '/api/calendarImports', headers: v.headers });
    expect(all.json().data).toHaveLength(2);

    const job = await book(zip, busy.iso);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/appointment/claim/${job}`,
          headers: v.headers,
          payload: { confirm: true },
        })
      ).statusCode,
    ).toBe(200);
    const asked = await assign(v, job, tech.memberId);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'member-busy', timeOff: true });
    expect(asked.json().timeOffEntries).toEqual([
      { from: busy.iso, to: new Date(new Date(busy.iso).getTime() + 3_600_000).toISOString(), memberId: tech.memberId },
    ]);

    const day = busy.iso.slice(0, 10);
    const board = await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${day}&days=1`, headers: v.headers });
    expect(board.statusCode).toBe(200);
    const entries = board.json().data.timeOff.filter((o: { kind?: string }) => o.kind === 'calendar');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ kind: 'calendar', note: '', startDate: expect.any(String) });
    expect(board.body).not.toContain('Dentist');
  });

  it('another company: its member as memberId and its calendars are 404', async () => {
    const v = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const stranger = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const theirs = await createTestMember(t.app, stranger, 'technician');
    const path = serve(calendarOf(hourAhead(6)));
    const refused = await post(v, { url: `${base}${path}`, memberId: theirs.memberId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(TEAM.memberNotFound);
    const made = await post(stranger, { url: `${base}${path}`, memberId: null });
    const id = made.json().id as number;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/calendarImports/${id}`, headers: v.headers });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calendarImports/${id}`, headers: stranger.headers })).statusCode,
    ).toBe(200);
  });

  it('an address the outbound rules refuse is 400 url-not-allowed beside the field; not an address is 400', async () => {
    const v = await eligibleVendor(t.app, [product.id], [freshZip()]);
    for (const url of ['https://10.0.0.1/cal.ics', 'http://169.254.169.254/latest', 'https://192.168.1.2/x.ics']) {
      const res = await post(v, { url, memberId: null });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'url-not-allowed', message: CALENDAR_IMPORTS.urlNotAllowed });
    }
    const notUrl = await post(v, { url: 'my calendar', memberId: null });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().code).toBe('validation-error');
    const list = await t.app.inject({ method: 'GET', url: '/api/calendarImports', headers: v.headers });
    expect(list.json().data).toEqual([]);
  });

  it('a feed that is not iCalendar, too large or too slow fails with lastError and nothing else', async () => {
    const v = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const html = await post(v, { url: `${base}${serve('<html>Sign in</html>')}`, memberId: null });
    expect(html.statusCode).toBe(201);
    expect(html.json()).toMatchObject({ lastError: CALENDAR_IMPORTS.notICalendar, busyCount: 0 });
    const big = await post(v, { url: `${base}${serve(Buffer.alloc(5 * 1024 * 1024 + 1, 'A'))}`, memberId: null });
    expect(big.json()).toMatchObject({ lastError: CALENDAR_IMPORTS.tooLarge, busyCount: 0 });
    feeds.set('/slow.ics', 'hold');
    const slow = await post(v, { url: `${base}/slow.ics`, memberId: null });
    expect(slow.json()).toMatchObject({ lastError: CALENDAR_IMPORTS.tooSlow, busyCount: 0 });
    const missing = await post(v, { url: `${base}/nothing-here.ics`, memberId: null });
    expect(missing.json()).toMatchObject({ lastError: CALENDAR_IMPORTS.badStatus('404') });
  });

  it('the sweep reads each feed again 15 minutes after its last read; a failing read keeps the busy times', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const busy = hourAhead(7);
    const path = serve(calendarOf(busy));
    const made = await post(v, { url: `${base}${path}`, memberId: null });
    expect(made.json().busyCount).toBe(1);
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/calendarImports/${made.json().id}`, headers: v.headers });
    // Other tests' feeds are due too: settle them first, then count this one's reads.
    clock.advance(15 * 60_000);
    await t.app.calendarImports.tick();
    expect(hits.get(path)).toBe(2);

    feeds.set(path, { body: calendarOf(busy, hourAhead(8)) });
    clock.advance(14 * 60_000);
    expect(await t.app.calendarImports.tick()).toBe(0);
    expect(hits.get(path)).toBe(2);
    clock.advance(60_000);
    const before = clock.now().getTime();
    // Two sweeps at once (two processes) read it once.
    const [a, b] = await Promise.all([
      refreshDueFeeds(t.app.db, { allowLoopback: true, now: clock.now }),
      refreshDueFeeds(t.app.db, { allowLoopback: true, now: clock.now }),
    ]);
    expect(a + b).toBeGreaterThan(0);
    expect(hits.get(path)).toBe(3);
    const reread = (await read()).json();
    expect(reread).toMatchObject({ busyCount: 2, lastError: null });
    expect(Date.parse(reread.lastFetchedAt)).toBeGreaterThanOrEqual(before);

    // The feed fails: the busy times stay, and the job in its hour still finds no one free.
    feeds.set(path, { status: 500, body: 'oops' });
    clock.advance(15 * 60_000);
    await t.app.calendarImports.tick();
    expect((await read()).json()).toMatchObject({
      busyCount: 2,
      lastError: CALENDAR_IMPORTS.badStatus('500'),
    });
    const rows = await t.app.db.select().from(calendarBusy);
    expect(rows.filter((r) => r.importId === made.json().id)).toHaveLength(2);
    const job = await book(zip, busy.iso);
    expect((await claim(v, job)).json()).toMatchObject({ code: 'no-one-free', timeOff: true });
  });
});
