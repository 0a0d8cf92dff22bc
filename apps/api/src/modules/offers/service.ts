import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { OfferBody } from '@vendor-portal/contract/offers';
import { APPOINTMENTS, ELIGIBILITY, GENERAL, OFFERS, OFFERS_CONSOLE } from '@vendor-portal/contract/messages';
import type { OfferState } from '@vendor-portal/contract/ops/staff';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentOffers, appointments, jobAlerts, vendors } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { refuseClosedJob } from '../appointments/closed-job.ts';
import { servesEveryProduct } from '../eligibility/rules.ts';
import { vendorEligibility } from '../eligibility/vendor-eligibility.ts';
import { queueJobOffered, queueNewJobAlerts, type AlertContext } from '../live/new-job-alerts.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';
import { recordAudit } from '../ops/audit.ts';
import { queueOfferedAlerts } from './offered-alerts.ts';
import { offerHolding } from './offer-rules.ts';

// docs/architecture.md "Availability and dispatch", offers. The provider's team holds an unclaimed job for one
// company for 5 minutes to a day: it alone lists it (first, with the time left) and may claim it, and hears of it
// at once; on a decline or at the deadline the job opens to every eligible company with the usual new-job
// alerts. No process watches the deadline: whether an offer holds is decided at read time from the app's clock
// (offer-rules.ts), and the deadline's alerts are queued at offer time, due then (queueNewJobAlerts `deferred`).

/** The offer holding job `id` at `now`, any company (at most one: a second offer is refused while one holds). */
async function holdingOffer(tx: Tx, id: number, now: Date) {
  const [held] = await tx
    .select({ id: appointmentOffers.id, vendorId: appointmentOffers.vendorId, title: vendors.title })
    .from(appointmentOffers)
    .innerJoin(vendors, eq(vendors.id, appointmentOffers.vendorId))
    .where(
      and(
        eq(appointmentOffers.appointmentId, id),
        isNull(appointmentOffers.declinedAt),
        isNull(appointmentOffers.claimedAt),
        gt(appointmentOffers.expiresAt, now),
      ),
    )
    .limit(1);
  return held ?? null;
}

/**
 * Why `vendorId` may not claim job `id` (its first standing refusal, or that it does not serve the job's zip code
 * and services), or null when it may. Read before the offer's transaction, with the claim's own rules.
 */
async function whyNotClaimable(
  db: Db,
  vendorId: number,
  id: number,
): Promise<{ code: string; message: string } | null> {
  const [first] = (await vendorEligibility(db, vendorId)).reasons;
  if (first) return { code: first.code, message: first.message };
  const [served] = await db
    .select({ ok: sql<boolean>`${servesEveryProduct(vendorId)}`.mapWith(Boolean) })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (served && !served.ok) return { code: 'service-not-offered', message: ELIGIBILITY.serviceNotOffered };
  return null;
}

/**
 * POST /api/ops/appointments/{id}/offer. Refused, with nothing changed: an unknown job or company (404), a closed
 * job (409 appointment-closed), a claimed one (409), one already held by an offer (409), a company that may not
 * claim it (409 with the rule's code as `reason`). Otherwise, in one transaction: the offer, its audit entry,
 * the company's `offered` alerts at once, and every other eligible company's new-job alerts due at the deadline.
 */
export async function offerJob(
  db: Db,
  actor: string,
  id: number,
  body: OfferBody,
  alerts: AlertContext,
): Promise<{ vendorId: number; expiresAt: string }> {
  const now = alerts.now();
  await settleExpiredOffers(db, now);
  const [company] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, body.vendorId));
  if (!company) throw notFound(GENERAL.vendorNotFound);
  const refused = await whyNotClaimable(db, body.vendorId, id);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        vendorId: appointments.vendorId,
        completedAt: appointments.completedAt,
        cancelledAt: appointments.cancelledAt,
      })
      .from(appointments)
      .where(eq(appointments.id, id))
      .for('update');
    if (!job) throw notFound(APPOINTMENTS.notFound(id));
    refuseClosedJob(job);
    if (job.vendorId !== null) throw conflict(OFFERS_CONSOLE.offerClaimed);
    const held = await holdingOffer(tx, id, now);
    if (held) throw conflict(OFFERS_CONSOLE.offerAlreadyOpen(held.title));
    if (refused)
      throw new AppError('conflict', OFFERS_CONSOLE.offerIneligible(refused.message), {}, { reason: refused.code });

    const expiresAt = new Date(now.getTime() + body.minutes * 60_000);
    const [offer] = await tx
      .insert(appointmentOffers)
      .values({ appointmentId: id, vendorId: body.vendorId, offeredBy: actor, offeredAt: now, expiresAt })
      .returning({ id: appointmentOffers.id });
    await recordAudit(tx, {
      actor,
      action: 'appointment.offer',
      target: `appointment:${id}`,
      after: { vendorId: body.vendorId, minutes: body.minutes, expiresAt },
    });
    await queueOfferedAlerts(
      tx,
      { appointmentId: id, vendorId: body.vendorId, offerId: offer!.id, minutes: body.minutes },
      alerts,
    );
    // The offer hides the job from the other companies: its opening again (at the deadline or on a decline) is news
    // to them, whatever they were told before (issue 54 item 11: the booking's alerts of minutes ago had taken
    // every turn, so a decline alerted no one). Their turns for this job are given back.
    await tx.delete(jobAlerts).where(and(eq(jobAlerts.appointmentId, id), ne(jobAlerts.vendorId, body.vendorId)));
    // The deadline's alerts, queued now and due then; dropped when taken if the job is claimed or the offer declined.
    await queueNewJobAlerts(tx, id, alerts, `offer-${offer!.id}`, body.vendorId, { at: expiresAt, offerId: offer!.id });
    // The others' open lists lose the job; the company's read theirs again (it shows the job first).
    await publish(tx, { type: 'offer.changed', appointmentId: id, vendorId: body.vendorId });
    // docs/architecture.md "Partners": the company's webhooks hear the offer held for it, with its deadline.
    await queueWebhookEvent(
      tx,
      {
        vendorId: body.vendorId,
        type: 'job.offered',
        data: { appointmentId: id, offeredToYou: true, expiresAt: expiresAt.toISOString() },
      },
      now,
    );
    return { vendorId: body.vendorId, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * PATCH /api/appointment/decline/{id}: the company gives back a job held for it (404 when no offer of it to the
 * company holds now). The job opens to every eligible company at once, with new-job alerts: the turns the
 * deadline's alerts had taken are given back first, and those alerts are dropped when the queue takes them.
 */
export async function declineOffer(
  db: Db,
  vendorId: number,
  id: number,
  actor: string,
  alerts: AlertContext,
): Promise<void> {
  const now = alerts.now();
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ id: appointmentOffers.id, expiresAt: appointmentOffers.expiresAt })
      .from(appointmentOffers)
      .innerJoin(appointments, eq(appointments.id, appointmentOffers.appointmentId))
      .where(and(offerHolding(id, vendorId, now), isNull(appointments.vendorId)))
      .for('update', { of: appointmentOffers });
    if (!offer) throw notFound(OFFERS.offerNotFound);
    await tx
      .update(appointmentOffers)
      .set({ declinedAt: now, declinedBy: actor })
      .where(eq(appointmentOffers.id, offer.id));
    await recordAudit(tx, {
      actor,
      action: 'appointment.offer-decline',
      target: `appointment:${id}`,
      before: { vendorId, expiresAt: offer.expiresAt },
      after: { declinedAt: now },
    });
    // The turns taken for the deadline (recorded as of it) are not alerts anyone got: given back.
    await tx.delete(jobAlerts).where(and(eq(jobAlerts.appointmentId, id), eq(jobAlerts.alertedAt, offer.expiresAt)));
    await queueNewJobAlerts(tx, id, alerts, `declined-${offer.id}`, vendorId);
    // The others' open lists gain the job; the company's other devices drop the offer's line.
    await publish(tx, { type: 'offer.changed', appointmentId: id, vendorId });
  });
}

/**
 * The audit log's entry and the live event of each offer that ran out (neither declined nor claimed by its
 * deadline), written once, by the first to look after the deadline: the deadline's timer
 * (plugins/app/offer-deadlines.ts), or a reader of offers (the console's Bookings and audit log, a new offer). Its
 * `after` names the deadline, the moment it ran out; the event opens the job on the other companies' open pages.
 */
export async function settleExpiredOffers(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ran = await tx
      .update(appointmentOffers)
      .set({ expiryAuditedAt: now })
      .where(
        and(
          isNull(appointmentOffers.declinedAt),
          isNull(appointmentOffers.claimedAt),
          isNull(appointmentOffers.expiryAuditedAt),
          lte(appointmentOffers.expiresAt, now),
        ),
      )
      .returning({
        appointmentId: appointmentOffers.appointmentId,
        vendorId: appointmentOffers.vendorId,
        expiresAt: appointmentOffers.expiresAt,
      });
    for (const offer of ran) {
      await recordAudit(tx, {
        actor: 'system',
        action: 'appointment.offer-expire',
        target: `appointment:${offer.appointmentId}`,
        before: { vendorId: offer.vendorId },
        after: { expiredAt: offer.expiresAt },
      });
      await publish(tx, { type: 'offer.changed', appointmentId: offer.appointmentId, vendorId: offer.vendorId });
      // The job opens to the others at the deadline: their webhooks hear of it now (their alerts were queued for it).
      await queueJobOffered(tx, offer.appointmentId, now, offer.vendorId);
    }
  });
}

/** The soonest deadline of an offer not yet settled (still holding, or run out unseen), or null when none. */
export async function nextOfferDeadline(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${appointmentOffers.expiresAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(appointmentOffers)
    .where(
      and(
        isNull(appointmentOffers.declinedAt),
        isNull(appointmentOffers.claimedAt),
        isNull(appointmentOffers.expiryAuditedAt),
      ),
    );
  return row?.at ?? null;
}

/** An offer's state at `now` (docs/architecture.md "Availability and dispatch"). */
function offerState(
  offer: { declinedAt: Date | null; claimedAt: Date | null; expiresAt: Date },
  now: Date,
): OfferState {
  if (offer.declinedAt) return 'declined';
  if (offer.claimedAt) return 'claimed';
  return offer.expiresAt.getTime() > now.getTime() ? 'offered' : 'expired';
}

/** The offers of the console's bookings `ids`, newest first, each with its state at `now`. */
export async function offersOf(db: Db, ids: readonly number[], now: Date) {
  const byJob = new Map<
    number,
    Array<{
      id: number;
      vendorId: number;
      vendorTitle: string;
      offeredBy: string;
      offeredAt: string;
      expiresAt: string;
      state: OfferState;
      declinedAt: string | null;
    }>
  >();
  if (ids.length === 0) return byJob;
  const rows = await db
    .select({ offer: appointmentOffers, vendorTitle: vendors.title })
    .from(appointmentOffers)
    .innerJoin(vendors, eq(vendors.id, appointmentOffers.vendorId))
    .where(inArray(appointmentOffers.appointmentId, [...ids]))
    .orderBy(desc(appointmentOffers.id));
  for (const { offer, vendorTitle } of rows)
    byJob.set(offer.appointmentId, [
      ...(byJob.get(offer.appointmentId) ?? []),
      {
        id: offer.id,
        vendorId: offer.vendorId,
        vendorTitle,
        offeredBy: offer.offeredBy,
        offeredAt: offer.offeredAt.toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
        state: offerState(offer, now),
        declinedAt: offer.declinedAt?.toISOString() ?? null,
      },
    ]);
  return byJob;
}
