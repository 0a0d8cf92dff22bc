import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ExpiringDocument } from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { vendorFiles, vendors } from '../../db/schema.ts';
import { dayOf } from './files.ts';

// Issue 28 item 11: the approved documents that expire in the next days, with their vendors, in one
// console list (the reminders mail the vendor; this list is the team's side of the same dates).

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** GET /api/ops/expiring-documents: approved documents expiring from today to `days` ahead, soonest first. */
export async function listExpiringDocuments(db: Db, now: Date, days: number): Promise<ExpiringDocument[]> {
  const today = dayOf(now);
  return db
    .select({
      id: vendorFiles.id,
      title: vendorFiles.title,
      fileLabel: vendorFiles.fileLabel,
      expiresAt: vendorFiles.expiresAt,
      vendor: { id: vendors.id, title: vendors.title, email: vendors.email },
    })
    .from(vendorFiles)
    .innerJoin(vendors, eq(vendors.id, vendorFiles.vendorId))
    .where(
      and(
        eq(vendorFiles.status, 'approved'),
        gte(vendorFiles.expiresAt, today),
        lte(vendorFiles.expiresAt, addDays(today, days)),
      ),
    )
    .orderBy(asc(vendorFiles.expiresAt), asc(vendorFiles.id)) as Promise<ExpiringDocument[]>;
}
