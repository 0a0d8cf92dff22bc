import { PHOTOS } from '@vendor-portal/contract/messages';
import { bookByApi, createVendorByApi, expect as baseExpect, newEmail, signInByApi, test } from './fixtures.ts';

// docs/features.md "Photos of the work", checked in a real browser: a 12-megapixel phone JPEG, turned by its
// EXIF orientation and carrying a location, leaves the phone as at most 1 MB, the right way up, without EXIF.
// The photo is drawn here (4000×3000, the top-left quarter red, the rest blue, with grain so that it weighs
// what a phone's does); its EXIF says "rotate 90° clockwise" (orientation 6) and holds a GPS latitude.

// Pages wait on data and lazy chunks: on a busy machine (CI, shared cores) a first paint can take more than
// the config's 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 4000;
const HEIGHT = 3000;

/** An EXIF APP1 segment (big-endian TIFF): orientation 6 in IFD0, and a GPS IFD with a latitude. */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0
  tiff.writeUInt16BE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: (b: Buffer, o: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff, at + 8);
  };
  entry(10, 0x0112, 3, 1, (b, o) => b.writeUInt16BE(6, o)); // Orientation: rotate 90° CW
  entry(22, 0x8825, 4, 1, (b, o) => b.writeUInt32BE(38, o)); // GPSInfo IFD at 38
  tiff.writeUInt32BE(0, 34);
  tiff.writeUInt16BE(2, 38);
  entry(40, 0x0001, 2, 2, (b, o) => b.write('N\0', o, 'latin1')); // GPSLatitudeRef
  entry(52, 0x0002, 5, 3, (b, o) => b.writeUInt32BE(68, o)); // GPSLatitude: three rationals at 68
  tiff.writeUInt32BE(0, 64);
  [39, 1, 44, 1, 3000, 100].forEach((n, i) => tiff.writeUInt32BE(n, 68 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

test('a 12-megapixel phone JPEG uploads as at most 1 MB, the right way up, with no EXIF and no location', async ({
  page,
  request,
  ops,
}) => {
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Photo Size ${Date.now()}`,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request);
  const job = await bookByApi(ops, product, newEmail('customer'), new Date(Date.now() + 2 * 86_400_000).toISOString(), {
    vendorId: vendor.vendorId,
  });
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto(`/appointments/${job.id}`);
  await expect(page.getByRole('region', { name: PHOTOS.before }).getByText(PHOTOS.none)).toBeVisible();

  const drawn = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d')!;
      const pixels = g.createImageData(width, height);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const red = x < width / 2 && y < height / 2;
          const grain = (Math.random() - 0.5) * 24;
          pixels.data[i] = (red ? 220 : 30) + grain;
          pixels.data[i + 1] = 40 + grain;
          pixels.data[i + 2] = (red ? 40 : 210) + grain;
          pixels.data[i + 3] = 255;
        }
      g.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    },
    { width: WIDTH, height: HEIGHT },
  );
  const jpeg = Buffer.from(drawn, 'base64');
  // The EXIF segment goes right after the start-of-image marker, where a camera writes it.
  const original = Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);
  expect(original.length).toBeGreaterThan(2_000_000);

  await page.getByLabel(`${PHOTOS.chooseFromLibrary} (${PHOTOS.before})`).setInputFiles({
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: original,
  });
  await expect(page.getByRole('img', { name: PHOTOS.photoAlt('before', 1) })).toBeVisible({ timeout: 60_000 });

  // What the server stored.
  const listed = await request.get(`/api/appointment/${job.id}/photos`, {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  const [photo] = (await listed.json()).data as Array<{ url: string }>;
  const stored = await request.get(photo!.url);
  expect(stored.status()).toBe(200);
  const bytes = await stored.body();
  expect(bytes.length).toBeLessThanOrEqual(1_000_000);
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG
  expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false); // no EXIF, so no GPS either
  expect(bytes.includes(Buffer.from([0x00, 0x02, 0x00, 0x05, 0x00, 0x00, 0x00, 0x03]))).toBe(false); // no GPSLatitude

  // Upright: portrait (3:4), at most 2048 px on its longer side, the red quarter now top right (turned clockwise)
  const seen = await page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const at = (fx: number, fy: number) => {
      const [r, , b] = g.getImageData(Math.floor(bitmap.width * fx), Math.floor(bitmap.height * fy), 1, 1).data;
      return r! > b! ? 'red' : 'blue';
    };
    return {
      width: bitmap.width,
      height: bitmap.height,
      topLeft: at(0.25, 0.25),
      topRight: at(0.75, 0.25),
      bottomRight: at(0.75, 0.75),
    };
  }, bytes.toString('base64'));
  // (the library shrinks it further while the JPEG is over the size: the edge is a ceiling, not a target)
  expect(seen).toMatchObject({ topLeft: 'blue', topRight: 'red', bottomRight: 'blue' });
  expect(seen.height).toBeLessThanOrEqual(2048);
  expect(seen.width / seen.height).toBeCloseTo(3 / 4, 2);
});
