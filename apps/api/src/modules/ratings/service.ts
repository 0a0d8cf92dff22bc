import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  RATING_HOLD_HOURS,
  RATING_WINDOW_DAYS,
  type OpsRating,
  type Rating,
  type RatingStatus,
} from '@vendor-portal/contract/ratings';
import { RATINGS } from '@vendor-portal/contract/messages';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { currentLanguage } from '@vendor-portal/contract/i18n';
import { CAPABILITIES, worksOwnJobsOnly } from '@vendor-portal/contract/team-roles';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, ratings, vendorMembers, vendors } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { queueWebhookEvents, type WebhookEventInput } from '../../lib/webhooks.ts';
import { queuePushToMembers } from '../../lib/push-queue.ts';
import { jobTopic } from '../../lib/push.ts';
import { servicesText } from '../../lib/customer-mail.ts';
import { recordAudit } from '../ops/audit.ts';
import type { OpenedJob } from '../customer-job/service.ts';
import { HOLD_MS, isPublished, ratingStatus } from './rating-state.ts';

// docs/architecture.md "Ratings and the right of reply". Only the booking's customer rates (its link is the
// permission), once, a completed job (not a no-show, not cancelled), within 30 days of completion. A rating is held
// 72 hours: the company sees it at once (mail and push to the owner and office, each in its language), may reply
// once and appeal once; an unappealed rating is published when its hold ends (publishDueRatings, run by the
// rating-publication plugin, and read as published by every answer before that sweep runs); an appealed one waits
// for an admin's keep (published at once) or remove (never counts). "Counts" is one rule, shared with the
// scorecard: `published_at is not null and decision is distinct from 'remove'`.

const WINDOW_MS = RATING_WINDOW_DAYS * 86_400_000;

type Row = typeof ratings.$inferSelect;

/** When it was or will be published, as the answer says it (the hold's end once passed, before the sweep). */
const publishedAtOf = (row: Row, now: Date) =>
  row.publishedAt ?? (isPublished(row, now) ? new Date(row.createdAt.getTime() + HOLD_MS) : null);

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toRating(row: Row, now: Date): Rating {
  const status = ratingStatus(row, now);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    stars: row.stars,
    tags: row.tags,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(publishedAtOf(row, now)),
    status,
    reply: row.replyBody,
    holdEndsAt: status === 'held' ? new Date(row.createdAt.getTime() + HOLD_MS).toISOString() : null,
    appealReason: row.appealReason,
    decision: row.decision,
  };
}

/** The SQL of "counts at `now`": the scorecard's rule, with an unappealed hold already over read as published. */
const countsAt = (now: Date): SQL =>
  sql`${ratings.decision} is distinct from 'remove' and (${ratings.publishedAt} is not null or (${ratings.appealedAt} is null and ${ratings.createdAt} <= ${new Date(now.getTime() - HOLD_MS).toISOString()}::timestamptz))`;

export interface RatingFields {
  stars: number;
  tags: string[];
  comment: string | null;
}

/**
 * POST /api/public/job/rating. 409 not-completed (open, cancelled, a no-show), already-rated (the booking's one
 * rating exists), rating-closed (30 days after completion, on the app's clock). Nothing is stored on a refusal. The
 * company that completed the job (its owner and office) is told at once by mail and push.
 */
export async function createRating(db: Db, opened: OpenedJob, fields: RatingFields, now: Date, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        vendorId: appointments.vendorId,
        completedAt: appointments.completedAt,
        cancelledAt: appointments.cancelledAt,
        outcome: appointments.outcome,
        lines: appointments.lines,
      })
      .from(appointments)
      .where(eq(appointments.id, opened.appointmentId))
      .for('update');
    if (!job || job.cancelledAt || !job.completedAt || job.outcome === 'no-show' || job.vendorId === null)
      throw new AppError('not-completed');
    const [existing] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(eq(ratings.appointmentId, opened.appointmentId));
    if (existing) throw new AppError('already-rated');
    if (now.getTime() >= job.completedAt.getTime() + WINDOW_MS) throw new AppError('rating-closed');
    const [row] = await tx
      .insert(ratings)
      .values({ appointmentId: opened.appointmentId, vendorId: job.vendorId, ...fields, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('already-rated');
    await tellCompany(tx, row, job.lines, now, publicUrl);
    await publish(tx, { type: 'appointment.updated', appointmentId: row.appointmentId, vendorId: row.vendorId });
    return {
      id: row.id,
      stars: row.stars,
      tags: row.tags,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The company's owner and office, active. */
const answerers = (tx: Db | Tx, vendorId: number) =>
  tx
    .select({
      id: vendorMembers.id,
      email: vendorMembers.email,
      name: vendorMembers.name,
      language: vendorMembers.language,
    })
    .from(vendorMembers)
    .where(
      and(
        eq(vendorMembers.vendorId, vendorId),
        eq(vendorMembers.status, 'active'),
        inArray(vendorMembers.role, CAPABILITIES.answerRatings),
      ),
    );

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] ?? '';

/** The mail and push of a new rating, each member's in its language. */
async function tellCompany(tx: Tx, row: Row, lines: Array<{ productTitle: string }>, now: Date, publicUrl: string) {
  const members = await answerers(tx, row.vendorId);
  const link = `${publicUrl}/ratings`;
  await queueMail(
    tx,
    members.map((m) => ({
      idempotencyKey: `rating:${row.id}:${m.id}`,
      to: m.email,
      ...inLanguage(m.language, () => {
        const service = servicesText(m.language, lines);
        return {
          subject: RATINGS.mailSubject({ stars: row.stars, service }),
          text: RATINGS.mailText({
            member: firstName(m.name) || m.email,
            service,
            stars: row.stars,
            comment: row.comment ?? RATINGS.noComment,
            link,
          }),
        };
      }),
    })),
    now,
  );
  await queuePushToMembers(
    tx,
    [
      {
        key: `push:rated:${row.id}`,
        memberIds: members.map((m) => m.id),
        payload: () => ({
          message: {
            type: 'rated',
            appointmentId: row.appointmentId,
            title: RATINGS.pushTitle({ stars: row.stars }),
            // Written once per member language by queuePushToMembers, that language active.
            body: RATINGS.pushBody({ service: servicesText(currentLanguage(), lines) }),
            url: '/ratings',
          },
          urgency: 'normal',
          topic: jobTopic(row.appointmentId),
          ttl: 24 * 60 * 60,
        }),
      },
    ],
    now,
  );
}

export interface RatingActor {
  vendorId: number;
  memberId: number;
  role: 'owner' | 'office' | 'technician';
}

/** GET /api/ratings: the company's ratings newest first (a technician: those of the jobs assigned to it). */
export async function listRatings(db: Db, actor: RatingActor, now: Date) {
  const own = worksOwnJobsOnly(actor.role);
  const rows = await db
    .select({ rating: ratings })
    .from(ratings)
    .innerJoin(appointments, eq(appointments.id, ratings.appointmentId))
    .where(and(eq(ratings.vendorId, actor.vendorId), own ? eq(appointments.assigneeId, actor.memberId) : undefined))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
  const counted = rows.map((r) => r.rating).filter((r) => isPublished(r, now));
  const average =
    counted.length === 0
      ? null
      : Math.round((counted.reduce((sum, r) => sum + r.stars, 0) / counted.length) * 100) / 100;
  return { data: rows.map((r) => toRating(r.rating, now)), summary: { average, count: counted.length } };
}

/** The company's own rating, locked: another company's (or none) is 404. */
async function ownRating(tx: Tx, vendorId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(ratings)
    .where(and(eq(ratings.id, id), eq(ratings.vendorId, vendorId)))
    .for('update');
  if (!row) throw notFound(RATINGS.notFound(id));
  return row;
}

/** POST /api/ratings/{id}/reply: once (a second → 409 conflict). */
export async function replyToRating(db: Db, actor: RatingActor, id: number, body: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await ownRating(tx, actor.vendorId, id);
    if (row.replyBody !== null) throw conflict(RATINGS.alreadyReplied);
    const [updated] = await tx
      .update(ratings)
      .set({ replyBody: body, replyAt: now, replyMemberId: actor.memberId })
      .where(eq(ratings.id, id))
      .returning();
    await publish(tx, { type: 'appointment.updated', appointmentId: row.appointmentId, vendorId: row.vendorId });
    return toRating(updated!, now);
  });
}

/** POST /api/ratings/{id}/appeal: once, while held (a published or removed one → 409 conflict). */
export async function appealRating(db: Db, actor: RatingActor, id: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await ownRating(tx, actor.vendorId, id);
    if (row.appealedAt !== null) throw conflict(RATINGS.alreadyAppealed);
    if (ratingStatus(row, now) !== 'held') throw conflict(RATINGS.notHeld);
    const [updated] = await tx
      .update(ratings)
      .set({ appealReason: reason, appealedAt: now, appealMemberId: actor.memberId })
      .where(eq(ratings.id, id))
      .returning();
    return toRating(updated!, now);
  });
}

/**
 * The publish step: every rating whose 72-hour hold ended by `now` without an appeal becomes published, as of its
 * hold's end (so the time it counts from does not depend on when the sweep ran). One statement: each row is taken
 * once, whichever process runs it first, so it needs no lock. Returns the ratings published.
 */
export async function publishDueRatings(
  db: Db | Tx,
  now: Date,
): Promise<Array<{ id: number; appointmentId: number; vendorId: number }>> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(ratings)
      .set({ publishedAt: sql`${ratings.createdAt} + make_interval(hours => ${RATING_HOLD_HOURS})` })
      .where(
        and(
          isNull(ratings.publishedAt),
          isNull(ratings.appealedAt),
          isNull(ratings.decision),
          sql`${ratings.createdAt} <= ${new Date(now.getTime() - HOLD_MS).toISOString()}::timestamptz`,
        ),
      )
      .returning({
        id: ratings.id,
        appointmentId: ratings.appointmentId,
        vendorId: ratings.vendorId,
        stars: ratings.stars,
        publishedAt: ratings.publishedAt,
      });
    // The `rating.published` webhook event, in the publication's transaction, once per rating.
    await queueWebhookEvents(tx, published.map(ratingPublishedEvent), now);
    for (const rating of published)
      await publish(tx, {
        type: 'appointment.updated',
        appointmentId: rating.appointmentId,
        vendorId: rating.vendorId,
      });
    return published.map(({ id, appointmentId, vendorId }) => ({ id, appointmentId, vendorId }));
  });
}

/** What a partner's webhook is told when a rating starts to count (docs/architecture.md "Partners"). */
function ratingPublishedEvent(rating: {
  id: number;
  appointmentId: number;
  vendorId: number;
  stars: number;
  publishedAt: Date | null;
}): WebhookEventInput {
  return {
    vendorId: rating.vendorId,
    type: 'rating.published',
    data: {
      appointmentId: rating.appointmentId,
      ratingId: rating.id,
      stars: rating.stars,
      publishedAt: rating.publishedAt?.toISOString() ?? null,
    },
  };
}

// Staff: the appeals queue and the decision (docs/architecture.md "Ratings and the right of reply").

const toOpsRating = (row: Row, companyName: string, now: Date): OpsRating => ({
  ...toRating(row, now),
  vendorId: row.vendorId,
  companyName,
  appealedAt: iso(row.appealedAt),
  decisionNote: row.decisionNote,
  decidedAt: iso(row.decidedAt),
});

const STATUS_WHERE = (status: RatingStatus, now: Date): SQL | undefined => {
  const held = sql`${ratings.createdAt} > ${new Date(now.getTime() - HOLD_MS).toISOString()}::timestamptz`;
  switch (status) {
    case 'appealed':
      return and(isNotNull(ratings.appealedAt), isNull(ratings.decision));
    case 'removed':
      return eq(ratings.decision, 'remove');
    case 'published':
      return countsAt(now);
    case 'held':
      return and(isNull(ratings.publishedAt), isNull(ratings.appealedAt), isNull(ratings.decision), held);
  }
};

/** GET /api/ops/ratings?status=…: appealed ones oldest appeal first, others newest first; at most 200. */
export async function listOpsRatings(db: Db, status: RatingStatus, now: Date): Promise<OpsRating[]> {
  const rows = await db
    .select({ rating: ratings, companyName: vendors.title })
    .from(ratings)
    .innerJoin(vendors, eq(vendors.id, ratings.vendorId))
    .where(STATUS_WHERE(status, now))
    .orderBy(status === 'appealed' ? asc(ratings.appealedAt) : desc(ratings.createdAt), asc(ratings.id))
    .limit(200);
  return rows.map((r) => toOpsRating(r.rating, r.companyName ?? '', now));
}

/**
 * PATCH /api/ops/ratings/{id} (admin): an appealed rating kept (published now) or removed (never counts); audited in
 * the same transaction, and the company's owner and office mailed.
 */
export async function decideRating(
  db: Db,
  staff: { actor: string; identityId: string | null },
  id: number,
  input: { decision: 'keep' | 'remove'; note: string | null },
  now: Date,
  publicUrl: string,
): Promise<OpsRating> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ rating: ratings, companyName: vendors.title, lines: appointments.lines })
      .from(ratings)
      .innerJoin(vendors, eq(vendors.id, ratings.vendorId))
      .innerJoin(appointments, eq(appointments.id, ratings.appointmentId))
      .where(eq(ratings.id, id))
      .for('update', { of: ratings });
    if (!found) throw notFound(RATINGS.notFound(id));
    const row = found.rating;
    if (row.appealedAt === null || row.decision !== null) throw conflict(RATINGS.notHeld);
    const [updated] = await tx
      .update(ratings)
      .set({
        decision: input.decision,
        decisionNote: input.note,
        decidedAt: now,
        decidedBy: staff.identityId,
        publishedAt: input.decision === 'keep' ? now : null,
      })
      .where(eq(ratings.id, id))
      .returning();
    await recordAudit(tx, {
      actor: staff.actor,
      action: 'rating.decide',
      target: `rating:${id}`,
      before: { status: 'appealed', appealReason: row.appealReason },
      after: { decision: input.decision, note: input.note },
    });
    const members = await answerers(tx, row.vendorId);
    await queueMail(
      tx,
      members.map((m) => ({
        idempotencyKey: `rating-decision:${id}:${m.id}`,
        to: m.email,
        ...inLanguage(m.language, () => {
          const decision = input.decision === 'keep' ? RATINGS.decisionKept : RATINGS.decisionRemoved;
          return {
            subject: RATINGS.decisionMailSubject({ decision }),
            text: RATINGS.decisionMailText({
              member: firstName(m.name) || m.email,
              service: servicesText(m.language, found.lines),
              decision,
              note: input.note ?? '',
              link: `${publicUrl}/ratings`,
            }),
          };
        }),
      })),
      now,
    );
    // Kept: the rating counts from now.
    if (input.decision === 'keep') await queueWebhookEvents(tx, [ratingPublishedEvent(updated!)], now);
    await publish(tx, { type: 'appointment.updated', appointmentId: row.appointmentId, vendorId: row.vendorId });
    return toOpsRating(updated!, found.companyName ?? '', now);
  });
}
