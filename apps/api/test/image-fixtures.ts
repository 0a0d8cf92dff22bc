import sharp from 'sharp';
import zlib from 'node:zlib';

// Issue 38 item 4: real images made in the test, as a phone's camera writes them: EXIF with the
// camera's make, a GPS position and an orientation that says "turn me a quarter".

/** Where the photo was taken (Denver): what must never reach the server's storage. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '39/1 44/1 21/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '104/1 59/1 3/1',
};

/**
 * An image 40 pixels wide and 20 high as stored, with EXIF orientation 6 (shown turned a quarter
 * clockwise, so 20 wide and 40 high), the camera's make and a GPS position.
 */
export function cameraImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03020' } })
    .toFormat(format)
    .withExif({ IFD0: { Make: 'AcmeCam' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What an image says about itself: its size as stored, orientation, and any metadata block left. */
export async function imageFacts(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    orientation: m.orientation,
    exif: m.exif !== undefined,
    xmp: m.xmp !== undefined,
    // The GPS IFD's tags, the camera's make, wherever they would hide in the file.
    mentionsCamera: bytes.includes('AcmeCam'),
  };
}

// Issue 54 item 3: PNGs written chunk by chunk, to say what sharp would never write itself.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG that declares `width` × `height` pixels, one bit each, all black: a few kilobytes that a decoder would
 * open to hundreds of megabytes (15000 × 15000 is 225 megapixels).
 */
export function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const row = Math.ceil(width / 8) + 1; // each row: its filter byte, then the bits
  const pixels = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** `png` with a tEXt chunk `keyword`: `text` after its header (where a PNG writer puts a comment or a tracker). */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const afterHeader = 8 + 4 + 4 + 13 + 4;
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  return Buffer.concat([png.subarray(0, afterHeader), chunk('tEXt', data), png.subarray(afterHeader)]);
}
