import { UPLOADS } from '@vendor-portal/contract/messages';
import { formatDateIn, formatDateInWithSeconds } from '../dates/dates.ts';

/** A file's size as a vendor reads it: bytes below 1 KB, then KB, then MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return UPLOADS.bytes(bytes);
  if (bytes < 1024 * 1024) return UPLOADS.kilobytes((bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0));
  return UPLOADS.megabytes((bytes / (1024 * 1024)).toFixed(1));
}

/** 'Uploaded Nov 23, 2026, 4:05 PM · 1.2 MB': what tells two uploads of one title apart (the vendor's zone). */
export const fileDetails = (file: { createdAt: string; size: number }, timeZone?: string) =>
  UPLOADS.details(formatDateIn(file.createdAt, timeZone), formatFileSize(file.size));

type Detailed = { id: number; title: string; createdAt: string; size: number };

/**
 * The details line of each file of a list (issue 28 item 10): uploads that share a title and the minute would read
 * the same, so theirs gives the second of the upload, and, when even that and the size are equal, which upload
 * of the title it is (oldest first).
 */
export function listDetails(files: readonly Detailed[], timeZone?: string): Map<number, string> {
  const lines = new Map<number, string>();
  const sameLine = new Map<string, Detailed[]>();
  for (const file of files) {
    const key = `${file.title.trim().toLowerCase()}\n${fileDetails(file, timeZone)}`;
    sameLine.set(key, [...(sameLine.get(key) ?? []), file]);
  }
  for (const group of sameLine.values()) {
    if (group.length === 1) {
      lines.set(group[0]!.id, fileDetails(group[0]!, timeZone));
      continue;
    }
    const exact = (file: Detailed) =>
      UPLOADS.details(formatDateInWithSeconds(file.createdAt, timeZone), formatFileSize(file.size));
    const oldestFirst = [...group].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    for (const file of group) {
      const twins = group.filter((other) => exact(other) === exact(file));
      const line = exact(file);
      lines.set(
        file.id,
        twins.length > 1 ? UPLOADS.nthOfTitle(line, oldestFirst.indexOf(file) + 1, group.length) : line,
      );
    }
  }
  return lines;
}
