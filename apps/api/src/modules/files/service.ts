import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { and, desc, eq } from 'drizzle-orm';
import { uploadFields, type UploadFields, type VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { vendorFiles } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { DiskStorage } from '../../storage/disk-storage.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { downloadName } from './file-type.ts';
import { receiveUpload } from './upload.ts';

type FileRow = typeof vendorFiles.$inferSelect;

async function toVendorFile(storage: FileStorage, row: FileRow): Promise<VendorFile> {
  const mediaUrl = await storage.link({
    id: row.id,
    storageKey: row.storageKey,
    contentType: row.contentType,
    downloadName: downloadName(row.title, row.contentType),
  });
  return {
    id: row.id,
    title: row.title,
    fileLabel: row.fileLabel,
    mediaUrl,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reviewNote: row.reviewNote,
    expiresAt: row.expiresAt,
    size: row.sizeBytes,
  };
}

/** docs/product-spec.md §7 GET /vendorFiles: the vendor's files, newest first, each with a fresh signed link. */
export async function listFiles(db: Db, storage: FileStorage, vendorId: number): Promise<VendorFile[]> {
  const rows = await db
    .select()
    .from(vendorFiles)
    .where(eq(vendorFiles.vendorId, vendorId))
    .orderBy(desc(vendorFiles.id));
  return Promise.all(rows.map((row) => toVendorFile(storage, row)));
}

interface StoredUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

/**
 * docs/product-spec.md §7 POST /vendorFiles: streams the `file` part into storage, checks the text fields, records
 * the file. No file or a bad field: 400 with the SPEC's text, and nothing stays in storage.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  vendorId: number,
  parts: AsyncIterable<Multipart>,
): Promise<VendorFile> {
  const { fields, file } = await receiveUpload(parts, storage, vendorId);
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success || !file) {
    if (file) await storage.delete(file.storageKey);
    throw badRequest(parsed.success ? ACCOUNT.fileMissing : parsed.error.issues[0]!.message);
  }
  return createFile(db, storage, vendorId, parsed.data, file);
}

/** Records an upload whose bytes are stored already; if the record fails, the bytes go too. */
async function createFile(
  db: Db,
  storage: FileStorage,
  vendorId: number,
  fields: UploadFields,
  stored: StoredUpload,
): Promise<VendorFile> {
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

/** docs/product-spec.md §7 DELETE /vendorFiles/{id}: the row, then the bytes. Another vendor's id: 404. */
export async function deleteFile(db: Db, storage: FileStorage, vendorId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(vendorFiles)
    .where(and(eq(vendorFiles.id, id), eq(vendorFiles.vendorId, vendorId)))
    .returning({ storageKey: vendorFiles.storageKey });
  if (!row) throw notFound(ACCOUNT.fileNotFound);
  await storage.delete(row.storageKey);
}

/**
 * The file behind a disk-storage signed link, with its bytes. The signature is the permission:
 * a bad or expired one is 403 link-invalid; a file gone since is 404.
 */
export async function openLinkedFile(
  db: Db,
  storage: DiskStorage,
  link: { id: number; expires: number; signature: string },
): Promise<{ file: FileRow; body: Readable }> {
  if (storage.check(link.id, link.expires, link.signature) !== 'valid') throw new AppError('link-invalid');
  const [file] = await db.select().from(vendorFiles).where(eq(vendorFiles.id, link.id)).limit(1);
  const body = file ? await storage.open(file.storageKey) : null;
  if (!file || !body) throw notFound(ACCOUNT.fileNotFound);
  return { file, body };
}
