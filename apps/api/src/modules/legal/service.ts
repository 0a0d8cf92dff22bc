import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalDocuments, signedDocuments } from '../../db/schema.ts';

type Row = typeof legalDocuments.$inferSelect;

export function toLegalDocument(row: Row) {
  return {
    id: row.id,
    documentType: row.documentType,
    effectiveDate: row.effectiveDate?.toISOString() ?? null,
    contentMarkdown: row.contentMarkdown,
  };
}

export async function createLegalDocument(db: Db, body: { documentType: string; effectiveDate: string; contentMarkdown: string }) {
  const [row] = await db
    .insert(legalDocuments)
    .values({ documentType: body.documentType, effectiveDate: new Date(body.effectiveDate), contentMarkdown: body.contentMarkdown })
    .returning();
  return toLegalDocument(row!);
}

/** ARCHITECTURE.md: the newest document of the type whose effective date has passed. */
export async function currentLegalDocument(db: Db, documentType: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.documentType, documentType), isNotNull(legalDocuments.effectiveDate), lte(legalDocuments.effectiveDate, now)))
    .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.id))
    .limit(1);
  return row ? toLegalDocument(row) : null;
}

/** POST /signedDocument: idempotent; keeps the first signature's time, IP and user agent. */
export async function signDocument(db: Db, identityId: string, documentId: number, meta: { ip?: string | null; userAgent?: string | null } = {}) {
  await db
    .insert(signedDocuments)
    .values({ identityId, documentId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 512) ?? null })
    .onConflictDoNothing();
}

export async function findLegalDocument(db: Db, id: number) {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id)).limit(1);
  return row ? toLegalDocument(row) : null;
}

/** GET /signedDocument: the identity's signature of one document (signedDate null when unsigned). */
export async function signatureOf(db: Db, identityId: string, documentId: number) {
  const [row] = await db
    .select({ signedDate: signedDocuments.signedDate })
    .from(signedDocuments)
    .where(and(eq(signedDocuments.identityId, identityId), eq(signedDocuments.documentId, documentId)))
    .limit(1);
  return { documentId, signedDate: row?.signedDate.toISOString() ?? null };
}
