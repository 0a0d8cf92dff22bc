import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CONSOLE } from '@vendor-portal/contract/messages';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, auditLog, customers, legalDocuments, products, vendorFiles, vendors } from '../../db/schema.ts';

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

/** A booking's service as the console writes it: its products' titles, each once, in line order. */
const serviceOf = (lines: ReadonlyArray<{ productTitle: string }>) =>
  [...new Set(lines.map((line) => line.productTitle))].join(', ');

const actionName = (code: string) => CONSOLE.auditActions[code] ?? code;

/**
 * GET /api/ops/audit: newest first; q matches the actor, the action (its code or its name) or the target
 * (substring, any case). Each entry names its action and its target (issue 28 item 11, issue 38 item 14:
 * "vendor:2", "appointment:8" and "appointment.claim" say nothing to a reviewer): a vendor by its company
 * name, a document by its title and vendor, a product by its title, a booking by its service, customer and
 * number, a staff account, an agreement version, with the vendor's id for a link; resolved by joins in
 * the same query, not one query per row.
 */
export async function listAudit(db: Db, query: { q?: string; limit: number }): Promise<AuditEntry[]> {
  const needle = query.q?.toLowerCase();
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const namedCodes = needle
    ? Object.keys(CONSOLE.auditActions).filter((code) => actionName(code).toLowerCase().includes(needle))
    : [];
  const rows = await db
    .select({
      entry: auditLog,
      vendorId: vendors.id,
      vendorTitle: vendors.title,
      fileTitle: vendorFiles.title,
      productTitle: products.title,
      appointmentId: appointments.id,
      appointmentLines: appointments.lines,
      customerFirst: customers.firstName,
      customerLast: customers.lastName,
      agreementId: legalDocuments.id,
    })
    .from(auditLog)
    .leftJoin(vendorFiles, sql`${auditLog.target} = 'vendor-file:' || ${vendorFiles.id}`)
    .leftJoin(vendors, or(sql`${auditLog.target} = 'vendor:' || ${vendors.id}`, eq(vendors.id, vendorFiles.vendorId)))
    .leftJoin(products, sql`${auditLog.target} = 'product:' || ${products.id}`)
    .leftJoin(appointments, sql`${auditLog.target} = 'appointment:' || ${appointments.id}`)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(legalDocuments, sql`${auditLog.target} = 'legal-document:' || ${legalDocuments.id}`)
    .where(
      pattern
        ? or(
            ilike(auditLog.actor, pattern),
            ilike(auditLog.action, pattern),
            ilike(auditLog.target, pattern),
            namedCodes.length > 0 ? inArray(auditLog.action, namedCodes) : undefined,
          )
        : undefined,
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map(({ entry: r, vendorId, vendorTitle, fileTitle, productTitle, ...named }) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    actionName: actionName(r.action),
    target: r.target,
    targetName: targetName(r.target, { vendorTitle, fileTitle, productTitle, ...named }),
    vendorId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

function targetName(
  target: string,
  named: {
    vendorTitle: string | null;
    fileTitle: string | null;
    productTitle: string | null;
    appointmentId: number | null;
    appointmentLines: ReadonlyArray<{ productTitle: string }> | null;
    customerFirst: string | null;
    customerLast: string | null;
    agreementId: number | null;
  },
): string | null {
  if (named.fileTitle !== null) return CONSOLE.auditFileOf(named.fileTitle, named.vendorTitle ?? '');
  if (named.vendorTitle !== null) return named.vendorTitle;
  if (named.productTitle !== null) return named.productTitle;
  if (named.appointmentId !== null)
    return CONSOLE.auditAppointment(
      named.appointmentId,
      serviceOf(named.appointmentLines ?? []),
      `${named.customerFirst ?? ''} ${named.customerLast ?? ''}`.trim(),
    );
  if (named.agreementId !== null) return CONSOLE.auditAgreement(named.agreementId);
  if (target.startsWith('staff:')) return CONSOLE.auditStaff(target.slice('staff:'.length));
  return null;
}
