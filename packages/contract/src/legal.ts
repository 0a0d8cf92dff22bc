import { z } from 'zod';
import { idSchema } from './common.ts';

export const VENDOR_AGREEMENT = 'vendor_agreement';

export const legalDocumentQuery = z.object({ documentType: z.string().min(1).max(64) });
export const legalDocumentSchema = z.object({
  id: z.number().int(),
  documentType: z.string(),
  effectiveDate: z.string().nullable(),
  contentMarkdown: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const signedDocumentQuery = z.object({ documentId: idSchema });
export const signedDocumentSchema = z.object({
  documentId: z.number().int(),
  signedDate: z.string().nullable(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;
