import { identityChanged, identityEligibilityChanged, publish } from '../../lib/event-bus.ts';
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { AUTH } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { legalDocuments, signedDocuments } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

type Row = typeof legalDocuments.$inferSelect;

function toLegalDocument(row: Row) {
  return {
    id: row.id,
    documentType: row.documentType,
    effectiveDate: row.effectiveDate?.toISOString() ?? null,
    contentMarkdown: row.contentMarkdown,
  };
}

export async function createLegalDocument(
  db: Db,
  body: { documentType: string; effectiveDate: string; contentMarkdown: string },
) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(legalDocuments)
      .values({
        documentType: body.documentType,
        effectiveDate: new Date(body.effectiveDate),
        contentMarkdown: body.contentMarkdown,
      })
      .returning();
    // The agreement in effect may change for every identity (the identity caches keep the versions).
    await publish(tx, { type: 'agreement.published', documentId: inserted!.id });
    return inserted!;
  });
  return toLegalDocument(row);
}

/**
 * GET /legalDocument. docs/architecture.md: the newest document of the type whose effective date has
 * passed; 404 with the SPEC's text when there is none.
 */
export async function getCurrentLegalDocument(db: Db, documentType: string, now = new Date()) {
  const current = await findCurrentLegalDocument(db, documentType, now);
  if (!current) throw notFound(AUTH.agreementNotFound);
  return current;
}

/** The newest document of the type whose effective date has passed, or null (vendors' gate and the console). */
export async function findCurrentLegalDocument(db: Db, documentType: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.documentType, documentType),
        isNotNull(legalDocuments.effectiveDate),
        lte(legalDocuments.effectiveDate, now),
      ),
    )
    .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.id))
    .limit(1);
  return row ? toLegalDocument(row) : null;
}

/** Signs for the seed and for signLegalDocument: idempotent; keeps the first signature's time, IP and user agent. */
export async function signDocument(
  db: Db,
  identityId: string,
  documentId: number,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(signedDocuments)
      .values({ identityId, documentId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 512) ?? null })
      .onConflictDoNothing();
    // The agreement gate reads the signatures through the identity cache.
    await identityChanged(tx, identityId);
    await identityEligibilityChanged(tx, identityId);
  });
}

async function requireLegalDocument(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .where(eq(legalDocuments.id, id))
    .limit(1);
  if (!row) throw notFound(AUTH.agreementNotFound);
}

/** GET /signedDocument: the identity's signature of a document (signedDate null when unsigned; 404 for no document). */
export async function getSignature(db: Db, identityId: string, documentId: number) {
  await requireLegalDocument(db, documentId);
  return signatureOf(db, identityId, documentId);
}

/** POST /signedDocument: sign a document (404 for no document), then answer the signature. */
export async function signLegalDocument(
  db: Db,
  identityId: string,
  documentId: number,
  meta: { ip: string; userAgent: string | null },
) {
  await requireLegalDocument(db, documentId);
  await signDocument(db, identityId, documentId, meta);
  return signatureOf(db, identityId, documentId);
}

async function signatureOf(db: Db, identityId: string, documentId: number) {
  const [row] = await db
    .select({ signedDate: signedDocuments.signedDate })
    .from(signedDocuments)
    .where(and(eq(signedDocuments.identityId, identityId), eq(signedDocuments.documentId, documentId)))
    .limit(1);
  return { documentId, signedDate: row?.signedDate.toISOString() ?? null };
}
