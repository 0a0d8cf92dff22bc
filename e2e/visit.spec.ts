import type { Page } from '@playwright/test';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/constants';
import { APPOINTMENTS, APPROVE, CUSTOMER_MAIL, PHOTOS, VISIT } from '@vendor-portal/contract/messages';
import { bookByApi, eligibleVendorByApi, expect as baseExpect, newEmail, signInByApi, test } from './fixtures.ts';

// Issue 43 "The visit", its journey at 390 px: the technician arrives, ticks the checklist with a photo taken
// offline (both sent once back online), asks the customer for more time; the customer approves on /approve in a
// browser of its own and the job's page shows it live (longer, better paid); the customer signs on the phone; the
// job is completed. Screens of the signature step and of /approve are shot at 390 and 1280 px (test-results/visit/).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const ZIP = '80203';
const hourIn = (date: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date));

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/visit/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/visit/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A small JPEG drawn in the page (what a camera hands the picker, in small). */
async function smallJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 240);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#16a34a';
    g.fillRect(0, 0, 320, 240);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

test('the visit at 390 px: arrived, the checklist with a photo offline, more time approved by the customer live, signed, completed', async ({
  page,
  browser,
  context,
  request,
  ops,
}) => {
  const now = new Date();
  const timeZone = ALLOWED_TIME_ZONES.find((z) => hourIn(now, z) <= 21)!;
  const stamp = Date.now();
  const service = `Gutter Clean ${stamp}`;
  const company = `Visit Co ${stamp}`;
  // 60.00 of pay and 90.00 for the customer for 60 minutes; a checklist with a photo; the customer signs.
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: service,
    isActive: true,
    signatureRequired: true,
    checklist: [
      { text: 'Clear the downpipes', required: true, photo: false },
      { text: 'Photo of the clean gutter', required: true, photo: true },
    ],
    prices: [{ title: 'House', isOutside: true, schedulingInterface: 'datetime', payoutCents: 6000, priceCents: 9000 }],
  });
  const vendor = await eligibleVendorByApi(request, product.id, ZIP, { title: company });
  const customer = newEmail('customer');
  const job = await bookByApi(ops, product, customer, new Date(now.getTime() + 5 * 60_000).toISOString(), {
    vendorId: vendor.vendorId,
    property: { title: 'Visit House', street1: '3 Oak St', city: 'Denver', state: 'CO', zipCode: ZIP, timeZone },
  });

  // 1. Arrived.
  await signInByApi(page, vendor.email, vendor.password);
  const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto(`/appointments/${job.id}`);
  await streaming;
  await page.getByRole('button', { name: VISIT.arrived, exact: true }).click();
  await expect(page.getByText(/^Arrived at /)).toBeVisible();

  // 2. Offline: a photo of the work and both items ticked wait on the phone, then are sent once.
  const checklist = page.locator('section', { has: page.getByRole('heading', { name: VISIT.checklistHeading }) });
  await expect(checklist.getByRole('checkbox', { name: 'Clear the downpipes' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel(`${PHOTOS.takePhoto} (${PHOTOS.after})`).setInputFiles({
    name: 'after.jpg',
    mimeType: 'image/jpeg',
    buffer: await smallJpeg(page),
  });
  await checklist.getByRole('checkbox', { name: 'Clear the downpipes' }).check();
  await checklist.getByRole('checkbox', { name: 'Photo of the clean gutter' }).check();
  await expect(checklist.getByText(VISIT.waitingToSync)).toHaveCount(2);
  await context.setOffline(false);
  await expect(checklist.getByText(VISIT.waitingToSync)).toHaveCount(0);
  await expect(checklist.getByRole('checkbox', { name: 'Photo of the clean gutter' })).toBeChecked();
  const ticked = await request.get(`/api/appointment/${job.id}/checklist`, {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  expect((await ticked.json()).data.map((i: { doneAt: string | null }) => i.doneAt !== null)).toEqual([true, true]);

  // 3. More time: 30 minutes, with a reason; the customer is mailed a link.
  const moreTime = page.locator('section', { has: page.getByRole('heading', { name: VISIT.extraTimeHeading }) });
  await moreTime.getByRole('button', { name: VISIT.extraTimeAsk }).click();
  await moreTime.getByLabel(VISIT.extraTimeReasonLabel).fill('The back gutter is blocked all along.');
  await moreTime.getByRole('button', { name: VISIT.extraTimeSend }).click();
  await expect(moreTime.getByText(VISIT.extraTimePending(30))).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await ops.outbox())
        .find((m) => m.to === customer && m.subject === CUSTOMER_MAIL.extraTimeSubject(company))
        ?.links.find((l) => new URL(l).pathname === '/approve');
      return link;
    })
    .toBeTruthy();

  // 4. The customer, in a browser of its own, reads the request and approves it.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await other.newPage();
  await customerPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(customerPage.getByText(APPROVE.asks(company, 30, service))).toBeVisible();
  // 90.00 for 60 minutes: 45.00 for 30 more.
  await expect(customerPage.getByText('$45.00')).toBeVisible();
  await expect(customerPage.getByText('The back gutter is blocked all along.')).toBeVisible();
  await expect(customerPage.getByText('3 Oak St')).toHaveCount(0);
  await shoot(customerPage, 'approve');
  await customerPage.getByRole('button', { name: APPROVE.approve }).click();
  await expect(customerPage.getByText(APPROVE.approved)).toBeVisible();
  await shoot(customerPage, 'approve-done');
  await customerPage.reload();
  await expect(customerPage.getByText(APPROVE.invalid)).toBeVisible();
  await other.close();

  // 5. The technician's page shows it without a reload: approved, 90 minutes, 90.00 of pay.
  await expect(moreTime.getByText(VISIT.extraTimeApproved(30))).toBeVisible();
  await expect(moreTime.getByText(VISIT.extraTimeApprovedStatus(30))).toBeVisible();
  const detail = await request.get(`/api/appointment/${job.id}`, {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  expect((await detail.json()).data).toMatchObject({ payoutCents: 9000, appointmentDetails: { duration: 90 } });

  // 6. Completing before the signature is refused with its reason; the customer signs; the job is completed.
  await page.getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await page.getByRole('dialog').getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await expect(page.getByText(VISIT.signatureRequired)).toBeVisible();
  const signature = page.locator('section', { has: page.getByRole('heading', { name: VISIT.signatureHeading }) });
  await signature.getByRole('button', { name: VISIT.signatureAsk }).click();
  const pad = signature.getByRole('img', { name: VISIT.signaturePadLabel });
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [120, 25],
    [180, -20],
    [240, 15],
  ] as const)
    await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 5 });
  await page.mouse.up();
  await signature.getByLabel(VISIT.signatureNameLabel).fill('Jamie Journey');
  await shoot(page, 'signature-step');
  await signature.getByRole('button', { name: VISIT.signatureSave }).click();
  await expect(signature.getByRole('img', { name: VISIT.signatureImageAlt('Jamie Journey') })).toBeVisible();
  await shoot(page, 'signature-saved');

  await page.getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await page.getByRole('dialog').getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await expect(page.getByText(APPOINTMENTS.statusBadge('completed'), { exact: true })).toBeVisible();
});
