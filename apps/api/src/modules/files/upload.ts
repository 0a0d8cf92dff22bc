import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ACCOUNT, GENERAL } from '@vendor-portal/contract/messages';
import { MAX_FILE_BYTES, type AllowedFileType } from '@vendor-portal/contract/files';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { cleanImage, isCleanableImage } from './clean-image.ts';
import { detectFileType, hasValidEnd, SNIFF_BYTES, TAIL_BYTES } from './file-type.ts';

const tooLarge = () => new AppError('payload-too-large', ACCOUNT.fileTooLarge);
const unsupportedType = () => new AppError('unsupported-media-type', ACCOUNT.fileTypeNotAllowed);

export interface ReceivedUpload {
  /** Text fields as sent (validated by the caller). */
  fields: Record<string, string>;
  /** The stored file, when a `file` part came and passed every check. */
  file: { storageKey: string; contentType: AllowedFileType; sizeBytes: number; originalName: string } | null;
}

/**
 * Reads a multipart upload in any field order, streaming the `file` part into storage while
 * counting its bytes and recognising its type from its structure (start and end); an image is stored
 * as its pixels alone. Over MAX_FILE_BYTES: 413; an unrecognised type or an image that does not
 * decode: 415. Either way nothing stays in storage.
 */
export async function receiveUpload(
  parts: AsyncIterable<Multipart>,
  storage: FileStorage,
  vendorId: number,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !file) {
        file = await storeFile(part, storage, `${vendorId}/${crypto.randomUUID()}`);
      } else {
        await drain(part.file[Symbol.asyncIterator]());
      }
    }
  } catch (err) {
    if (file) await storage.delete(file.storageKey).catch(() => {});
    // A body that is not well-formed multipart (cut short, no boundary) is the client's error, not a
    // 500 (found by the hostile-input gate).
    if (!(err instanceof AppError) && MALFORMED_MULTIPART.test((err as Error).message)) throw malformedUpload();
    throw err;
  }
  return { fields, file };
}

/** busboy's messages for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART =
  /unexpected end of (form|multipart data)|malformed (part )?header|boundary not found|multipart: /i;
const malformedUpload = () => new AppError('validation-error', GENERAL.badRequest);

async function storeFile(part: MultipartFile, storage: FileStorage, storageKey: string) {
  // One iterator for the whole part: when a check fails mid-way the rest is read and discarded
  // through it, so the client still gets our answer instead of a reset connection.
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  const seen = { sizeBytes: 0, contentType: null as AllowedFileType | null };
  try {
    await storage.put(storageKey, Readable.from(cleanedImages(checked(chunks, part, seen), seen)));
  } catch (err) {
    await storage.delete(storageKey).catch(() => {});
    await drain(chunks);
    throw err;
  }
  return {
    storageKey,
    contentType: seen.contentType!,
    sizeBytes: seen.sizeBytes,
    originalName: part.filename.slice(0, 255),
  };
}

/**
 * The part's bytes, failing as soon as it is too large or its start is not an accepted type, and at
 * the end when its end is not what that type ends with (a PDF's trailer, a PNG's IEND): the storage
 * write then fails and the caller deletes what was written.
 */
async function* checked(
  chunks: AsyncIterator<Buffer>,
  part: MultipartFile,
  seen: { sizeBytes: number; contentType: AllowedFileType | null },
) {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  const recognise = async () => {
    seen.contentType = await detectFileType(head);
    if (!seen.contentType) throw unsupportedType();
    return head;
  };
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    seen.sizeBytes += next.value.length;
    // The multipart limit is MAX_FILE_BYTES + 1, so one byte too many is seen here: a truncated stream otherwise
    // ends as if it were complete (docs/how-to/tooling.md "Traps of the stack").
    if (seen.sizeBytes > MAX_FILE_BYTES) throw tooLarge();
    tail = Buffer.concat([tail, next.value]);
    if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
    if (seen.contentType) {
      yield next.value;
    } else {
      head = Buffer.concat([head, next.value]);
      if (head.length >= SNIFF_BYTES) yield await recognise();
    }
  }
  if (part.file.truncated) throw tooLarge();
  if (!seen.contentType) yield await recognise();
  if (!hasValidEnd(seen.contentType!, tail)) throw unsupportedType();
}

/**
 * Issue 38 item 4: a document that is an image is held whole (10 MB at most), decoded and written
 * again without its metadata (clean-image.ts); a PDF streams through as it comes.
 */
async function* cleanedImages(
  source: AsyncIterable<Buffer>,
  seen: { sizeBytes: number; contentType: AllowedFileType | null },
) {
  const held: Buffer[] = [];
  for await (const chunk of source) {
    // `checked` yields nothing before it has recognised the type.
    if (isCleanableImage(seen.contentType)) held.push(chunk);
    else yield chunk;
  }
  if (isCleanableImage(seen.contentType)) {
    const cleaned = await cleanImage(Buffer.concat(held), seen.contentType);
    seen.sizeBytes = cleaned.length;
    yield cleaned;
  }
}

async function drain(chunks: AsyncIterator<unknown>): Promise<void> {
  try {
    while (!(await chunks.next()).done);
  } catch {
    // The request is failing already; its own error wins.
  }
}
