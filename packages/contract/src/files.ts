import { z } from 'zod';

// SPEC §3 VendorFile labels; the Account page offers these (SPEC §2).
export const FILE_LABELS = ['Business License', 'Certificate of Insurance', 'Insurance', 'W-9 Form', 'W9', 'State License', 'Other'] as const;
export type FileLabel = (typeof FILE_LABELS)[number];
export const ACCOUNT_FILE_TYPES = ['Business License', 'Certificate of Insurance', 'W-9 Form', 'State License', 'Other'] as const;
export const ONBOARDING_DOCUMENT_TYPES = ['Business License', 'Insurance', 'W-9 Form', 'Other'] as const;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;

export const vendorFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileLabel: z.string(),
  mediaUrl: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type VendorFile = z.infer<typeof vendorFileSchema>;
export const uploadFields = z.object({
  title: z.string().trim().min(1).max(200),
  fileLabel: z.enum(FILE_LABELS),
});
