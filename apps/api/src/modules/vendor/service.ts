import { identityChanged, vendorChanged, vendorEligibilityChanged } from '../../lib/event-bus.ts';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { VENDOR_FIELDS, type VendorField } from '@vendor-portal/contract/fields';
import type { CreateVendorBody, PatchVendorBody, Vendor } from '@vendor-portal/contract/vendor';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { identities, vendorMembers, vendors } from '../../db/schema.ts';
import { normalizeEmail } from '../../identity/accounts.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

type VendorRow = typeof vendors.$inferSelect;

/** Joins `vendors` to the identity's active membership: the company it works in (owner or crew). */
export const memberOfVendor = (identityId: string): SQL =>
  and(
    eq(vendorMembers.vendorId, vendors.id),
    eq(vendorMembers.identityId, identityId),
    eq(vendorMembers.status, 'active'),
  )!;

/** The vendor's answer: its id, review status and reason, and the fields of VENDOR_FIELDS (contract/fields.ts). */
export function toVendor(row: VendorRow): Vendor {
  const fields = Object.fromEntries(VENDOR_FIELDS.map((f) => [f, row[f]])) as Pick<VendorRow, VendorField>;
  return { id: row.id, ...fields, reviewStatus: row.reviewStatus, reviewNote: row.reviewNote };
}

/** GET /vendor: the company the identity is an active member of (404 when it has none yet). */
export async function getVendorByIdentity(db: Db, identityId: string): Promise<Vendor> {
  const [row] = await db
    .select(getTableColumns(vendors))
    .from(vendors)
    .innerJoin(vendorMembers, memberOfVendor(identityId))
    .limit(1);
  if (!row) throw notFound(GENERAL.vendorNotFound);
  return toVendor(row);
}

/**
 * The vendor's email is its account's email (the SPEC's onboarding sends it): another address is
 * refused with 400, so nobody can take a business email that is not theirs, and no answer tells
 * whether another vendor uses an address (docs/architecture.md "Who may claim").
 */
async function requireAccountEmail(db: Db, identityId: string, email: string): Promise<string> {
  const [identity] = await db
    .select({ email: identities.email })
    .from(identities)
    .where(eq(identities.id, identityId))
    .limit(1);
  if (!identity || normalizeEmail(email) !== identity.email)
    throw new AppError('validation-error', AUTH.vendorEmailMustBeAccount);
  return identity.email;
}

/** One vendor per identity (docs/architecture.md "Vendor API"): 409 otherwise. */
export async function createVendor(db: Db, identityId: string, body: CreateVendorBody): Promise<Vendor> {
  const [existing] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.identityId, identityId))
    .limit(1);
  if (existing) throw conflict(AUTH.vendorExists);
  const email = await requireAccountEmail(db, identityId, body.email);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(vendors)
        .values({ identityId, ...body, email })
        .returning();
      // The identity check reads the vendor id (docs/architecture.md "The identity check from memory").
      await identityChanged(tx, identityId);
      return inserted!;
    });
    return toVendor(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH.vendorExists);
    throw err;
  }
}

/**
 * PATCH /api/ops/vendors/{id}: the marketplace sets a vendor's review status (404 when unknown), with
 * the decision's note; back to pending, it re-enters the review queue (docs/architecture.md "Review and audit").
 */
export async function setReviewStatus(
  db: Db,
  vendorId: number,
  reviewStatus: Vendor['reviewStatus'],
  reviewNote: string | null = null,
): Promise<Vendor> {
  const now = new Date();
  const review = reviewStatus === 'pending' ? { submittedAt: now, reviewedAt: null } : { reviewedAt: now };
  const [row] = await db
    .update(vendors)
    .set({ reviewStatus, reviewNote, ...review, updatedAt: now })
    .where(eq(vendors.id, vendorId))
    .returning();
  if (!row) throw notFound(GENERAL.vendorNotFound);
  await vendorEligibilityChanged(db, vendorId); // docs/architecture.md "Live events and alerts"
  // An open Account or landing page says the new status at once (issue 38 item 11).
  await vendorChanged(db, vendorId, 'review');
  return toVendor(row);
}

/** PATCH /vendor: the email may only be the account's own (400 otherwise, until a change-email flow exists). */
export async function patchVendor(
  db: Db,
  vendorId: number,
  identityId: string,
  body: PatchVendorBody,
): Promise<Vendor> {
  if (body.email !== undefined) body = { ...body, email: await requireAccountEmail(db, identityId, body.email) };
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  try {
    const [row] = await db
      .update(vendors)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(vendors.id, vendorId))
      .returning();
    if (!row) throw notFound(GENERAL.vendorNotFound);
    return toVendor(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH.vendorExists);
    throw err;
  }
}
