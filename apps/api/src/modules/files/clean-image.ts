import sharp from 'sharp';
import { UPLOADS } from '@vendor-portal/contract/messages';
import { AppError } from '../../lib/errors.ts';

// Issue 38 item 4 (docs/decisions/013-images-cleaned-with-sharp.md): every image the server stores,
// a job's photo or a document that is an image, is decoded whole and written again. What is stored
// is only the pixels: the EXIF block (a camera's GPS position, its serial number, the time), XMP, IPTC
// and comments are gone, the EXIF orientation is applied to the pixels first (so the photo still
// stands the right way up without it), and bytes after the image (a polyglot's HTML) are not kept.
// A file that starts as an image but does not decode as one is refused with 415 image-unreadable.

/** The image types the server stores, each written back in its own format. */
export type CleanableImage = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export const isCleanableImage = (type: string | null): type is CleanableImage =>
  type === 'image/jpeg' || type === 'image/png' || type === 'image/webp' || type === 'image/gif';

/**
 * Pixels an image may have: 50 megapixels holds any phone photo and a page scanned at 600 dpi, and
 * keeps a small file that declares a huge image (a decompression bomb) from taking the memory.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

// No cache of decoded images between requests: each upload is decoded once, and memory is freed at once.
sharp.cache(false);

const imageUnreadable = () => new AppError('image-unreadable', UPLOADS.imageUnreadable);

/** Qualities tried for a lossy format, best first, until the result is no larger than what was sent. */
const LOSSY_QUALITIES = [90, 80, 70, 60];

/**
 * The image's pixels alone, in its own format, turned the way its EXIF orientation said. A JPEG or
 * WebP is written at the best quality that is not larger than the upload (a photo the browser already
 * compressed to its size ceiling stays under it); a PNG or GIF is lossless.
 */
export async function cleanImage(
  bytes: Buffer,
  type: CleanableImage,
  /** A tighter pixel limit and its 413 message (a signature's: contract/visit.ts MAX_SIGNATURE_PIXELS). */
  limit: { maxPixels: number; message: string } = { maxPixels: MAX_IMAGE_PIXELS, message: UPLOADS.imageTooManyPixels },
): Promise<Buffer> {
  // failOn 'error': a truncated or corrupt image fails; libjpeg's warnings about a camera's slightly
  // odd but whole file do not. `animated` keeps every frame of a GIF or WebP animation.
  const decoded = () =>
    sharp(bytes, { failOn: 'error', limitInputPixels: limit.maxPixels, animated: true }).autoOrient();
  try {
    // sharp writes no metadata unless asked (withMetadata / keepExif): nothing of the original's stays.
    if (type === 'image/png') return await decoded().png().toBuffer();
    if (type === 'image/gif') return await decoded().gif().toBuffer();
    let smallest: Buffer | null = null;
    for (const quality of LOSSY_QUALITIES) {
      const image = decoded();
      const out = await (type === 'image/jpeg' ? image.jpeg({ quality }) : image.webp({ quality })).toBuffer();
      if (!smallest || out.length < smallest.length) smallest = out;
      if (out.length <= bytes.length) break;
    }
    return smallest!;
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new AppError('payload-too-large', limit.message);
    throw imageUnreadable();
  }
}
