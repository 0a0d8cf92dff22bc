import { eq, exists, sql, type SQL } from 'drizzle-orm';
import { vendorSetup, type VendorSetup } from '@vendor-portal/contract/vendor-setup';
import type { Db } from '../../db/client.ts';
import { vendorFiles, vendorHours, vendorMembers, vendorProducts, vendors, vendorZipCodes } from '../../db/schema.ts';
import { memberOfVendor } from './service.ts';

/**
 * GET /vendorSetup: which onboarding steps the identity's vendor has done (docs/product-spec.md §4 Onboarding),
 * from the saved data: a vendor; a service with at least one zip; a saved day of hours; an uploaded
 * document. An identity without a vendor has done nothing yet.
 */
export async function getVendorSetup(db: Db, identityId: string): Promise<VendorSetup> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(vendorMembers, memberOfVendor(identityId))
    .limit(1);
  if (!vendor) return vendorSetup({ 'business-info': false, services: false, hours: false, documents: false });
  const one = sql`1`;
  const [row] = await db
    .select({
      services: exists(
        db
          .select({ one })
          .from(vendorProducts)
          .innerJoin(vendorZipCodes, eq(vendorZipCodes.vendorProductId, vendorProducts.id))
          .where(eq(vendorProducts.vendorId, vendor.id)),
      ).mapWith(Boolean),
      hours: exists(db.select({ one }).from(vendorHours).where(eq(vendorHours.vendorId, vendor.id))).mapWith(Boolean),
      documents: exists(db.select({ one }).from(vendorFiles).where(eq(vendorFiles.vendorId, vendor.id))).mapWith(
        Boolean,
      ),
    })
    .from(vendors)
    .where(eq(vendors.id, vendor.id));
  return vendorSetup({
    'business-info': true,
    services: Boolean(row?.services),
    hours: Boolean(row?.hours),
    documents: Boolean(row?.documents),
  });
}

/**
 * Whether the vendor `vendorId` (a column of the enclosing query) has done every onboarding step, in SQL: the
 * same facts as getVendorSetup (a service with a zip, a saved day of hours, an uploaded document). Only then
 * does it wait for review (ops/vendors.ts).
 */
export function onboardingFinished(vendorId: SQL): SQL<boolean> {
  return sql<boolean>`(exists (
      select 1 from ${vendorProducts} ovp join ${vendorZipCodes} oz on oz.vendor_product_id = ovp.id
      where ovp.vendor_id = ${vendorId}
    ) and exists (select 1 from ${vendorHours} oh where oh.vendor_id = ${vendorId})
    and exists (select 1 from ${vendorFiles} ofl where ofl.vendor_id = ${vendorId}))`;
}
