import crypto from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { CalendarFeedStatus } from '@vendor-portal/contract/calendar-feed';
import type { Db } from '../../db/client.ts';
import { appointments, calendarFeeds } from '../../db/schema.ts';
import { selectHeads } from '../appointments/service.ts';
import { buildFeed, type FeedAppointment } from './ics.ts';

// docs/architecture.md "Phone and calendar": one private feed per vendor, found by a secret of 256
// bits that is never stored (only its SHA-256), so a copy of the database does not open any feed.

const SECRET_BYTES = 32;
const digest = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');

/** The feed window: 30 days back to 180 days ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const DAY_MS = 86_400_000;

/** GET /api/calendarFeed: whether the vendor has a feed (its address cannot be shown again). */
export async function getFeedStatus(db: Db, vendorId: number): Promise<CalendarFeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.vendorId, vendorId));
  return { feed: row ? { createdAt: row.createdAt.toISOString() } : null };
}

/** POST /api/calendarFeed: a new secret each time; the previous one stops at once (same row). */
export async function createFeed(db: Db, vendorId: number, publicUrl: string): Promise<{ url: string }> {
  const secret = crypto.randomBytes(SECRET_BYTES).toString('base64url');
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ vendorId, secretHash: digest(secret), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.vendorId, set: { secretHash: digest(secret), createdAt: now } });
  return { url: `${publicUrl}/calendar/${secret}.ics` };
}

/** DELETE /api/calendarFeed: idempotent. */
export async function deleteFeed(db: Db, vendorId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.vendorId, vendorId));
}

/** GET /calendar/{secret}.ics: the feed's text, or null when no feed has this secret. */
export async function readFeed(
  db: Db,
  secret: string,
  options: { publicUrl: string; brand: string; now: Date },
): Promise<string | null> {
  const [feed] = await db
    .select({ vendorId: calendarFeeds.vendorId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, digest(secret)));
  if (!feed) return null;
  const from = new Date(options.now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(options.now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const heads = await selectHeads(db)
    .where(
      and(
        eq(appointments.vendorId, feed.vendorId),
        isNotNull(appointments.actualDateTime),
        gte(appointments.actualDateTime, from),
        lt(appointments.actualDateTime, to),
      ),
    )
    .orderBy(appointments.actualDateTime, appointments.id);
  // When each was booked and claimed (LAST-MODIFIED), for the appointments of the window only.
  const ids = heads.map((h) => h.id);
  const changes =
    ids.length === 0
      ? []
      : await db
          .select({ id: appointments.id, createdAt: appointments.createdAt, claimedAt: appointments.claimedAt })
          .from(appointments)
          .where(inArray(appointments.id, ids));
  const byId = new Map(changes.map((c) => [c.id, c]));
  const items: FeedAppointment[] = heads.map((h) => {
    const c = byId.get(h.id)!;
    return { ...h, createdAt: c.createdAt, claimedAt: c.claimedAt };
  });
  return buildFeed(items, options);
}
