import { UPLOADS } from '@vendor-portal/contract/messages';
import { formatDateIn } from '../../lib/dates/dates.ts';

/** A file's size as a vendor reads it: bytes below 1 KB, then KB, then MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return UPLOADS.bytes(bytes);
  if (bytes < 1024 * 1024) return UPLOADS.kilobytes((bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0));
  return UPLOADS.megabytes((bytes / (1024 * 1024)).toFixed(1));
}

/** 'Uploaded Nov 23, 2026, 4:05 PM · 1.2 MB': what tells two uploads of one title apart (the browser's zone). */
export const fileDetails = (file: { createdAt: string; size: number }) =>
  UPLOADS.details(formatDateIn(file.createdAt, null), formatFileSize(file.size));
