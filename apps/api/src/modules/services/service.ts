import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, vendorProducts, vendorZipCodes } from '../../db/schema.ts';
import { SERVICES } from '@vendor-portal/contract/messages';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

/** POST /vendorProduct: offer an active catalogue product. */
export async function addVendorProduct(db: Db, vendorId: number, productId: number): Promise<{ id: number; productId: number }> {
  const [product] = await db.select({ id: products.id, isActive: products.isActive }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product || !product.isActive) throw notFound(SERVICES.productNotFound);
  try {
    const [row] = await db.insert(vendorProducts).values({ vendorId, productId }).returning({ id: vendorProducts.id, productId: vendorProducts.productId });
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
  if (!owned) throw notFound('Service not found.');
  try {
    await db.insert(vendorZipCodes).values({ vendorProductId, zipCode });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SERVICES.zipAlreadyServed);
    throw err;
  }
}
