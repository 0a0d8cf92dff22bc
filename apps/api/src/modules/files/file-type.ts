import type { AllowedFileType } from '@vendor-portal/contract/files';

// docs/architecture.md "Files": PDF, PNG, JPEG and GIF are recognised by their first bytes, never by the
// name or the declared type.
const SIGNATURES: Array<{ type: AllowedFileType; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

export function detectFileType(head: Uint8Array): AllowedFileType | null {
  return SIGNATURES.find((s) => s.bytes.length <= head.length && s.bytes.every((b, i) => head[i] === b))?.type ?? null;
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
