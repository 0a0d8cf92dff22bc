import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import { GENERAL } from '@vendor-portal/contract/messages';
import type { OpsVendor, OpsVendorDetail, OpsVendorList, ReviewVendorBody } from '@vendor-portal/contract/ops/staff';
import { REVIEW_STATUSES } from '@vendor-portal/contract/vendor';
import type { Db } from '../../db/client.ts';
import {
  identities,
  legalDocuments,
  signedDocuments,
  vendorFiles,
  vendorProducts,
  vendors,
  vendorZipCodes,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { listHours } from '../hours/service.ts';
import { listZipCodeRecords } from '../services/service.ts';
import { onboardingFinished } from '../vendor/setup.ts';
import { setReviewStatus, toVendor } from '../vendor/service.ts';
import type { OpsActor } from './ops-auth.ts';
import { recordAudit } from './audit.ts';
import { listVendorFilesForStaff } from './files.ts';
import { sendAfterCommit, vendorDecisionMail, type Site } from './mails.ts';

// docs/architecture.md "Review and audit": the review queue and a vendor's page in the console.
// Columns inside subqueries are written qualified (`${vendors}."id"`): drizzle leaves a one-table
// select list's columns unqualified, and there an "id" would name the subquery's own row.

type VendorRow = typeof vendors.$inferSelect;

const pendingFiles = sql<number>`(
  select count(*) from ${vendorFiles} f where f.vendor_id = ${vendors}."id" and f.status = 'pending'
)`.mapWith(Number);

function toOpsVendor(row: VendorRow, pending: number): OpsVendor {
  return {
    ...toVendor(row),
    submittedAt: row.submittedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    pendingFiles: pending,
  };
}

/** q matches the company name, contact, email, business zip or a zip the vendor serves. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(vendors.title, pattern),
    ilike(vendors.contactName, pattern),
    ilike(vendors.email, pattern),
    ilike(vendors.zipCode, pattern),
    sql`exists (
      select 1 from ${vendorProducts} vp join ${vendorZipCodes} z on z.vendor_product_id = vp.id
      where vp.vendor_id = ${vendors}."id" and z.zip_code like ${pattern}
    )`,
  );
}

/**
 * Waiting for review: the vendor itself, or any of its documents (issue 28 item 3: an approved
 * vendor's new certificate waits in the queue too). The queue's "pending" filter and count are these. A vendor
 * never reviewed enters the queue only once its onboarding is finished (issue 38 item 9: services with a zip,
 * hours and a document, as GET /vendorSetup says); until then its landing page says what is left.
 */
const waitingForReview = sql<boolean>`((${vendors.reviewStatus} <> 'pending' or ${onboardingFinished(sql`${vendors}."id"`)})
  and (${vendors.reviewStatus} = 'pending' or exists (
    select 1 from ${vendorFiles} f where f.vendor_id = ${vendors}."id" and f.status = 'pending'
  )))`;

/**
 * GET /api/ops/vendors: waiting for review first, then oldest submission first; counts over the q
 * match: `pending` is every vendor waiting for review (its own status or a document's), `approved`
 * and `rejected` the vendor's own status, `all` every vendor.
 */
export async function listVendorsForReview(
  db: Db,
  query: { reviewStatus?: (typeof REVIEW_STATUSES)[number]; q?: string; limit: number },
): Promise<OpsVendorList> {
  const match = matching(query.q);
  const byStatus =
    query.reviewStatus === 'pending'
      ? waitingForReview
      : query.reviewStatus
        ? eq(vendors.reviewStatus, query.reviewStatus)
        : undefined;
  const rows = await db
    .select({ vendor: vendors, pendingFiles })
    .from(vendors)
    .where(and(match, byStatus))
    .orderBy(sql`${waitingForReview} desc`, asc(vendors.submittedAt), asc(vendors.id))
    .limit(query.limit);
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [counts] = await db
    .select({
      pending: count(waitingForReview),
      approved: count(eq(vendors.reviewStatus, 'approved')),
      rejected: count(eq(vendors.reviewStatus, 'rejected')),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(vendors)
    .where(match);
  return { data: rows.map((r) => toOpsVendor(r.vendor, r.pendingFiles)), counts: counts! };
}

/** GET /api/ops/vendors/{id}: everything a reviewer needs on one page. */
export async function getVendorForReview(db: Db, storage: FileStorage, id: number): Promise<OpsVendorDetail> {
  const [found] = await db
    .select({ vendor: vendors, pendingFiles, emailVerified: identities.emailVerified })
    .from(vendors)
    .innerJoin(identities, eq(identities.id, vendors.identityId))
    .where(eq(vendors.id, id))
    .limit(1);
  if (!found) throw notFound(GENERAL.vendorNotFound);
  const [services, hours, files, agreement] = await Promise.all([
    listZipCodeRecords(db, id),
    listHours(db, id),
    listVendorFilesForStaff(db, storage, id),
    agreementSignature(db, found.vendor.identityId),
  ]);
  return {
    ...toOpsVendor(found.vendor, found.pendingFiles),
    emailVerified: found.emailVerified,
    services: services.map((s) => ({ ...s, zipCodes: s.zipCodes ?? [] })),
    timeZone: hours[0]?.timeZone ?? null,
    hours: hours.map(({ weekDay, openTime, closeTime }) => ({ weekDay, openTime, closeTime })),
    files,
    agreement,
  };
}

/** The newest vendor agreement the identity signed, and whether it is the one in effect. */
async function agreementSignature(db: Db, identityId: string): Promise<OpsVendorDetail['agreement']> {
  const [signed] = await db
    .select({
      documentId: legalDocuments.id,
      effectiveDate: legalDocuments.effectiveDate,
      signedAt: signedDocuments.signedDate,
      ip: signedDocuments.ip,
      userAgent: signedDocuments.userAgent,
      isCurrent: sql<boolean>`${legalDocuments}."id" = (
        select d.id from ${legalDocuments} d
        where d.document_type = ${VENDOR_AGREEMENT} and d.effective_date is not null and d.effective_date <= now()
        order by d.effective_date desc, d.id desc limit 1
      )`.mapWith(Boolean),
    })
    .from(signedDocuments)
    .innerJoin(legalDocuments, eq(legalDocuments.id, signedDocuments.documentId))
    .where(and(eq(signedDocuments.identityId, identityId), eq(legalDocuments.documentType, VENDOR_AGREEMENT)))
    .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.id))
    .limit(1);
  if (!signed) return null;
  return {
    documentId: signed.documentId,
    effectiveDate: signed.effectiveDate?.toISOString() ?? null,
    signedAt: signed.signedAt.toISOString(),
    ip: signed.ip,
    userAgent: signed.userAgent,
    isCurrent: signed.isCurrent,
  };
}

/**
 * PATCH /api/ops/vendors/{id}: the decision on a vendor, its audit row in the same transaction
 * (setReviewStatus is the one place the status changes), then the mail with the reason.
 */
export async function reviewVendor(
  db: Db,
  site: Site,
  actor: OpsActor,
  id: number,
  body: ReviewVendorBody,
): Promise<OpsVendor> {
  const note = body.reviewNote || null;
  const { after, email, language } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
    if (!before) throw notFound(GENERAL.vendorNotFound);
    await setReviewStatus(tx, id, body.reviewStatus, note);
    const [row] = await tx
      .select({
        vendor: vendors,
        pendingFiles,
        // Issue 46: the decision's mail is written in the language of whoever reads the company's address.
        language: addressLanguage(sql`${vendors.id}`, sql`${vendors.email}`),
      })
      .from(vendors)
      .where(eq(vendors.id, id));
    const after = toOpsVendor(row!.vendor, row!.pendingFiles);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'vendor.review',
      target: `vendor:${id}`,
      before: { reviewStatus: before.reviewStatus, reviewNote: before.reviewNote },
      after: { reviewStatus: after.reviewStatus, reviewNote: after.reviewNote },
    });
    return { after, email: row!.vendor.email, language: row!.language };
  });
  sendAfterCommit(site, vendorDecisionMail(site.brand, email, language, body.reviewStatus, note), 'vendor review');
  return after;
}
