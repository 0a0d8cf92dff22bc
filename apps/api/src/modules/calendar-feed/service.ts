import { hashToken, newToken } from '../../lib/opaque-tokens.ts';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { CalendarFeedStatus } from '@vendor-portal/contract/calendar-feed';
import type { Db } from '../../db/client.ts';
import { appointments, calendarFeeds, vendorMembers, vendors } from '../../db/schema.ts';
import { seesPay } from '@vendor-portal/contract/team-roles';
import { selectHeads } from '../appointments/service.ts';
import { inJobScope, onlyAssignedTo } from '../appointments/job-scope.ts';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { buildFeed, type FeedAppointment } from './ics.ts';
import { timeOffSpans } from '../availability/time-off.ts';

// docs/architecture.md "Phone and calendar": one private feed per member, found by a secret of 256
// bits that is never stored (only its SHA-256), so a copy of the database does not open any feed.
// It holds the jobs its member sees, by the member's role when it is read ("A company with a crew").

/** The member a feed belongs to (requireMember's answer). */
export interface FeedOwner {
  vendorId: number;
  memberId: number;
}

const digest = hashToken;

/** The feed window: 30 days back to 180 days ahead. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 180;
const DAY_MS = 86_400_000;

/** GET /api/calendarFeed: whether the member has a feed (its address cannot be shown again). */
export async function getFeedStatus(db: Db, member: FeedOwner): Promise<CalendarFeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, member.memberId));
  return { feed: row ? { createdAt: row.createdAt.toISOString() } : null };
}

/** POST /api/calendarFeed: a new secret each time; the previous one stops at once (same row). */
export async function createFeed(db: Db, member: FeedOwner, publicUrl: string): Promise<{ url: string }> {
  const secret = newToken();
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ memberId: member.memberId, vendorId: member.vendorId, secretHash: digest(secret), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { secretHash: digest(secret), createdAt: now } });
  return { url: `${publicUrl}/calendar/${secret}.ics` };
}

/** DELETE /api/calendarFeed: idempotent. */
export async function deleteFeed(db: Db, member: FeedOwner): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, member.memberId));
}

/** GET /calendar/{secret}.ics: the feed's text, or null when no feed has this secret. */
export async function readFeed(
  db: Db,
  secret: string,
  options: { publicUrl: string; brand: string; now: Date },
): Promise<string | null> {
  // The member's row (its role now, not when the feed was made); a removed member took its feed with it.
  const [feed] = await db
    .select({
      vendorId: vendorMembers.vendorId,
      memberId: vendorMembers.id,
      role: vendorMembers.role,
      // Issue 46: the feed's texts are in its member's language.
      language: vendorMembers.language,
      crewSeesPay: vendors.crewSeesPay,
    })
    .from(calendarFeeds)
    .innerJoin(vendorMembers, eq(vendorMembers.id, calendarFeeds.memberId))
    .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .where(and(eq(calendarFeeds.secretHash, digest(secret)), eq(vendorMembers.status, 'active')));
  if (!feed) return null;
  const from = new Date(options.now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(options.now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const heads = await selectHeads(db)
    .where(
      and(
        inJobScope({ vendorId: feed.vendorId, onlyMember: onlyAssignedTo(feed) }),
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
  // Time off is busy time (docs/architecture.md "Availability and dispatch"): the company's and the member's own.
  const off = await timeOffSpans(db, feed.vendorId, [feed.memberId], from, to, { calendars: false });
  // Issue 54: the pay line only for a member who sees pay (the one rule, read now like the role).
  const showPay = seesPay(feed.role, { crewSeesPay: feed.crewSeesPay });
  return inLanguage(feed.language, () => buildFeed(items, { ...options, showPay }, off));
}
