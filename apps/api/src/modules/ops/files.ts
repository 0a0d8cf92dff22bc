import { vendorChanged, vendorEligibilityChanged } from '../../lib/event-bus.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { REVIEW } from '@vendor-portal/contract/messages';
import {
  MAX_EXPIRY_YEARS,
  requiresExpiry,
  type OpsVendorFile,
  type ReviewFileBody,
} from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { vendorFiles, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import { LINK_TTL_SECONDS, type FileStorage } from '../../storage/file-storage.ts';
import { downloadName } from '../files/file-type.ts';
import type { OpsActor } from './ops-auth.ts';
import { recordAudit } from './audit.ts';
import { fileDecisionMail, sendAfterCommit, type Site } from './mails.ts';

// docs/architecture.md "Review and audit": a document's review. A new upload (a replacement too) is
// pending; a reviewer approves it (with its expiry date for insurance and licences) or rejects it
// with a reason; the vendor is mailed either way.

type FileRow = typeof vendorFiles.$inferSelect;

/** Today as YYYY-MM-DD (UTC): a document is valid through its expiry day. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * 400 when a decision's expiry date makes no sense (issue 27): given for a kind that does not expire,
 * already past on an approval (the vendor would be mailed a date gone by), or further ahead than
 * MAX_EXPIRY_YEARS (9999-12-31). Days are compared as YYYY-MM-DD in UTC, as `expired` is.
 */
function checkExpiry(fileLabel: string, body: ReviewFileBody, now: Date): void {
  const day = body.expiresAt;
  if (day === undefined) return;
  if (!requiresExpiry(fileLabel)) throw new AppError('expiry-not-applicable', REVIEW.expiryNotApplicable(fileLabel));
  if (body.status === 'approved' && day < dayOf(now)) throw new AppError('expiry-in-past');
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_EXPIRY_YEARS);
  if (day > dayOf(limit)) throw new AppError('expiry-too-far', REVIEW.expiryTooFar(MAX_EXPIRY_YEARS));
}

/** A signed link that shows the file inline (PDF or image), valid for LINK_TTL_SECONDS. */
function previewLink(storage: FileStorage, row: FileRow): Promise<string> {
  return storage.link({
    id: row.id,
    storageKey: row.storageKey,
    contentType: row.contentType,
    downloadName: downloadName(row.title, row.contentType),
  });
}

async function toOpsFile(storage: FileStorage, row: FileRow, now = new Date()): Promise<OpsVendorFile> {
  return {
    id: row.id,
    vendorId: row.vendorId,
    title: row.title,
    fileLabel: row.fileLabel,
    contentType: row.contentType,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reviewNote: row.reviewNote,
    expiresAt: row.expiresAt,
    expired: row.expiresAt !== null && row.expiresAt < dayOf(now),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    requiresExpiry: requiresExpiry(row.fileLabel),
    mediaUrl: await previewLink(storage, row),
  };
}

export async function listVendorFilesForStaff(db: Db, storage: FileStorage, vendorId: number) {
  const rows = await db
    .select()
    .from(vendorFiles)
    .where(eq(vendorFiles.vendorId, vendorId))
    .orderBy(desc(vendorFiles.id));
  return Promise.all(rows.map((row) => toOpsFile(storage, row)));
}

/** GET /api/ops/vendor-files/{id}/preview: a fresh signed link. */
export async function filePreview(db: Db, storage: FileStorage, id: number, now = new Date()) {
  const [row] = await db.select().from(vendorFiles).where(eq(vendorFiles.id, id)).limit(1);
  if (!row) throw notFound(REVIEW.fileNotFound);
  return {
    url: await previewLink(storage, row),
    expiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * PATCH /api/ops/vendor-files/{id}: the one place a document's review changes, with its audit row in
 * the same transaction; then the vendor's mail. Approving an expiring kind needs expiresAt (400
 * expiry-required); a rejection's note is required by the body's schema.
 */
export async function decideFile(
  db: Db,
  storage: FileStorage,
  site: Site,
  actor: OpsActor,
  id: number,
  body: ReviewFileBody,
): Promise<OpsVendorFile> {
  const { after, email, language } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vendorFiles).where(eq(vendorFiles.id, id)).for('update');
    if (!before) throw notFound(REVIEW.fileNotFound);
    if (body.status === 'approved' && requiresExpiry(before.fileLabel) && !body.expiresAt)
      throw new AppError('expiry-required', REVIEW.expiryRequired(before.fileLabel));
    checkExpiry(before.fileLabel, body, new Date());
    const [after] = await tx
      .update(vendorFiles)
      .set({
        status: body.status,
        reviewNote: body.note || null,
        expiresAt: body.expiresAt ?? (body.status === 'approved' ? null : before.expiresAt),
        reviewedAt: body.status === 'pending' ? null : new Date(),
        reviewedBy: body.status === 'pending' ? null : actor.actor,
      })
      .where(eq(vendorFiles.id, id))
      .returning();
    const pick = (r: FileRow) => ({ status: r.status, reviewNote: r.reviewNote, expiresAt: r.expiresAt });
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'file.review',
      target: `vendor-file:${id}`,
      before: { vendorId: before.vendorId, fileLabel: before.fileLabel, ...pick(before) },
      after: { vendorId: after!.vendorId, fileLabel: after!.fileLabel, ...pick(after!) },
    });
    // A document decision can change whether the vendor may claim (document-expired): its streams re-read.
    await vendorEligibilityChanged(tx, before.vendorId);
    // The vendor's open Account shows the decision at once (issue 38 item 11).
    await vendorChanged(tx, before.vendorId, 'documents');
    const [vendor] = await tx
      .select({
        email: vendors.email,
        // Issue 46: the mail is written in the language of whoever reads the company's address.
        language: addressLanguage(sql`${vendors.id}`, sql`${vendors.email}`),
      })
      .from(vendors)
      .where(eq(vendors.id, before.vendorId));
    return { after: after!, email: vendor!.email, language: vendor!.language };
  });
  sendAfterCommit(site, fileDecisionMail(email, language, after), 'document review');
  return toOpsFile(storage, after);
}
