import sharp from 'sharp';

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
