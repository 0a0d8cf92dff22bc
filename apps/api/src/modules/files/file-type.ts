import type { AllowedFileType } from '@vendor-portal/contract/files';

import { fileTypeFromBuffer } from 'file-type';

// docs/architecture.md "Files": PDF, PNG, JPEG and GIF are recognised by their structure, never by the
// name or the declared type. A maintained detector (file-type) names the type from the first bytes;
// since it goes by magic numbers too, each accepted type also has its structure checked here, so that
// a few magic bytes followed by anything (a `%PDF-` stub, a script) are not stored as that type.

/** Bytes of the start of a file kept to recognise it (file-type's own sample size). */
export const SNIFF_BYTES = 4100;
/** Bytes of the end of a file kept to check its trailer (a PDF's `%%EOF` is in its last 1024). */
export const TAIL_BYTES = 1024;

const DETECTED: Record<string, AllowedFileType> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
};

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
const u32 = (bytes: Uint8Array, at: number) => Buffer.from(bytes.subarray(at, at + 4)).readUInt32BE(0);
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);

/** An indirect object's header: object number, generation, `obj`. */
const PDF_OBJECT = /(?:^|[\s>\]])\d{1,10}\s+\d{1,5}\s+obj\b/;

/** What the start alone must show for each type. */
const HEAD_CHECKS: Record<AllowedFileType, (head: Uint8Array) => boolean> = {
  // %PDF-x.y on the first line, then at least one indirect object ("1 0 obj"): a PDF's body is made
  // of them, and a writer puts the first right after the header. A header and an %%EOF around
  // anything else (a script) is a stub, not a document.
  'application/pdf': (head) => /^%PDF-\d\.\d/.test(ascii(head, 0, 8)) && PDF_OBJECT.test(ascii(head, 8, head.length)),
  // The signature, then the IHDR chunk (13 bytes long) with a non-zero width and height.
  'image/png': (head) =>
    head.length >= 24 &&
    u32(head, 8) === 13 &&
    ascii(head, 12, 16) === 'IHDR' &&
    u32(head, 16) > 0 &&
    u32(head, 20) > 0,
  // SOI (FF D8) followed by a marker (FF then a marker code).
  'image/jpeg': (head) =>
    head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff && head[3]! >= 0xc0 && head[3]! < 0xff,
  // GIF87a/GIF89a then the logical screen descriptor: a non-zero width and height.
  'image/gif': (head) =>
    head.length >= 13 && /^GIF8[79]a$/.test(ascii(head, 0, 6)) && u16le(head, 6) > 0 && u16le(head, 8) > 0,
};

/** What the end must show: a PDF ends with its `%%EOF` trailer, a PNG with its IEND chunk. */
const TAIL_CHECKS: Partial<Record<AllowedFileType, (tail: Uint8Array) => boolean>> = {
  'application/pdf': (tail) => ascii(tail, 0, tail.length).includes('%%EOF'),
  'image/png': (tail) => tail.length >= 12 && ascii(tail, tail.length - 8, tail.length - 4) === 'IEND',
};

/** The accepted type the start of a file shows, or null: file-type's answer confirmed by the structure. */
export async function detectFileType(head: Uint8Array): Promise<AllowedFileType | null> {
  const detected = await fileTypeFromBuffer(head);
  const type = detected ? DETECTED[detected.mime] : undefined;
  return type && HEAD_CHECKS[type](head) ? type : null;
}

/** True when the end of a file of `type` is what that type ends with. */
export function hasValidEnd(type: AllowedFileType, tail: Uint8Array): boolean {
  return TAIL_CHECKS[type]?.(tail) ?? true;
}

/** detectFileType and hasValidEnd on a whole file held in memory. */
export async function detectWholeFile(bytes: Uint8Array): Promise<AllowedFileType | null> {
  const type = await detectFileType(bytes.subarray(0, SNIFF_BYTES));
  return type && hasValidEnd(type, bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))) ? type : null;
}

const EXTENSIONS: Record<AllowedFileType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
};

/** The name a stored file is shown and saved under: its title with the extension of its real type. */
export function downloadName(title: string, contentType: string): string {
  const ext = EXTENSIONS[contentType as AllowedFileType] ?? '';
  return title.toLowerCase().endsWith(ext) ? title : `${title}${ext}`;
}
