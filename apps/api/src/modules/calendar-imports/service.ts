import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarImport, calendarImportBody } from '@vendor-portal/contract/calendar-imports';
import { CALENDAR_IMPORTS, TEAM } from '@vendor-portal/contract/messages';
import { worksOwnJobsOnly } from '@vendor-portal/contract/team';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { Db } from '../../db/client.ts';
import { calendarBusy, calendarImports, vendorMembers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { vendorChanged } from '../../lib/event-bus.ts';
import { checkOutboundUrl, OutboundError, outboundRequest } from '../../lib/outbound.ts';
import type { Membership } from '../../plugins/app/auth.ts';
import { companyZone } from '../availability/time-off.ts';
import { busyIntervals, NotICalendarError } from './parse.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars imported as busy
// time. The owner and the office import for the company (memberId null) and for anyone of it; a technician only
// for itself (403 otherwise); another company's member or calendar is 404 (as time off: time-off.ts). The address
// is a secret of the company's: it is answered only to it and logged by its host only (hostOf).

/** docs/architecture.md: a feed over 5 MB or slower than 10 s fails; every 15 minutes; 60 days ahead. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const REFRESH_EVERY_MS = 15 * 60_000;
export const HORIZON_DAYS = 60;

/** Why a read failed, stored as a key and answered in the reader's language (lastErrorText). */
type FailureKey = 'not-icalendar' | 'too-large' | 'too-slow' | 'unreachable' | 'not-allowed' | `status:${number}`;

export function lastErrorText(key: string | null): string | null {
  if (key === null) return null;
  if (key.startsWith('status:')) return CALENDAR_IMPORTS.badStatus(key.slice(7));
  switch (key) {
    case 'not-icalendar':
      return CALENDAR_IMPORTS.notICalendar;
    case 'too-large':
      return CALENDAR_IMPORTS.tooLarge;
    case 'too-slow':
      return CALENDAR_IMPORTS.tooSlow;
    case 'not-allowed':
      return CALENDAR_IMPORTS.urlNotAllowed;
    default:
      return CALENDAR_IMPORTS.unreachable;
  }
}

/** What a log line may say of a secret address: its host. */
export const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : '?');

export interface FeedDeps {
  allowLoopback: boolean;
  /** FEED_TIMEOUT_MS unless configured (CALENDAR_FEED_TIMEOUT_MS). */
  timeoutMs?: number;
  now: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}

const columns = {
  id: calendarImports.id,
  memberId: calendarImports.memberId,
  url: calendarImports.url,
  lastFetchedAt: calendarImports.lastFetchedAt,
  lastError: calendarImports.lastError,
  busyCount: calendarImports.busyCount,
};
type Row = {
  id: number;
  memberId: number | null;
  url: string;
  lastFetchedAt: Date | null;
  lastError: string | null;
  busyCount: number;
};

const answer = (row: Row, language: Language): CalendarImport => ({
  id: row.id,
  memberId: row.memberId,
  url: row.url,
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  lastError: inLanguage(language, () => lastErrorText(row.lastError)),
  busyCount: row.busyCount,
});

const ownOnly = (actor: Membership) => worksOwnJobsOnly(actor.role);

/** GET /api/calendarImports: the company's (a technician's own only), oldest first. */
export async function listCalendarImports(db: Db, actor: Membership, language: Language): Promise<CalendarImport[]> {
  const own = ownOnly(actor) ? eq(calendarImports.memberId, actor.memberId) : undefined;
  const rows = await db
    .select(columns)
    .from(calendarImports)
    .where(and(eq(calendarImports.vendorId, actor.vendorId), own))
    .orderBy(asc(calendarImports.id));
  return rows.map((r) => answer(r, language));
}

async function ownRow(db: Db, actor: Membership, id: number): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(calendarImports)
    .where(and(eq(calendarImports.id, id), eq(calendarImports.vendorId, actor.vendorId)));
  if (!row) throw notFound(CALENDAR_IMPORTS.notFound);
  if (ownOnly(actor) && row.memberId !== actor.memberId) throw new AppError('role-forbidden', CALENDAR_IMPORTS.ownOnly);
  return row;
}

/** GET /api/calendarImports/{id}. */
export async function getCalendarImport(db: Db, actor: Membership, id: number, language: Language) {
  return answer(await ownRow(db, actor, id), language);
}

/** Apple's `webcal://` is the same address over https. */
const asHttps = (url: string) => url.replace(/^webcal:\/\//i, 'https://');

/**
 * POST /api/calendarImports: 404 for another company's member, 403 for a technician naming anyone but itself,
 * 400 url-not-allowed beside `url` for an address the outbound rules refuse; then the feed is read at once (a
 * failed read is the row's lastError, not a refusal: the address may answer later).
 */
export async function addCalendarImport(
  db: Db,
  actor: Membership,
  body: z.output<typeof calendarImportBody>,
  deps: FeedDeps,
  language: Language,
): Promise<CalendarImport> {
  if (body.memberId !== null) {
    const [member] = await db
      .select({ id: vendorMembers.id })
      .from(vendorMembers)
      .where(and(eq(vendorMembers.id, body.memberId), eq(vendorMembers.vendorId, actor.vendorId)));
    if (!member) throw notFound(TEAM.memberNotFound);
  }
  if (ownOnly(actor) && body.memberId !== actor.memberId) {
    throw new AppError('role-forbidden', CALENDAR_IMPORTS.ownOnly);
  }
  const url = asHttps(body.url);
  const checked = await checkOutboundUrl(url, { allowLoopback: deps.allowLoopback });
  // Its code names the field: the form puts it under the address (docs/how-to/forms.md, fieldCodes).
  if (!checked.ok) throw new AppError('url-not-allowed', CALENDAR_IMPORTS.urlNotAllowed);
  const [row] = await db
    .insert(calendarImports)
    .values({ vendorId: actor.vendorId, memberId: body.memberId, url: checked.url.href, lastFetchedAt: deps.now() })
    .returning({ id: calendarImports.id });
  await readFeed(db, { id: row!.id, vendorId: actor.vendorId, memberId: body.memberId, url: checked.url.href }, deps);
  return getCalendarImport(db, actor, row!.id, language);
}

/** DELETE /api/calendarImports/{id}: its busy times go with it (the foreign key). */
export async function removeCalendarImport(db: Db, actor: Membership, id: number): Promise<void> {
  await ownRow(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(calendarImports).where(eq(calendarImports.id, id));
    await vendorChanged(tx, actor.vendorId, 'timeOff');
  });
}

interface Feed {
  id: number;
  vendorId: number;
  memberId: number | null;
  url: string;
}

async function download(
  url: string,
  deps: FeedDeps,
): Promise<{ ok: true; text: string } | { ok: false; key: FailureKey }> {
  try {
    const res = await outboundRequest(url, {
      method: 'GET',
      headers: { accept: 'text/calendar, */*;q=0.5' },
      timeoutMs: deps.timeoutMs ?? FEED_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      allowLoopback: deps.allowLoopback,
    });
    if (res.status < 200 || res.status > 299) return { ok: false, key: `status:${res.status}` };
    return { ok: true, text: res.body.toString('utf8') };
  } catch (err) {
    if (err instanceof OutboundError) {
      const key: FailureKey =
        err.code === 'timeout'
          ? 'too-slow'
          : err.code === 'too-large'
            ? 'too-large'
            : err.code === 'not-allowed'
              ? 'not-allowed'
              : 'unreachable';
      return { ok: false, key };
    }
    return { ok: false, key: 'unreachable' };
  }
}

/**
 * Reads one feed: a good read replaces its busy times (from now to 60 days ahead) and clears lastError, in one
 * transaction that tells the company's open pages; a failed one only records why and when, keeping the busy
 * times of the last good read.
 */
export async function readFeed(db: Db, feed: Feed, deps: FeedDeps): Promise<void> {
  const got = await download(feed.url, deps);
  const at = deps.now();
  let busy: Array<{ starts: Date; ends: Date }> | null = null;
  let failure: FailureKey | null = got.ok ? null : got.key;
  if (got.ok) {
    try {
      const zone = await companyZone(db, feed.vendorId);
      busy = busyIntervals(got.text, zone, at, new Date(at.getTime() + HORIZON_DAYS * 86_400_000));
    } catch (err) {
      failure = err instanceof NotICalendarError ? 'not-icalendar' : 'not-icalendar';
    }
  }
  if (busy === null) {
    deps.log?.warn({ calendarImport: feed.id, host: hostOf(feed.url), failure }, 'calendar import read failed');
    await db
      .update(calendarImports)
      .set({ lastFetchedAt: at, lastError: failure })
      .where(eq(calendarImports.id, feed.id));
    return;
  }
  const list = busy;
  await db.transaction(async (tx) => {
    // The row may have been deleted while its feed was read: then there is nothing to keep.
    const kept = await tx
      .update(calendarImports)
      .set({ lastFetchedAt: at, lastError: null, busyCount: list.length })
      .where(eq(calendarImports.id, feed.id))
      .returning({ id: calendarImports.id });
    if (kept.length === 0) return;
    await tx.delete(calendarBusy).where(eq(calendarBusy.importId, feed.id));
    for (let i = 0; i < list.length; i += 500) {
      await tx.insert(calendarBusy).values(
        list.slice(i, i + 500).map((b) => ({
          importId: feed.id,
          vendorId: feed.vendorId,
          memberId: feed.memberId,
          starts: b.starts,
          ends: b.ends,
        })),
      );
    }
    await vendorChanged(tx, feed.vendorId, 'timeOff');
  });
}

/** How many feeds one sweep claims at a time, and how many it reads together. */
const BATCH = 20;
const TOGETHER = 4;

/**
 * The sweep (plugins/app/calendar-imports.ts): claims the feeds last read 15 minutes ago or more and reads them.
 * A claim moves `last_fetched_at` to now in the statement that picks the rows (skipping rows another process has
 * locked), so any number of processes never read one feed twice in a period. Answers how many it read.
 */
export async function refreshDueFeeds(db: Db, deps: FeedDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.now();
    const due = new Date(now.getTime() - REFRESH_EVERY_MS).toISOString();
    const result =
      await db.execute(sql`update ${calendarImports} set last_fetched_at = ${now.toISOString()}::timestamptz
      where id in (select id from ${calendarImports}
        where last_fetched_at is null or last_fetched_at <= ${due}::timestamptz
        order by last_fetched_at nulls first, id limit ${BATCH} for update skip locked)
      returning id, vendor_id, member_id, url`);
    const feeds = (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
      id: Number(r.id),
      vendorId: Number(r.vendor_id),
      memberId: r.member_id === null ? null : Number(r.member_id),
      url: String(r.url),
    }));
    if (feeds.length === 0) return total;
    for (let i = 0; i < feeds.length; i += TOGETHER) {
      await Promise.all(feeds.slice(i, i + TOGETHER).map((f) => readFeed(db, f, deps)));
    }
    total += feeds.length;
    if (feeds.length < BATCH) return total;
  }
}
