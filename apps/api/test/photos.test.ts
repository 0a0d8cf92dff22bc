import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTOS, UPLOADS } from '@vendor-portal/contract/messages';
import { MAX_PHOTO_BYTES } from '@vendor-portal/contract/photos';
import { appointmentPhotos } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestIdentity,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { cameraImage, imageFacts } from './image-fixtures.ts';
import { multipart, PNG } from './robustness/support.ts';
import { createTestStaff } from './staff-helpers.ts';

// Issue 31 "Photos of the work": types by their bytes, the size limit, 30 per job (also when two
// uploads race), and who may see them (the vendor holding the job and staff; anyone else 404).

let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

/** A real JPEG from a camera: EXIF with a GPS position, orientation 6 (image-fixtures.ts). */
const JPEG = await cameraImage('jpeg');
/** A 1×1 lossless WebP. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

async function ownAppointment() {
  const v = await createTestVendor(t.app);
  const { id } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
  return { v, appointmentId: id };
}

function upload(
  headers: Record<string, string>,
  appointmentId: number,
  file: { data: Buffer; filename?: string; contentType?: string },
  kind = 'before',
) {
  const body = multipart([
    { name: 'kind', value: kind },
    {
      name: 'file',
      filename: file.filename ?? 'photo.jpg',
      contentType: file.contentType ?? 'image/jpeg',
      data: file.data,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/appointment/${appointmentId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const rowsOf = (appointmentId: number) =>
  t.app.db.select().from(appointmentPhotos).where(eq(appointmentPhotos.appointmentId, appointmentId));

/** Rows standing in for photos already taken (the count is what matters). */
async function fill(v: TestVendor, appointmentId: number, n: number) {
  await t.app.db.insert(appointmentPhotos).values(
    Array.from({ length: n }, () => ({
      appointmentId,
      vendorId: v.vendorId,
      kind: 'before' as const,
      storageKey: `${v.vendorId}/${crypto.randomUUID()}`,
      contentType: 'image/png',
      sizeBytes: 1,
    })),
  );
}

describe('POST /api/appointment/{id}/photos', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a WebP', WEBP, 'image/webp'],
  ])('takes %s, lists it and serves it behind the url, inline with its name', async (_name, data, type) => {
    const ext = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' }[type];
    const { v, appointmentId } = await ownAppointment();
    // The declared name and type say nothing: the bytes decide.
    const res = await upload(v.headers, appointmentId, { data, filename: 'x.bin', contentType: 'text/plain' }, 'after');
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      kind: 'after',
      url: expect.any(String),
      createdAt: expect.any(String),
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/appointment/${appointmentId}/photos`,
      headers: v.headers,
    });
    expect(list.json()).toEqual({ data: [{ ...photo, url: expect.any(String) }] });
    const bytes = await t.app.inject({ method: 'GET', url: photo.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe(type);
    expect(bytes.headers['content-disposition']).toBe(
      `inline; filename="photo-${photo.id}${ext}"; filename*=UTF-8''photo-${photo.id}${ext}`,
    );
    expect((await imageFacts(bytes.rawPayload)).format).toBe(type.slice('image/'.length));
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s from a camera without its GPS position or EXIF, turned upright by its orientation',
    async (format) => {
      const { v, appointmentId } = await ownAppointment();
      const taken = await cameraImage(format);
      // The fixture is what a phone sends straight to the API: 40×20 stored, orientation 6, GPS inside.
      expect(await imageFacts(taken)).toMatchObject({ width: 40, height: 20, orientation: 6, exif: true });
      const res = await upload(v.headers, appointmentId, { data: taken, filename: 'IMG_0001.jpg' });
      expect(res.statusCode).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(served.rawPayload.equals(taken)).toBe(false);
      expect(await imageFacts(served.rawPayload)).toEqual({
        format,
        width: 20,
        height: 40,
        orientation: undefined,
        exif: false,
        xmp: false,
        mentionsCamera: false,
      });
      const [row] = await rowsOf(appointmentId);
      expect(row!.sizeBytes).toBe(served.rawPayload.length);
    },
  );

  it('stores a photo the browser compressed no larger than it came (a lower quality when need be)', async () => {
    const { v, appointmentId } = await ownAppointment();
    // Noise compresses badly: re-encoded at the best quality it would grow.
    const noise = Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251));
    const sent = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const res = await upload(v.headers, appointmentId, { data: sent });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.rawPayload.length).toBeLessThanOrEqual(sent.length);
  });

  it('refuses a JPEG header followed by HTML with 415 image-unreadable, storing nothing', async () => {
    const { v, appointmentId } = await ownAppointment();
    const put = vi.spyOn(t.app.storage, 'put');
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(100));
    const polyglot = Buffer.concat([JPEG.subarray(0, 20), html, Buffer.from([0xff, 0xd9])]);
    const cut = JPEG.subarray(0, JPEG.length - 40);
    for (const data of [polyglot, cut]) {
      const res = await upload(v.headers, appointmentId, { data });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'image-unreadable', message: UPLOADS.imageUnreadable });
    }
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    expect(await rowsOf(appointmentId)).toEqual([]);
  });

  it('keeps the image and drops whatever follows its end (HTML after a whole JPEG)', async () => {
    const { v, appointmentId } = await ownAppointment();
    const trailing = Buffer.concat([JPEG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(v.headers, appointmentId, { data: trailing });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(await imageFacts(served.rawPayload)).toMatchObject({ format: 'jpeg', exif: false });
  });

  it('refuses an image of more than 50 megapixels (a small file that would fill the memory) with 413', async () => {
    const { v, appointmentId } = await ownAppointment();
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    const res = await upload(v.headers, appointmentId, { data: bomb, filename: 'bomb.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload-too-large', message: UPLOADS.imageTooManyPixels });
    expect(await rowsOf(appointmentId)).toEqual([]);
  });

  it('refuses a text file renamed .jpg with 415 and stores nothing', async () => {
    const { v, appointmentId } = await ownAppointment();
    const put = vi.spyOn(t.app.storage, 'put');
    const res = await upload(v.headers, appointmentId, { data: Buffer.from('just some notes\n'.repeat(20)) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported-media-type', message: PHOTOS.notAnImage });
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    expect(await rowsOf(appointmentId)).toEqual([]);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { v, appointmentId } = await ownAppointment();
    const big = Buffer.concat([JPEG.subarray(0, JPEG.length - 2), Buffer.alloc(MAX_PHOTO_BYTES), JPEG.subarray(-2)]);
    const res = await upload(v.headers, appointmentId, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload-too-large', message: PHOTOS.tooLarge });
    expect(await rowsOf(appointmentId)).toEqual([]);
  });

  it('refuses a kind other than before or after with 400', async () => {
    const { v, appointmentId } = await ownAppointment();
    const res = await upload(v.headers, appointmentId, { data: PNG }, 'during');
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(appointmentId)).toEqual([]);
  });

  it('takes the 30th photo and refuses the 31st with 409', async () => {
    const { v, appointmentId } = await ownAppointment();
    await fill(v, appointmentId, 29);
    expect((await upload(v.headers, appointmentId, { data: PNG })).statusCode).toBe(201);
    const over = await upload(v.headers, appointmentId, { data: PNG });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'conflict', message: PHOTOS.limitReached });
    expect(await rowsOf(appointmentId)).toHaveLength(30);
  });

  it('lets only one of two uploads at once at 29 through', async () => {
    const { v, appointmentId } = await ownAppointment();
    await fill(v, appointmentId, 29);
    const answers = await Promise.all([
      upload(v.headers, appointmentId, { data: PNG }),
      upload(v.headers, appointmentId, { data: JPEG }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(appointmentId)).toHaveLength(30);
  });

  it('makes one photo for one idempotency key sent twice', async () => {
    const { v, appointmentId } = await ownAppointment();
    const headers = { ...v.headers, 'idempotency-key': `photo-${appointmentId}-abcdef` };
    const body = multipart(
      [
        { name: 'kind', value: 'before' },
        { name: 'file', filename: 'p.png', contentType: 'image/png', data: PNG },
      ],
      'fixed-boundary-for-replay',
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointment/${appointmentId}/photos`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await rowsOf(appointmentId)).toHaveLength(1);
  });
});

describe('who sees the photos', () => {
  it('answers 404 to another vendor and to an account without a vendor, and changes nothing', async () => {
    const { v, appointmentId } = await ownAppointment();
    const photo = (await upload(v.headers, appointmentId, { data: PNG })).json();
    const other = await createTestVendor(t.app);
    const noVendor = await createTestIdentity(t.app);
    for (const caller of [other.headers, noVendor.headers]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/appointment/${appointmentId}/photos`,
        headers: caller,
      });
      expect(list.statusCode).toBe(404);
      expect((await upload(caller, appointmentId, { data: PNG })).statusCode).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/appointment/${appointmentId}/photos/${photo.id}`,
        headers: caller,
      });
      expect(del.statusCode).toBe(404);
    }
    expect(await rowsOf(appointmentId)).toHaveLength(1);
    // A photo's id under an appointment the caller holds is not a way in either.
    const own = await bookTestAppointment(t.app, product, { vendorId: other.vendorId });
    const cross = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${own.id}/photos/${photo.id}`,
      headers: other.headers,
    });
    expect(cross.statusCode).toBe(404);
    expect(await rowsOf(appointmentId)).toHaveLength(1);
  });

  it('answers 401 without a token, and a forged link is refused', async () => {
    const { v, appointmentId } = await ownAppointment();
    const photo = (await upload(v.headers, appointmentId, { data: PNG })).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/appointment/${appointmentId}/photos` })).statusCode).toBe(
      401,
    );
    const forged = photo.url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('shows staff a booking’s photos in the console, and vendors not the console’s route', async () => {
    const { v, appointmentId } = await ownAppointment();
    const photo = (await upload(v.headers, appointmentId, { data: PNG }, 'after')).json();
    const reviewer = await createTestStaff(t.app, 'reviewer');
    for (const headers of [reviewer.headers, opsHeaders]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/ops/appointments/${appointmentId}/photos`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [{ ...photo, url: expect.any(String) }] });
    }
    const asVendor = await t.app.inject({
      method: 'GET',
      url: `/api/ops/appointments/${appointmentId}/photos`,
      headers: v.headers,
    });
    expect(asVendor.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/ops/appointments/999999/photos',
      headers: opsHeaders,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/appointment/{id}/photos/{photoId}', () => {
  it('removes the photo and its bytes', async () => {
    const { v, appointmentId } = await ownAppointment();
    const photo = (await upload(v.headers, appointmentId, { data: PNG })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/${appointmentId}/photos/${photo.id}`,
      headers: v.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await rowsOf(appointmentId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
