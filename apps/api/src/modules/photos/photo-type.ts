import type { PhotoType } from '@vendor-portal/contract/photos';
import { detectWholeFile } from '../files/file-type.ts';

// Issue 31: a photo is a JPEG, PNG or WebP recognised by its bytes, never by its name or declared
// type. JPEG and PNG go through the documents' detector (magic bytes confirmed by the structure);
// WebP, which documents do not accept, is checked here the same way: the RIFF header, its size,
// and a first chunk that is one of WebP's three image encodings.

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
const u32le = (bytes: Uint8Array, at: number) => Buffer.from(bytes.subarray(at, at + 4)).readUInt32LE(0);

function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return false;
  // The RIFF size counts everything after its own 8 bytes; a file cut short or padded is refused.
  return u32le(bytes, 4) + 8 === bytes.length && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 16));
}

/** The photo type the whole file shows, or null when it is not a JPEG, PNG or WebP image. */
export async function detectPhotoType(bytes: Uint8Array): Promise<PhotoType | null> {
  const known = await detectWholeFile(bytes);
  if (known === 'image/jpeg' || known === 'image/png') return known;
  return isWebp(bytes) ? 'image/webp' : null;
}
