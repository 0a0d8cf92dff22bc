import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pushSubscriptions, vendorMembers } from '../../db/schema.ts';

// docs/architecture.md "Credentials and what ends them": a device's push subscription is a credential of the
// session it was made in (push_subscriptions.session_id, the idToken's `sid`). It ends with what ends the device's
// access, in the same transaction: a sign-out (or a replayed refresh token) ends that session's device, a password
// change every device of the account but the changer's, a reset every one (so does a member's removal: the
// member's row goes, and its devices with it). What was still queued for them is dropped when it falls due
// (lib/push-queue.ts: "subscription ended"). Issue 54 item 2: a signed-out phone went on hearing "Job given to you".

/** Sign-out, or a refresh family revoked: the device subscribed in that session. */
export async function endSessionDevices(tx: Db | Tx, sessionId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/**
 * Every device of the account (its member's, or the staff identity's own), but the one subscribed in `keepSession`
 * when given (a password change keeps the device that made it). A device of no session is never the one kept.
 */
export async function endAccountDevices(tx: Db | Tx, identityId: string, keepSession?: string): Promise<void> {
  const members = tx
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .where(eq(vendorMembers.identityId, identityId));
  await tx
    .delete(pushSubscriptions)
    .where(
      and(
        or(inArray(pushSubscriptions.memberId, members), eq(pushSubscriptions.staffIdentityId, identityId)),
        keepSession ? or(isNull(pushSubscriptions.sessionId), ne(pushSubscriptions.sessionId, keepSession)) : sql`true`,
      ),
    );
}
