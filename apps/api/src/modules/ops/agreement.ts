import { desc, eq, sql } from 'drizzle-orm';
import { VENDOR_AGREEMENT, type LegalDocument } from '@vendor-portal/contract/legal';
import type { Db } from '../../db/client.ts';
import { legalDocuments, signedDocuments } from '../../db/schema.ts';
import { createLegalDocument, findCurrentLegalDocument } from '../legal/service.ts';
import type { OpsActor } from './ops-auth.ts';
import { recordAudit } from './audit.ts';

// docs/architecture.md "Review and audit": the vendor agreement in the console. A new version in
// effect makes every vendor sign again (the agreement gate).

export async function getAgreementForStaff(db: Db, now = new Date()) {
  const versions = await db
    .select({
      id: legalDocuments.id,
      effectiveDate: legalDocuments.effectiveDate,
      createdAt: legalDocuments.createdAt,
      signatures:
        sql<number>`(select count(*) from ${signedDocuments} s where s.document_id = ${legalDocuments}."id")`.mapWith(
          Number,
        ),
    })
    .from(legalDocuments)
    .where(eq(legalDocuments.documentType, VENDOR_AGREEMENT))
    .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.id));
  const current = await findCurrentLegalDocument(db, VENDOR_AGREEMENT, now);
  return {
    data: current,
    versions: versions.map((v) => ({
      id: v.id,
      effectiveDate: v.effectiveDate?.toISOString() ?? null,
      createdAt: v.createdAt.toISOString(),
      signatures: v.signatures,
    })),
  };
}

/** POST /api/ops/legal-documents and /api/ops/agreement: publish a version, audited. */
export async function publishLegalDocument(
  db: Db,
  actor: OpsActor,
  body: { documentType: string; effectiveDate: string; contentMarkdown: string },
): Promise<LegalDocument> {
  return db.transaction(async (tx) => {
    const doc = await createLegalDocument(tx, body);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'agreement.publish',
      target: `legal-document:${doc.id}`,
      after: {
        id: doc.id,
        documentType: doc.documentType,
        effectiveDate: doc.effectiveDate,
        length: doc.contentMarkdown.length,
      },
    });
    return doc;
  });
}
