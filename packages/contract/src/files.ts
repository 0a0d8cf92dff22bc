import { z } from 'zod';
import { ACCOUNT } from './messages.ts';
import { lineTextSchema } from './fields.ts';

// docs/product-spec.md §3 VendorFile labels: every label either page offers (docs/product-spec.md §2 Account, Onboarding Documents).
export const FILE_LABELS = [
  'Business License',
  'Certificate of Insurance',
  'Insurance',
  'W-9 Form',
  'W9',
  'State License',
  'Other',
] as const;
export type FileLabel = (typeof FILE_LABELS)[number];
export const ACCOUNT_FILE_TYPES = [
  'Business License',
  'Certificate of Insurance',
  'W-9 Form',
  'State License',
  'Other',
] as const;
export const ONBOARDING_DOCUMENT_TYPES = ['Business License', 'Insurance', 'W-9 Form', 'Other'] as const;

// docs/architecture.md "Files": the server enforces what the SPA only hints (docs/product-spec.md §9: 10MB).
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const MAX_FILE_TITLE = 200;
/** The names the file chooser offers for ALLOWED_FILE_TYPES (a browser may report no type for some files). */
export const ALLOWED_FILE_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif'] as const;

/** Why a chosen file will be refused, checked when it is chosen (the server checks its content again). */
export function fileChoiceProblem(file: { name: string; size: number; type: string }): 'type' | 'size' | null {
  const name = file.name.toLowerCase();
  const typeOk = file.type
    ? (ALLOWED_FILE_TYPES as readonly string[]).includes(file.type)
    : ALLOWED_FILE_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  return null;
}

/** A document's review (docs/architecture.md "Review and audit"); a new upload is pending. */
export const FILE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/**
 * GET /vendorFiles item. mediaUrl is a short-lived signed link that needs no Authorization header.
 * status, reviewNote (the reason of a rejection), expiresAt (YYYY-MM-DD, set by the reviewer) and
 * size (bytes) come from the review (docs/architecture.md "Review and audit").
 */
export const vendorFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileLabel: z.string(),
  mediaUrl: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
  status: z.enum(FILE_STATUSES),
  reviewNote: z.string().nullable(),
  expiresAt: z.string().nullable(),
  size: z.number().int(),
});
export type VendorFile = z.infer<typeof vendorFileSchema>;

/** The text fields of POST /vendorFiles (multipart: file, fileLabel, title). */
export const uploadFields = z.object({
  title: lineTextSchema({ error: ACCOUNT.titleEmpty })
    .min(1, { error: ACCOUNT.titleEmpty })
    .max(MAX_FILE_TITLE, { error: ACCOUNT.titleTooLong }),
  fileLabel: z.enum(FILE_LABELS, { error: ACCOUNT.fileLabelInvalid }),
});
export type UploadFields = z.infer<typeof uploadFields>;

/** Query of the signed download link (disk storage). */
export const fileLinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[\w-]{43}$/),
});
