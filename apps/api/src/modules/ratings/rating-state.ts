import { eq } from 'drizzle-orm';
import type { CustomerJob } from '@vendor-portal/contract/customer-job';
import { RATING_HOLD_HOURS, RATING_WINDOW_DAYS, type RatingStatus } from '@vendor-portal/contract/ratings';
import type { Db } from '../../db/client.ts';
import { ratings } from '../../db/schema.ts';

// docs/architecture.md "Ratings and the right of reply": a rating's state at a given time, one rule for every answer
// (the company's list, staff's, the customer's page: the door customer-job reads through, decision 058).

export const HOLD_MS = RATING_HOLD_HOURS * 3_600_000;
const WINDOW_MS = RATING_WINDOW_DAYS * 86_400_000;

type Row = typeof ratings.$inferSelect;

/** Whether a rating is published at `now`: published by the sweep or an admin, or its unappealed hold is over. */
export const isPublished = (row: Row, now: Date) =>
  row.decision !== 'remove' &&
  (row.publishedAt !== null || (row.appealedAt === null && row.createdAt.getTime() + HOLD_MS <= now.getTime()));

/** The rating's state at `now` (the sweep may not have run yet: the answer does not wait for it). */
export function ratingStatus(row: Row, now: Date): RatingStatus {
  if (row.decision === 'remove') return 'removed';
  if (isPublished(row, now)) return 'published';
  return row.appealedAt !== null ? 'appealed' : 'held';
}

/** What the customer's page says of the rating: whether it may rate, and its own rating (the reply once published). */
export async function customerRating(
  db: Db,
  appointmentId: number,
  job: { status: CustomerJob['status']; completedAt: Date | null },
  now: Date,
): Promise<Pick<CustomerJob, 'canRate' | 'rating'>> {
  const [row] = await db.select().from(ratings).where(eq(ratings.appointmentId, appointmentId));
  if (row)
    return {
      canRate: false,
      rating: {
        stars: row.stars,
        tags: row.tags,
        comment: row.comment,
        reply: isPublished(row, now) ? row.replyBody : null,
      },
    };
  const open =
    job.status === 'completed' && job.completedAt !== null && now.getTime() < job.completedAt.getTime() + WINDOW_MS;
  return { canRate: open, rating: null };
}
