import type { Page } from '@playwright/test';
import { inLanguage } from '@vendor-portal/contract/in-language';
import '@vendor-portal/contract/messages/es/index';
import { APPOINTMENTS, DAY, PHOTOS, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import {
  bookByApi,
  createVendorByApi,
  denverDay,
  DAY_MS,
  expect,
  middayOf,
  newEmail,
  signInByApi,
  test,
} from './fixtures.ts';

// Issue 46: a technician's jobs in Spanish at 390 and 1280 px, Spanish running about a quarter longer than English:
// the list (with the day's timeline on a phone), a job today (on my way sent, its presets open, a photo), a job
// completed and one the provider cancelled. Each screen is checked for a page that scrolls sideways, an element cut
// off or outside the screen, and a badge or a button's short label broken over two lines, then shot
// (test-results/jobs-es/) and looked at.

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const es = <T>(read: () => T) => inLanguage('es', read);

/** What is cut off or outside the screen: the page scrolling sideways, or an element past its edges or clipped. */
async function expectNothingCut(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.sr-only, dialog:not([open]), svg')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.left < -1 || box.right > width + 1) found.push(`${what} outside the screen`);
      if (['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        found.push(`${what} cut`);
      // A badge or a button's short label is one line: Spanish broken over two reads as two words.
      if (el.matches('button, span.rounded-full') && (el.textContent ?? '').trim().length <= 24) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = [...range.getClientRects()].map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 10) found.push(`${what} broken over two lines`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await expectNothingCut(page);
  await page.screenshot({ path: `test-results/jobs-es/${name}.png`, fullPage: true });
}

/** A small JPEG drawn in the page, for a photo of the work. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600);
    const g = canvas.getContext('2d')!;
    g.fillStyle = 'hsl(200 60% 40%)';
    g.fillRect(0, 0, 800, 600);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    let binary = '';
    for (const b of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a technician’s jobs in Spanish at 390 and 1280 px: nothing cut off', async ({ page, request, ops }) => {
  const soon = new Date(Date.now() + 30 * 60_000);
  const later = new Date(Date.now() + 150 * 60_000);
  const denver = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(d);
  test.skip(denver(later) !== denverDay(0), 'both of today’s jobs must fall on today in Denver');

  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Pressure Washing ${stamp % 10_000}`,
    isActive: true,
    prices: [{ title: 'Driveway', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request, { title: `Lavado Brillante ${stamp % 10_000}` });
  const auth = { authorization: `Bearer ${vendor.token}` };
  const language = await request.patch('/api/preferences', { headers: auth, data: { language: 'es' } });
  expect(language.status(), await language.text()).toBe(200);

  const book = (at: string, extra: object = {}) =>
    bookByApi(ops, product, newEmail('customer'), at, { vendorId: vendor.vendorId, ...extra });
  const first = await book(soon.toISOString());
  await book(later.toISOString());
  await book(middayOf(1));
  await book(middayOf(5));
  const done = await book(middayOf(-3), { completedAt: new Date(Date.now() - 3 * DAY_MS).toISOString() });
  const cancelled = await book(middayOf(3));
  await ops.post(`/appointments/${cancelled.id}/cancel`, {});
  const sent = await request.post(`/api/appointment/${first.id}/on-my-way`, {
    headers: auth,
    data: { etaMinutes: 15 },
  });
  expect(sent.status(), await sent.text()).toBe(202);

  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/');
  const photo = await request.post(`/api/appointment/${first.id}/photos`, {
    headers: auth,
    multipart: { kind: 'before', file: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  // The list, with the day at a glance on a phone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: es(() => APPOINTMENTS.pageTitle) })).toBeVisible();
  const day = page.getByRole('region', { name: es(() => DAY.timelineTitle) });
  await expect(day.getByText(es(() => DAY.timelineSubtitle(2)))).toBeVisible();
  await expect(day.getByText(es(() => DAY.statePhotos(1)))).toBeVisible();
  await expect(page.getByRole('region', { name: es(() => APPOINTMENTS.tomorrowTitle) })).toContainText('1 cita');
  await shoot(page, 'list-390');

  // A job today: on my way sent, its presets open, a photo.
  await page.goto(`/appointments/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cita n.º ${first.id}` })).toBeVisible();
  await expect(page.getByText(/^Enviado a las .*, llegas como a las /)).toBeVisible();
  await expect(page.getByRole('img', { name: es(() => PHOTOS.photoAlt('before', 1)) })).toBeVisible();
  await expect(page.getByText(es(() => WORKING_DAY_FIT.releaseTooLateTitle))).toBeVisible();
  await shoot(page, 'job-today-390');
  await page.getByRole('button', { name: es(() => DAY.onMyWay) }).click();
  await expect(page.getByRole('button', { name: es(() => DAY.presetLabel(15)) })).toBeVisible();
  await shoot(page, 'job-on-my-way-390');

  // Completed, and cancelled by the provider.
  await page.goto(`/appointments/${done.id}`);
  await expect(
    page.getByText(
      es(() => APPOINTMENTS.statusBadge('completed')),
      { exact: true },
    ),
  ).toBeVisible();
  await shoot(page, 'job-completed-390');
  await page.goto(`/appointments/${cancelled.id}`);
  await expect(page.getByText(es(() => APPOINTMENTS.cancelled))).toBeVisible();
  await shoot(page, 'job-cancelled-390');
  await page.goto('/?tab=completed');
  await expect(page.getByRole('region', { name: es(() => APPOINTMENTS.completedTitle) })).toContainText(
    '1 cita mostrada',
  );
  await shoot(page, 'list-completed-390');

  // The same at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: es(() => APPOINTMENTS.todayTitle) })).toContainText('2 citas');
  await shoot(page, 'list-1280');
  await page.goto(`/appointments/${first.id}`);
  await expect(page.getByText(/^Enviado a las /)).toBeVisible();
  await page.getByRole('button', { name: es(() => DAY.onMyWay) }).click();
  await shoot(page, 'job-today-1280');
  await page.goto(`/appointments/${cancelled.id}`);
  await expect(page.getByText(es(() => APPOINTMENTS.cancelled))).toBeVisible();
  await shoot(page, 'job-cancelled-1280');
});
