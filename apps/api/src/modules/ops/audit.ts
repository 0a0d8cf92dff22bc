import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { CONSOLE } from '@vendor-portal/contract/messages';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, products, vendorFiles, vendors } from '../../db/schema.ts';

// docs/architecture.md "Review and audit": one row per staff or ops-token action, written in the
// transaction of the change it records (both happen or neither). The table refuses UPDATE, DELETE and
// TRUNCATE in the database itself (migration 0003_review), so the log is append-only for the app too.

export interface AuditRecord {
  actor: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** JSON as the log keeps it: Dates as ISO strings, undefined as null. */
const asJson = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(tx: Db | Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actor: record.actor,
    action: record.action,
    target: record.target,
    before: asJson(record.before),
    after: asJson(record.after),
  });
}

/**
 * GET /api/ops/audit: newest first; q matches the actor, the action or the target (substring, any
 * case). Each entry names its target (issue 28 item 11: "vendor:2" says nothing to a reviewer): a
 * vendor by its company name, a document by its title and vendor, a product by its title, with the
 * vendor's id for a link; resolved by joins in the same query, not one query per row.
 */
export async function listAudit(db: Db, query: { q?: string; limit: number }): Promise<AuditEntry[]> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      entry: auditLog,
      vendorId: vendors.id,
      vendorTitle: vendors.title,
      fileTitle: vendorFiles.title,
      productTitle: products.title,
    })
    .from(auditLog)
    .leftJoin(vendorFiles, sql`${auditLog.target} = 'vendor-file:' || ${vendorFiles.id}`)
    .leftJoin(vendors, or(sql`${auditLog.target} = 'vendor:' || ${vendors.id}`, eq(vendors.id, vendorFiles.vendorId)))
    .leftJoin(products, sql`${auditLog.target} = 'product:' || ${products.id}`)
    .where(
      pattern
        ? or(ilike(auditLog.actor, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern))
        : undefined,
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map(({ entry: r, vendorId, vendorTitle, fileTitle, productTitle }) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    target: r.target,
    targetName: fileTitle !== null ? CONSOLE.auditFileOf(fileTitle, vendorTitle ?? '') : (vendorTitle ?? productTitle),
    vendorId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
