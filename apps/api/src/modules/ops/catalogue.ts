import { and, asc, eq, inArray } from 'drizzle-orm';
import { REVIEW } from '@vendor-portal/contract/messages';
import type { OpsCreateProductBody } from '@vendor-portal/contract/ops/marketplace';
import type { OpsProduct, PatchProductBody } from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { prices, products } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { createProduct } from '../products/service.ts';
import type { OpsActor } from './ops-auth.ts';
import { recordAudit } from './audit.ts';

// docs/architecture.md "Review and audit": the catalogue as staff see it, inactive products too.

async function withPrices(db: Db, rows: (typeof products.$inferSelect)[]): Promise<OpsProduct[]> {
  const ids = rows.map((r) => r.id);
  const priceRows = ids.length
    ? await db.select().from(prices).where(inArray(prices.productId, ids)).orderBy(asc(prices.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    isActive: r.isActive,
    cancellationPayoutPercent: r.cancellationPayoutPercent,
    noShowPayoutPercent: r.noShowPayoutPercent,
    prices: priceRows
      .filter((p) => p.productId === r.id)
      .map((p) => ({
        id: p.id,
        title: p.title,
        section: p.section,
        isOutside: p.isOutside,
        schedulingInterface: p.schedulingInterface,
        payoutCents: p.payoutCents,
        priceCents: p.priceCents,
      })),
    checklist: r.checklist,
    signatureRequired: r.signatureRequired,
  }));
}

export async function listCatalogue(db: Db): Promise<OpsProduct[]> {
  return withPrices(db, await db.select().from(products).orderBy(asc(products.title), asc(products.id)));
}

/**
 * PATCH /api/ops/products/{id}: active or not (an inactive product is offered to no new vendor), its late
 * cancellation and no-show percentages, and the pay of its prices (docs/architecture.md "Pay and earnings": bookings made afterwards; a booked job keeps
 * its frozen pay). One audit entry with what changed.
 */
export async function updateProduct(db: Db, actor: OpsActor, id: number, body: PatchProductBody): Promise<OpsProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(REVIEW.productNotFound);
    const [beforeView] = await withPrices(tx, [before]);
    // docs/architecture.md "The visit": new percentages apply to bookings made afterwards (each booking froze its own).
    const changes = {
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      ...(body.cancellationPayoutPercent === undefined
        ? {}
        : { cancellationPayoutPercent: body.cancellationPayoutPercent }),
      ...(body.noShowPayoutPercent === undefined ? {} : { noShowPayoutPercent: body.noShowPayoutPercent }),
      ...(body.checklist === undefined ? {} : { checklist: body.checklist }),
      ...(body.signatureRequired === undefined ? {} : { signatureRequired: body.signatureRequired }),
    };
    const [after] =
      Object.keys(changes).length === 0
        ? [before]
        : await tx.update(products).set(changes).where(eq(products.id, id)).returning();
    for (const price of body.prices ?? []) {
      const updated = await tx
        .update(prices)
        // The pay, the customer's price, or both (docs/architecture.md "The visit": set beside each other).
        .set({
          ...(price.payoutCents === undefined ? {} : { payoutCents: price.payoutCents }),
          ...(price.priceCents === undefined ? {} : { priceCents: price.priceCents }),
        })
        .where(and(eq(prices.id, price.id), eq(prices.productId, id)))
        .returning({ id: prices.id });
      if (updated.length === 0) throw notFound(REVIEW.priceNotFound(price.id));
    }
    const [afterView] = await withPrices(tx, [after!]);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'product.update',
      target: `product:${id}`,
      before: auditedFields(beforeView!, body),
      after: auditedFields(afterView!, body),
    });
    return afterView!;
  });
}

/** The fields a PATCH touched, as the audit log shows them before and after. */
function auditedFields(product: OpsProduct, body: PatchProductBody) {
  return {
    ...(body.isActive === undefined ? {} : { isActive: product.isActive }),
    ...(body.cancellationPayoutPercent === undefined
      ? {}
      : { cancellationPayoutPercent: product.cancellationPayoutPercent }),
    ...(body.noShowPayoutPercent === undefined ? {} : { noShowPayoutPercent: product.noShowPayoutPercent }),
    ...(body.checklist === undefined ? {} : { checklist: product.checklist }),
    ...(body.signatureRequired === undefined ? {} : { signatureRequired: product.signatureRequired }),
    ...(body.prices === undefined
      ? {}
      : {
          prices: product.prices.map((p) => ({
            id: p.id,
            title: p.title,
            payoutCents: p.payoutCents,
            priceCents: p.priceCents,
          })),
        }),
  };
}

/** POST /api/ops/products, audited. */
export async function createAuditedProduct(db: Db, actor: OpsActor, body: OpsCreateProductBody) {
  return db.transaction(async (tx) => {
    const created = await createProduct(tx, body);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'product.create',
      target: `product:${created.id}`,
      after: created,
    });
    return created;
  });
}
