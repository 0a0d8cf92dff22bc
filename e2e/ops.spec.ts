import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNT, AUTH, CONSOLE, DOCUMENTS } from '@vendor-portal/contract/messages';
import {
  createVendorByApi,
  expect,
  OPS_HEADERS,
  signInByApi,
  signInStaffOnLoginPage,
  staffByMailedLink,
  test,
  type VendorByApi,
  verifyEmailByApi,
} from './fixtures.ts';

// Journey: the provider's review console (docs/architecture.md "Staff and review"). A reviewer,
// created through the ops API, sets a password through the mailed link, signs in on /login and
// lands on /ops; opens a pending vendor, previews its insurance certificate and rejects it with a
// reason; the vendor reads the reason on Account and uploads a new one; the reviewer approves it
// with an expiry date and approves the vendor; the vendor claims a job. Then axe and screenshots
// of every console page at 390 and 1280 px.

// Each test makes its own staff, vendor and data, so the file's tests may run in different workers (each
// worker its own server): the longest file but one, 185 to 205 s in one worker, no longer bounds the run.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const pdf = (text: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj ' +
      `4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 24 Tf 40 150 Td (${text}) Tj ET\nendstream endobj ` +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A staff account made with OPS_TOKEN; its password is set through the set-password link in the outbox. */
async function signInOnLoginPage(page: Page, email: string) {
  await signInStaffOnLoginPage(page, email);
  await expect(page.getByRole('heading', { level: 1, name: CONSOLE.queueTitle })).toBeVisible();
}

async function uploadByApi(request: APIRequestContext, vendor: VendorByApi, title: string, fileLabel: string) {
  const res = await request.post('/api/vendorFiles', {
    headers: { authorization: `Bearer ${vendor.token}` },
    multipart: { fileLabel, title, file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf(title) } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A pending vendor offering a product in a zip, with a W-9 and an insurance certificate, and a job there. */
async function pendingVendorWithJob(request: APIRequestContext) {
  const stamp = Date.now();
  const zip = String(10_000 + ((stamp + 13) % 89_999)).padStart(5, '0');
  const productRes = await request.post('/api/ops/products', {
    headers: OPS_HEADERS,
    data: {
      title: `Console Wash ${stamp}`,
      isActive: true,
      prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
    },
  });
  expect(productRes.status(), await productRes.text()).toBe(201);
  const product = (await productRes.json()) as { id: number; title: string; prices: Array<{ id: number }> };
  const vendor = await createVendorByApi(request, { title: `Console Review ${stamp}` });
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await request.post('/api/vendorProduct', { headers: auth, data: { productId: product.id } });
  expect(offered.status(), await offered.text()).toBe(201);
  const zipRes = await request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode: zip },
  });
  expect(zipRes.status(), await zipRes.text()).toBe(201);
  await verifyEmailByApi(request, vendor);
  await uploadByApi(request, vendor, 'W9 2026', 'W-9 Form');
  await uploadByApi(request, vendor, 'COI blurry', 'Certificate of Insurance');
  const customerEmail = `console-${stamp}@example.com`;
  const booked = await request.post('/api/ops/appointments', {
    headers: OPS_HEADERS,
    data: {
      customer: { firstName: 'Cora', lastName: 'Console', email: customerEmail, phone: '(303) 555-0199' },
      property: {
        title: 'Console House',
        street1: '9 Oak St',
        city: 'Denver',
        state: 'CO',
        zipCode: zip,
        timeZone: 'America/Denver',
      },
      actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 90,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { vendor, product, customerEmail };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function vendorPage(browser: Browser, vendor: VendorByApi) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInByApi(page, vendor.email, vendor.password);
  return page;
}

test('a reviewer rejects an insurance certificate, the vendor replaces it, the reviewer approves; the vendor claims', async ({
  page,
  request,
  browser,
}) => {
  const { vendor, product, customerEmail } = await pendingVendorWithJob(request);
  const reviewerEmail = await staffByMailedLink(request, page, 'reviewer');
  await signInOnLoginPage(page, reviewerEmail);

  // The queue: search the vendor by email, open it.
  await page.getByRole('searchbox', { name: CONSOLE.search }).fill(vendor.email);
  await page
    .getByRole('link', { name: new RegExp(`Console Review`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/ops/vendors/${vendor.vendorId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Console Review/);
  await expect(page.getByText(product.title)).toBeVisible();

  // Preview the PDF inline: the page fetches the signed link (a PDF) and frames its bytes.
  const coi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'COI blurry' }) });
  const [pdfResponse] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/content?expires=')),
    coi.getByRole('button', { name: CONSOLE.preview('COI blurry') }).click(),
  ]);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  await expect(coi.locator('iframe')).toHaveAttribute('title', CONSOLE.preview('COI blurry'));
  // Framed from the fetched bytes (the link's own sandboxing CSP can keep a PDF viewer out of a frame).
  await expect(coi.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // The screenshot shows the PDF: shoot once the frame has loaded its document.
  const previewFrame = await (await coi.locator('iframe').elementHandle())!.contentFrame();
  expect(previewFrame).not.toBeNull();
  await previewFrame!.waitForLoadState('load');
  await page.screenshot({ path: 'test-results/console/vendor-preview-1280.png', fullPage: true });

  // Reject with a reason.
  await coi.getByLabel(CONSOLE.reasonLabel).fill('The policy number is unreadable.');
  await coi.getByRole('button', { name: CONSOLE.reject }).click();
  await expect(coi.getByText(CONSOLE.decisionSaved)).toBeVisible();
  await expect(coi.getByText(CONSOLE.fileStatus.rejected)).toBeVisible();

  // The vendor reads the reason on Account and uploads a new certificate.
  const vendorTab = await vendorPage(browser, vendor);
  await vendorTab.goto('/account');
  const rejected = vendorTab.getByRole('listitem').filter({ hasText: 'COI blurry' });
  await expect(rejected.getByText(DOCUMENTS.statusRejected)).toBeVisible();
  await expect(rejected.getByText(DOCUMENTS.rejectedReason('The policy number is unreadable.'))).toBeVisible();
  const files = vendorTab.locator('section', { has: vendorTab.getByRole('heading', { name: ACCOUNT.filesTitle }) });
  await files.getByLabel(ACCOUNT.typeLabel).selectOption('Certificate of Insurance');
  await files
    .getByLabel(ACCOUNT.fileLabel, { exact: true })
    .setInputFiles({ name: 'coi-2027.pdf', mimeType: 'application/pdf', buffer: pdf('COI 2027') });
  await files.getByLabel(ACCOUNT.titleLabel).fill('COI 2027');
  await files.getByRole('button', { name: ACCOUNT.addFile }).click();
  const replacement = vendorTab.getByRole('listitem').filter({ hasText: 'COI 2027' });
  await expect(replacement.getByText(DOCUMENTS.statusPending)).toBeVisible();

  // The reviewer approves the new certificate with its expiry date, and the vendor.
  await page.reload();
  const fresh = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'COI 2027' }) });
  await fresh.getByRole('button', { name: CONSOLE.approve }).click();
  await expect(fresh.getByText(CONSOLE.expiryRequired)).toBeVisible();
  const expiry = inDays(20);
  await fresh.getByLabel(CONSOLE.expiryLabel).fill(expiry);
  await fresh.getByRole('button', { name: CONSOLE.approve }).click();
  await expect(fresh.getByText(CONSOLE.decisionSaved)).toBeVisible();
  const w9 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'W9 2026' }) });
  await w9.getByRole('button', { name: CONSOLE.approve }).click();
  await expect(w9.getByText(CONSOLE.decisionSaved)).toBeVisible();
  const decision = page.locator('section', { has: page.getByRole('heading', { name: CONSOLE.vendorDecisionTitle }) });
  await decision.getByRole('button', { name: CONSOLE.approve }).click();
  await expect(decision.getByText(CONSOLE.decisionSaved)).toBeVisible();
  await expect(decision.getByText(CONSOLE.currentStatus(CONSOLE.reviewStatus.approved))).toBeVisible();

  // The vendor sees the approval with its date, the expiry banner (20 days), and claims the job.
  await vendorTab.reload();
  await expect(replacement.getByText(DOCUMENTS.statusApproved)).toBeVisible();
  await expect(replacement.getByText(/^Expires on /)).toBeVisible();
  await expect(vendorTab.getByRole('region', { name: DOCUMENTS.bannerLabel })).toBeVisible();
  await vendorTab.screenshot({ path: 'test-results/console/vendor-account-390.png', fullPage: true });
  await vendorTab.goto('/unclaimed');
  const card = vendorTab.locator('li').filter({ hasText: product.title });
  await card.getByRole('button', { name: 'Claim This Appointment' }).click();
  await expect(vendorTab.getByRole('status').filter({ hasText: 'Appointment claimed' })).toBeVisible();
  // Issue 28: the claimed card stays in place, marked Claimed, until the vendor leaves the page.
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByText(customerEmail)).toBeVisible(); // the card claimed is this booking's
  await expect(card.getByRole('button')).toHaveCount(0);
  await vendorTab.context().close();

  // A reviewer on a vendor page goes back to the console.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/ops$/);
});

test('at 390 px the queue shows an approved vendor with new documents, the count on its tab (issue 28 item 3)', async ({
  page,
  request,
}) => {
  const tag = `Uploads ${Date.now()}`;
  const vendor = await createVendorByApi(request, { title: `${tag} Window Co`, zipcode: '80204' });
  await verifyEmailByApi(request, vendor);
  const approved = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: OPS_HEADERS,
    data: { reviewStatus: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await uploadByApi(request, vendor, 'COI 2027', 'Certificate of Insurance');
  await uploadByApi(request, vendor, 'COI 2027 umbrella', 'Certificate of Insurance');

  await page.setViewportSize({ width: 390, height: 844 });
  const email = await staffByMailedLink(request, page, 'reviewer');
  await signInOnLoginPage(page, email);
  await page.getByRole('searchbox', { name: CONSOLE.search }).fill(tag);
  await page.getByRole('button', { name: CONSOLE.statusCount(CONSOLE.reviewStatus.pending, 1) }).click();
  const row = page.getByRole('list', { name: CONSOLE.queueTitle }).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${tag} Window Co`);
  await expect(row).toContainText(CONSOLE.pendingDocuments(2));
  await expect(row).toContainText(CONSOLE.reviewStatus.approved);
  // The zip stays whole on one line (issue 28 item 12: "8 0204").
  const zip = row.getByText('80204', { exact: true });
  expect(await zip.evaluate((el) => el.getClientRects().length)).toBe(1);
  await page.screenshot({ path: 'test-results/console/queue-approved-uploads-390.png', fullPage: true });
});

test('at 390 px an admin reschedules a booking and sees the new time on its row (issue 28 item 11)', async ({
  page,
  request,
}) => {
  const { product } = await pendingVendorWithJob(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const adminEmail = await staffByMailedLink(request, page, 'admin');
  await signInOnLoginPage(page, adminEmail);
  // A page holds 25: the customer's filter finds it among every other journey's bookings.
  await page.goto('/ops/bookings?customer=Cora%20Console');
  const row = page.locator('li').filter({ hasText: product.title });
  await row.getByRole('button', { name: CONSOLE.rescheduleBooking }).click();
  const form = row.getByRole('form', { name: CONSOLE.rescheduleTitle('Cora Console') });
  const day = inDays(5);
  await form.getByLabel(CONSOLE.date).fill(day);
  await form.getByLabel(CONSOLE.time).fill('14:30');
  await page.screenshot({ path: 'test-results/console/reschedule-390.png', fullPage: true });
  await form.getByRole('button', { name: CONSOLE.saveNewTime }).click();
  // The row reads the new start, in the property's zone.
  const shown = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(row.getByText(new RegExp(`^${shown}, 2:30 PM M[SD]T$`))).toBeVisible();
  await expect(row.getByText(/^Booking moved to /)).toBeVisible();
  await page.screenshot({ path: 'test-results/console/rescheduled-390.png', fullPage: true });
});

test('Bookings after a reschedule fits 1280 px; at 390 px the list comes first and the filters stay in the URL (issue 38 item 10)', async ({
  page,
  request,
}) => {
  const { product } = await pendingVendorWithJob(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  const adminEmail = await staffByMailedLink(request, page, 'admin');
  await signInOnLoginPage(page, adminEmail);
  await page.goto('/ops/bookings?customer=Cora%20Console');
  const row = page.locator('li').filter({ hasText: product.title });
  await row.getByRole('button', { name: CONSOLE.rescheduleBooking }).click();
  const form = row.getByRole('form', { name: CONSOLE.rescheduleTitle('Cora Console') });
  await form.getByLabel(CONSOLE.date).fill(inDays(6));
  await form.getByLabel(CONSOLE.time).fill('10:15');
  await form.getByRole('button', { name: CONSOLE.saveNewTime }).click();
  await expect(row.getByText(/^Booking moved to /)).toBeVisible();
  // Nothing scrolls sideways, and the customer's line is one line wide, not a letter a line.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const name = row.getByText(/^Cora Console · /);
  expect((await name.boundingBox())!.width).toBeGreaterThan(150);
  await page.screenshot({ path: 'test-results/console/bookings-rescheduled-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ops/bookings?state=unclaimed&customer=Cora%20Console');
  const list = page.getByRole('tabpanel');
  await expect(list.getByText(product.title, { exact: false }).first()).toBeVisible();
  // The list is above the fold's form: the form opens only from its button.
  await expect(page.getByLabel(CONSOLE.firstName)).toHaveCount(0);
  await expect(page.getByLabel(CONSOLE.bookingsCustomer)).toHaveValue('Cora Console');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/console/bookings-list-first-390.png', fullPage: true });
  await page.getByRole('button', { name: CONSOLE.newBooking }).click();
  await expect(page.getByLabel(CONSOLE.firstName)).toBeVisible();
  await page.screenshot({ path: 'test-results/console/bookings-form-open-390.png' });
});

// One test a width (120 s as one, the longest journey): the two run in whichever workers are free.
for (const width of [390, 1280]) {
  test(`every console page is axe-clean at ${width} px`, async ({ page, request }) => {
    const { vendor } = await pendingVendorWithJob(request);
    const adminEmail = await staffByMailedLink(request, page, 'admin');
    await signInOnLoginPage(page, adminEmail);
    const pages: Array<[string, string, string]> = [
      ['queue', '/ops', CONSOLE.queueTitle],
      ['vendor', `/ops/vendors/${vendor.vendorId}`, 'Console Review'],
      ['bookings', '/ops/bookings', CONSOLE.bookingsTitle],
      ['catalogue', '/ops/catalogue', CONSOLE.catalogueTitle],
      ['agreement', '/ops/agreement', CONSOLE.agreementEditorTitle],
      ['expiring', '/ops/expiring', CONSOLE.expiringTitle],
      ['audit', '/ops/audit', CONSOLE.auditTitle],
    ];
    const found: string[] = [];
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const [name, path, heading] of pages) {
      await test.step(`${name} at ${width}`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.animate-spin')).toHaveCount(0);
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (overflow) found.push(`${name} at ${width}: horizontal scroll`);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        for (const v of violations)
          found.push(`${name} at ${width}: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        await page.screenshot({ path: `test-results/console/${name}-${width}.png`, fullPage: true });
      });
    }
    // The open mobile menu too.
    if (width === 390) {
      await page.goto('/ops');
      await page.getByRole('button', { name: AUTH.openMenu }).click();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations) found.push(`menu at 390: ${v.id} ${v.help}`);
      await page.screenshot({ path: 'test-results/console/menu-390.png' });
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
