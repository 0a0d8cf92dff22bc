import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionBody, PushSubscriptionItem } from '@vendor-portal/contract/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { PUSH } from '@vendor-portal/contract/messages';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { canonicalPushEndpoint, pushEndpointAllowed, pushKeysValid } from '../../lib/push.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": a member's devices. A subscription is the member's own
// (another's id is 404), one row per endpoint held by whoever subscribed last. The provider's staff keep their
// devices the same way (from the console, /api/ops/push/subscriptions): a holder is a member or a staff identity.

/** A member's (or a staff member's) devices at most. */
export const PUSH_DEVICES_PER_HOLDER = 10;

/** Who holds a device: a vendor's member, or a member of the provider's staff (its identity). */
export type PushHolder = number | { staffIdentityId: string };

const holderValues = (holder: PushHolder) =>
  typeof holder === 'number'
    ? { memberId: holder, staffIdentityId: null }
    : { memberId: null, staffIdentityId: holder.staffIdentityId };

const heldBy = (holder: PushHolder) =>
  typeof holder === 'number'
    ? eq(pushSubscriptions.memberId, holder)
    : eq(pushSubscriptions.staffIdentityId, holder.staffIdentityId);

/**
 * POST /push/subscriptions: keeps the browser's subscription for `holder`. `created` is false when the
 * endpoint was known (the same device subscribing again, perhaps for another member: it moves to this one).
 */
export async function subscribe(
  db: Db,
  holder: PushHolder,
  body: PushSubscriptionBody,
  userAgent: string,
  allow: readonly string[],
  /** The session it is made in (the idToken's `sid`): its sign-out ends this device's subscription. */
  sessionId: string | null,
): Promise<{ id: number; created: boolean }> {
  // Stored and called as its canonical URL; one written as no browser writes it is refused, saying so.
  const endpoint = canonicalPushEndpoint(body.endpoint);
  if (endpoint === null) throw new AppError('push-endpoint-refused', PUSH.endpointMalformed);
  // A URL the server will call: only the push services' hosts (or the configured ones), never an address inside.
  if (!pushEndpointAllowed(endpoint, allow)) throw new AppError('push-endpoint-refused');
  // Keys no message could be encrypted for (RFC 8291 §3: a P-256 point and a 16-byte secret) are refused here,
  // not found out at every booking.
  if (!pushKeysValid(body.keys)) throw badRequest(PUSH.keysInvalid);
  const values = {
    ...holderValues(holder),
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent.slice(0, 300),
    sessionId,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
  // Ten devices per holder: an eleventh drops the oldest (issue 54 item 4: one member's 400 subscriptions made
  // every booking's round wait for them).
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(heldBy(holder))
    .orderBy(desc(pushSubscriptions.id))
    .limit(PUSH_DEVICES_PER_HOLDER);
  await db.delete(pushSubscriptions).where(and(heldBy(holder), notInArray(pushSubscriptions.id, kept)));
  return row!;
}

/** GET /push/subscriptions: the member's own devices, newest first. */
export async function listSubscriptions(db: Db, holder: PushHolder): Promise<PushSubscriptionItem[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      createdAt: pushSubscriptions.createdAt,
      userAgent: pushSubscriptions.userAgent,
    })
    .from(pushSubscriptions)
    .where(heldBy(holder))
    .orderBy(desc(pushSubscriptions.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** DELETE /push/subscriptions/{id}: ends one of the member's own devices; any other id is 404. */
export async function unsubscribe(db: Db, holder: PushHolder, id: number): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), heldBy(holder)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound();
}
