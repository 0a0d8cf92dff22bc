import { desc, ilike, or } from 'drizzle-orm';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

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

/** GET /api/ops/audit: newest first; q matches the actor, the action or the target (substring, any case). */
export async function listAudit(db: Db, query: { q?: string; limit: number }): Promise<AuditEntry[]> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      pattern
        ? or(ilike(auditLog.actor, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern))
        : undefined,
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
