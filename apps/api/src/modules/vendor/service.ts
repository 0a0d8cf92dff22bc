import { eq } from 'drizzle-orm';
import type { CreateVendorBody, PatchVendorBody, Vendor } from '@vendor-portal/contract/vendor';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

type VendorRow = typeof vendors.$inferSelect;

export function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    title: row.title,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    reviewStatus: row.reviewStatus,
  };
}

/** GET /vendor: the identity's vendor (404 when it has none yet). */
export async function getVendorByIdentity(db: Db, identityId: string): Promise<Vendor> {
  const [row] = await db.select().from(vendors).where(eq(vendors.identityId, identityId)).limit(1);
  if (!row) throw notFound(GENERAL.vendorNotFound);
  return toVendor(row);
}

export async function getVendorById(db: Db, id: number): Promise<Vendor | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  return row ? toVendor(row) : null;
}

/** One vendor per identity, one vendor per email (docs/architecture.md "Vendor API"): 409 otherwise. */
export async function createVendor(db: Db, identityId: string, body: CreateVendorBody): Promise<Vendor> {
  try {
    const [row] = await db
      .insert(vendors)
      .values({ identityId, ...body })
      .returning();
    return toVendor(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH.vendorExists);
    throw err;
  }
}

/** PATCH /api/ops/vendors/{id}: the marketplace sets a vendor's review status (404 when unknown). */
export async function setReviewStatus(db: Db, vendorId: number, reviewStatus: Vendor['reviewStatus']): Promise<Vendor> {
  const [row] = await db
    .update(vendors)
    .set({ reviewStatus, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
    .returning();
  if (!row) throw notFound(GENERAL.vendorNotFound);
  return toVendor(row);
}

export async function patchVendor(db: Db, vendorId: number, body: PatchVendorBody): Promise<Vendor> {
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
