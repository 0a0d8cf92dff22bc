import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_OPS_CONTACT } from '@vendor-portal/contract/ops-contact';
import { APPOINTMENTS, PHOTOS, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { bookByApi, createVendorByApi, expect, newEmail, signInByApi, test, type VendorByApi } from './fixtures.ts';

// Issue 38 items 1, 7 and 13 at 390 px: the provider cancels a job the vendor holds, and its page shows it
// cancelled with no way to change it (the server refuses with 409 appointment-closed); its photos still open
// full size, one after the other. A job the vendor releases turns read-only at once. A job within 24 hours
// names the operations team's phone and email. Screenshots at 390 and 1280 px, after asserting what they show.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const HOUR = 3_600_000;

/** A photo drawn in the page (a coloured field with its number), as a JPEG. */
async function drawnPhoto(page: Page, label: string, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ label, hue }) => {
      const canvas = new OffscreenCanvas(1200, 900);
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, 1200, 900);
      gradient.addColorStop(0, `hsl(${hue} 70% 45%)`);
      gradient.addColorStop(1, `hsl(${hue + 40} 70% 25%)`);
      g.fillStyle = gradient;
      g.fillRect(0, 0, 1200, 900);
      g.fillStyle = 'white';
      g.font = 'bold 160px sans-serif';
      g.fillText(label, 80, 520);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { label, hue },
  );
  return Buffer.from(base64, 'base64');
}

async function uploadByApi(request: APIRequestContext, vendor: VendorByApi, id: number, kind: string, jpeg: Buffer) {
  const res = await request.post(`/api/appointment/${id}/photos`, {
    headers: { authorization: `Bearer ${vendor.token}` },
    multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Nothing on the page changes the job. */
async function expectReadOnly(page: Page) {
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: APPOINTMENTS.addNote })).toHaveCount(0);
  await expect(page.getByRole('button', { name: APPOINTMENTS.markComplete })).toHaveCount(0);
  await expect(page.getByRole('button', { name: WORKING_DAY_FIT.releaseAction })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /on my way/i })).toHaveCount(0);
  await expect(page.getByText(PHOTOS.takePhoto)).toHaveCount(0);
  await expect(page.getByRole('button', { name: PHOTOS.delete })).toHaveCount(0);
  await expect(page.getByText(/You can mark this appointment as complete from/)).toHaveCount(0);
}

test('a cancelled job and a released one are read-only; photos open full size', async ({ page, request, ops }) => {
  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Closed Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request, { title: `Closed Detailing ${stamp}` });
  const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString();
  const cancelled = await bookByApi(ops, product, newEmail('customer'), inDays(3), { vendorId: vendor.vendorId });
  const released = await bookByApi(ops, product, newEmail('customer'), inDays(4), { vendorId: vendor.vendorId });
  const soon = await bookByApi(ops, product, newEmail('customer'), new Date(Date.now() + 5 * HOUR).toISOString(), {
    vendorId: vendor.vendorId,
  });
  const note = await request.post('/api/appointmentNote', {
    headers: { authorization: `Bearer ${vendor.token}` },
    data: { appointmentId: cancelled.id, jobNotes: 'Side gate, code 4321', messageType: 'vendor' },
  });
  expect(note.status(), await note.text()).toBe(201);

  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/');
  await uploadByApi(request, vendor, cancelled.id, 'before', await drawnPhoto(page, 'Before 1', 200));
  await uploadByApi(request, vendor, cancelled.id, 'after', await drawnPhoto(page, 'After 1', 120));

  // The provider's admin cancels the booking the vendor holds.
  await ops.post(`/appointments/${cancelled.id}/cancel`, {});
  await page.goto(`/appointments/${cancelled.id}`);
  await expect(page.getByText(APPOINTMENTS.cancelled)).toBeVisible();
  await expect(page.getByText(APPOINTMENTS.statusBadge('cancelled'), { exact: true })).toBeVisible();
  await expect(page.getByText(APPOINTMENTS.statusBadge('upcoming'), { exact: true })).toHaveCount(0);
  await expect(page.getByText('Side gate, code 4321')).toBeVisible();
  await expectReadOnly(page);
  // And the server agrees: a note is refused.
  const refused = await request.post('/api/appointmentNote', {
    headers: { authorization: `Bearer ${vendor.token}` },
    data: { appointmentId: cancelled.id, jobNotes: 'late note', messageType: 'vendor' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('appointment-closed');
  await page.screenshot({ path: 'test-results/closed-cancelled-390.png', fullPage: true });

  // Its photos open full size, one after the other; Escape closes.
  await page.getByRole('button', { name: PHOTOS.openPhoto(PHOTOS.photoAlt('before', 1)) }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: PHOTOS.photoAlt('before', 1) })).toBeVisible();
  await expect(viewer).toContainText(PHOTOS.viewerPosition(1, 2));
  await viewer.getByRole('button', { name: PHOTOS.nextPhoto }).click();
  await expect(viewer.getByRole('img', { name: PHOTOS.photoAlt('after', 1) })).toBeVisible();
  await page.screenshot({ path: 'test-results/closed-viewer-390.png' });
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: PHOTOS.photoAlt('before', 1) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText(APPOINTMENTS.cancelled)).toBeVisible();
  await page.screenshot({ path: 'test-results/closed-cancelled-1280.png', fullPage: true });
  await page.getByRole('button', { name: PHOTOS.openPhoto(PHOTOS.photoAlt('after', 1)) }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: PHOTOS.photoAlt('after', 1) })).toBeVisible();
  await page.screenshot({ path: 'test-results/closed-viewer-1280.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });

  // The vendor releases a job: its page is read-only at once and says it was released.
  await page.goto(`/appointments/${released.id}`);
  // A one-person company has no assignee picker (issue 38 item 15): Add Note is the open page's sign.
  await expect(page.getByRole('button', { name: APPOINTMENTS.addNote })).toBeVisible();
  await page.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }).click();
  await page.getByRole('dialog').getByRole('button', { name: WORKING_DAY_FIT.releaseConfirm }).click();
  await expect(page.getByText(WORKING_DAY_FIT.released)).toBeVisible();
  await expect(page.getByText(APPOINTMENTS.statusBadge('released'), { exact: true })).toBeVisible();
  await expectReadOnly(page);
  await page.screenshot({ path: 'test-results/closed-released-390.png', fullPage: true });

  // Within 24 hours: no release, the operations team's phone and email instead.
  await page.goto(`/appointments/${soon.id}`);
  await expect(page.getByText(WORKING_DAY_FIT.releaseTooLateTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: WORKING_DAY_FIT.callOps(DEFAULT_OPS_CONTACT.phone) })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(page.getByRole('link', { name: WORKING_DAY_FIT.emailOps(DEFAULT_OPS_CONTACT.email) })).toHaveAttribute(
    'href',
    `mailto:${DEFAULT_OPS_CONTACT.email}`,
  );
  await page.getByText(WORKING_DAY_FIT.releaseTooLateTitle).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/closed-contact-390.png' });
});
