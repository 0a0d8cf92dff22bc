import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ZipCodeRecord } from '@vendor-portal/contract/services';
import type { Db } from '../../db/client.ts';
import { products, vendorProducts, vendorZipCodes } from '../../db/schema.ts';
import { SERVICES } from '@vendor-portal/contract/messages';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { vendorEligibilityChanged } from '../../lib/event-bus.ts';

// A change of the zips a vendor serves changes which jobs it may claim: it is published in the
// change's transaction (docs/architecture.md "Live events and alerts").

/** POST /vendorProduct: offer an active catalogue product. */
export async function addVendorProduct(
  db: Db,
  vendorId: number,
  productId: number,
): Promise<{ id: number; productId: number }> {
  const [product] = await db
    .select({ id: products.id, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || !product.isActive) throw notFound(SERVICES.productNotFound);
  try {
    const [row] = await db
      .insert(vendorProducts)
      .values({ vendorId, productId })
      .returning({ id: vendorProducts.id, productId: vendorProducts.productId });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SERVICES.alreadyOffered);
    throw err;
  }
}

/** POST /zipcode: one zip for one of the vendor's services (404 for another vendor's service). */
export async function addZipCode(db: Db, vendorId: number, vendorProductId: number, zipCode: string): Promise<void> {
  const [owned] = await db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(and(eq(vendorProducts.id, vendorProductId), eq(vendorProducts.vendorId, vendorId)))
    .limit(1);
  if (!owned) throw notFound(SERVICES.serviceNotFound);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(vendorZipCodes).values({ vendorProductId, zipCode });
      await vendorEligibilityChanged(tx, vendorId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SERVICES.zipAlreadyServed);
    throw err;
  }
}

/** DELETE /vendorProduct/{id}: the service and its zip codes (FK cascade, one statement, one transaction). */
export async function deleteVendorProduct(db: Db, vendorId: number, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(vendorProducts)
      .where(and(eq(vendorProducts.id, id), eq(vendorProducts.vendorId, vendorId)))
      .returning({ id: vendorProducts.id });
    if (rows.length > 0) await vendorEligibilityChanged(tx, vendorId);
    return rows;
  });
  if (deleted.length === 0) throw notFound(SERVICES.serviceNotFound);
}

/** GET /zipcode: one record per service of the vendor, zips sorted numerically (docs/product-spec.md §3 Zip-code record). */
export async function listZipCodeRecords(db: Db, vendorId: number): Promise<ZipCodeRecord[]> {
  const rows = await db
    .select({
      vendorProductId: vendorProducts.id,
      productId: vendorProducts.productId,
      productTitle: products.title,
      zipCode: vendorZipCodes.zipCode,
    })
    .from(vendorProducts)
    .innerJoin(products, eq(products.id, vendorProducts.productId))
    .leftJoin(vendorZipCodes, eq(vendorZipCodes.vendorProductId, vendorProducts.id))
    .where(eq(vendorProducts.vendorId, vendorId))
    .orderBy(asc(products.title), asc(vendorProducts.id), asc(vendorZipCodes.zipCode));
  const records = new Map<number, ZipCodeRecord>();
  for (const row of rows) {
    let record = records.get(row.vendorProductId);
    if (!record) {
      record = {
        vendorProductId: row.vendorProductId,
        productId: row.productId,
        productTitle: row.productTitle,
        zipCodes: [],
      };
      records.set(row.vendorProductId, record);
    }
    if (row.zipCode !== null) record.zipCodes.push(row.zipCode);
  }
  return [...records.values()];
}

/** DELETE /zipcode?zipcode&vendorProductId: 404 for another vendor's service or a zip it does not have. */
export async function deleteZipCode(db: Db, vendorId: number, vendorProductId: number, zipCode: string): Promise<void> {
  const owned = db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(and(eq(vendorProducts.id, vendorProductId), eq(vendorProducts.vendorId, vendorId)));
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(vendorZipCodes)
      .where(
        and(
          eq(vendorZipCodes.vendorProductId, vendorProductId),
          eq(vendorZipCodes.zipCode, zipCode),
          inArray(vendorZipCodes.vendorProductId, owned),
        ),
      )
      .returning({ zipCode: vendorZipCodes.zipCode });
    if (rows.length > 0) await vendorEligibilityChanged(tx, vendorId);
    return rows;
  });
  if (deleted.length === 0) throw notFound(SERVICES.zipNotFound);
}
