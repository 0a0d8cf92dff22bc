import { and, desc, eq } from 'drizzle-orm';
import type { UploadFields, VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { vendorFiles } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { downloadName } from './file-type.ts';

type FileRow = typeof vendorFiles.$inferSelect;

async function toVendorFile(storage: FileStorage, row: FileRow): Promise<VendorFile> {
  const mediaUrl = await storage.link({
    id: row.id,
    storageKey: row.storageKey,
    contentType: row.contentType,
    downloadName: downloadName(row.title, row.contentType),
  });
  return { id: row.id, title: row.title, fileLabel: row.fileLabel, mediaUrl, contentType: row.contentType, createdAt: row.createdAt.toISOString() };
}

/** SPEC §7 GET /vendorFiles: the vendor's files, newest first, each with a fresh signed link. */
export async function listFiles(db: Db, storage: FileStorage, vendorId: number): Promise<VendorFile[]> {
  const rows = await db.select().from(vendorFiles).where(eq(vendorFiles.vendorId, vendorId)).orderBy(desc(vendorFiles.id));
  return Promise.all(rows.map((row) => toVendorFile(storage, row)));
}

export interface StoredUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

/** Records an upload whose bytes are stored already; if the record fails, the bytes go too. */
export async function createFile(db: Db, storage: FileStorage, vendorId: number, fields: UploadFields, stored: StoredUpload): Promise<VendorFile> {
  try {
    const [row] = await db
      .insert(vendorFiles)
      .values({ vendorId, title: fields.title, fileLabel: fields.fileLabel, ...stored })
      .returning();
    return await toVendorFile(storage, row!);
  } catch (err) {
    await storage.delete(stored.storageKey).catch(() => {});
    throw err;
  }
}

/** SPEC §7 DELETE /vendorFiles/{id}: the row, then the bytes. Another vendor's id: 404. */
export async function deleteFile(db: Db, storage: FileStorage, vendorId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(vendorFiles)
    .where(and(eq(vendorFiles.id, id), eq(vendorFiles.vendorId, vendorId)))
    .returning({ storageKey: vendorFiles.storageKey });
  if (!row) throw notFound(ACCOUNT.fileNotFound);
  await storage.delete(row.storageKey);
}

/** The file a signed link names (the signature, checked by the route, is the permission). */
export async function findFileById(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db.select().from(vendorFiles).where(eq(vendorFiles.id, id)).limit(1);
  return row ?? null;
}
