import { asc, eq, inArray } from 'drizzle-orm';
import { REVIEW } from '@vendor-portal/contract/messages';
import type { OpsCreateProductBody } from '@vendor-portal/contract/ops/marketplace';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
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
    prices: priceRows
      .filter((p) => p.productId === r.id)
      .map((p) => ({
        id: p.id,
        title: p.title,
        section: p.section,
        isOutside: p.isOutside,
        schedulingInterface: p.schedulingInterface,
      })),
  }));
}

export async function listCatalogue(db: Db): Promise<OpsProduct[]> {
  return withPrices(db, await db.select().from(products).orderBy(asc(products.title), asc(products.id)));
}

/** PATCH /api/ops/products/{id}: active or not (an inactive product is offered to no new vendor). */
export async function setProductActive(db: Db, actor: OpsActor, id: number, isActive: boolean): Promise<OpsProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(REVIEW.productNotFound);
    const [after] = await tx.update(products).set({ isActive }).where(eq(products.id, id)).returning();
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'product.update',
      target: `product:${id}`,
      before: { isActive: before.isActive },
      after: { isActive: after!.isActive },
    });
    return (await withPrices(tx, [after!]))[0]!;
  });
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
