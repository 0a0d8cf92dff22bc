import { asc, eq } from 'drizzle-orm';
import type { OpsCreateProductInput } from '@vendor-portal/contract/ops/marketplace';
import { DEFAULT_PAYOUT_PERCENT } from '@vendor-portal/contract/payout-cents';
import type { Db } from '../../db/client.ts';
import { prices, products } from '../../db/schema.ts';

export async function listProducts(db: Db, filter: { isActive?: boolean } = {}) {
  return db
    .select({ id: products.id, title: products.title, isActive: products.isActive })
    .from(products)
    .where(filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive))
    .orderBy(asc(products.title));
}

export async function createProduct(db: Db, body: OpsCreateProductInput) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        title: body.title,
        isActive: body.isActive ?? true,
        checklist: body.checklist ?? [],
        signatureRequired: body.signatureRequired ?? false,
        cancellationPayoutPercent: body.cancellationPayoutPercent ?? DEFAULT_PAYOUT_PERCENT,
        noShowPayoutPercent: body.noShowPayoutPercent ?? DEFAULT_PAYOUT_PERCENT,
      })
      .returning();
    const priceRows = await tx
      .insert(prices)
      .values(
        body.prices.map((p) => ({
          productId: product!.id,
          title: p.title,
          section: p.section ?? null,
          isOutside: p.isOutside ?? false,
          schedulingInterface: p.schedulingInterface ?? null,
          payoutCents: p.payoutCents ?? 0,
          priceCents: p.priceCents ?? 0,
        })),
      )
      .returning();
    return {
      id: product!.id,
      title: product!.title,
      isActive: product!.isActive,
      cancellationPayoutPercent: product!.cancellationPayoutPercent,
      noShowPayoutPercent: product!.noShowPayoutPercent,
      prices: priceRows.map((p) => ({
        id: p.id,
        title: p.title,
        section: p.section,
        isOutside: p.isOutside,
        schedulingInterface: p.schedulingInterface,
        payoutCents: p.payoutCents,
        priceCents: p.priceCents,
      })),
      checklist: product!.checklist,
      signatureRequired: product!.signatureRequired,
    };
  });
}
