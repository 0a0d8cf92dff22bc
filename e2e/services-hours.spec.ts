import { createVendorByApi, expect, signInByApi, test } from './fixtures.ts';
import { HOURS, SERVICES } from '@vendor-portal/contract/messages';
import type { Page } from '@playwright/test';

// Journey: a fresh vendor (the demo vendor stays as seeded) manages a service and its zip
// codes, then its weekly hours and zone, and finds everything as saved after a reload.

const servicesPanel = (page: Page) => page.getByRole('region', { name: /Services?$/ });
const hoursPanel = (page: Page) => page.getByRole('region', { name: 'Business Hours' });
const chips = (page: Page) => page.getByRole('list', { name: SERVICES.zipChipsLabel }).getByRole('listitem');
const hoursRow = (page: Page, day: string) => hoursPanel(page).getByRole('row', { name: new RegExp(`^${day}`) });

test('a vendor adds, edits and deletes a service, then sets hours and a zone that survive a reload', async ({
  page,
  request,
  ops,
}) => {
  const title = `E2E Gutter Cleaning ${Date.now()}`;
  await ops.post('/products', {
    title,
    isActive: true,
    prices: [{ title: 'Single storey', isOutside: true, schedulingInterface: 'date' }],
  });
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services & Hours' })).toBeVisible();
  await expect(servicesPanel(page).getByText(SERVICES.empty)).toBeVisible();

  // Add a service with three zips (Enter and the Add button both add; chips sort numerically).
  await page.getByRole('button', { name: 'Add Service' }).click();
  await page.getByLabel('Service', { exact: true }).selectOption({ label: title });
  const zip = page.getByRole('textbox', { name: SERVICES.zipCodesLabel });
  await zip.fill('80210');
  await zip.press('Enter');
  await zip.fill('80202');
  await zip.press('Enter');
  await zip.fill('80205');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(chips(page)).toHaveText(['80202', '80205', '80210']);
  await page.getByRole('button', { name: 'Save New Service' }).click();
  const service = servicesPanel(page).getByRole('button', { name: new RegExp(title) });
  await expect(service).toContainText('802028020580210');

  // Edit: add one, remove one.
  await service.click();
  await zip.fill('80301');
  await zip.press('Enter');
  await page.getByRole('button', { name: 'Remove 80205' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(service).toContainText('802028021080301');

  // The last zip cannot be removed.
  await service.click();
  await page.getByRole('button', { name: 'Remove 80202' }).click();
  await page.getByRole('button', { name: 'Remove 80210' }).click();
  await page.getByRole('button', { name: 'Remove 80301' }).click();
  await expect(servicesPanel(page).getByRole('alert')).toHaveText(SERVICES.cannotRemoveLastZip);
  await expect(chips(page)).toHaveText(['80301']);

  // Delete the service.
  await page.getByRole('button', { name: 'Delete Service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Service' }).click();
  await expect(servicesPanel(page).getByText(SERVICES.empty)).toBeVisible();

  // Hours: Monday–Friday with a zone (Monday 08:30–17:30, the others the 09:00–17:00 default).
  await expect(hoursPanel(page).getByText(HOURS.notSet)).toBeVisible();
  await hoursPanel(page).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(HOURS.timeZoneLabel).selectOption('America/Denver');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await page.getByRole('checkbox', { name: `${day} closed` }).uncheck();
  }
  await page.getByLabel('Monday open time').fill('08:30');
  await page.getByLabel('Monday close time').fill('17:30');
  await hoursPanel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(hoursRow(page, 'Monday')).toHaveText('Monday8:30 AM5:30 PM');
  await expect(hoursRow(page, 'Saturday')).toHaveText('Saturday9:00 AM5:00 PM');

  // Saturday becomes closed.
  await hoursPanel(page).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Saturday closed' }).check();
  await hoursPanel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(hoursRow(page, 'Saturday')).toHaveText(`Saturday${HOURS.closed}`);

  // The zone changes.
  await hoursPanel(page).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel(HOURS.timeZoneLabel).selectOption('America/Chicago');
  await hoursPanel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(hoursPanel(page).getByText('America/Chicago')).toBeVisible();

  // Everything as saved after a reload.
  await page.reload();
  await expect(hoursPanel(page).getByText('America/Chicago')).toBeVisible();
  await expect(hoursRow(page, 'Monday')).toHaveText('Monday8:30 AM5:30 PM');
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await expect(hoursRow(page, day)).toHaveText(`${day}9:00 AM5:00 PM`);
  await expect(hoursRow(page, 'Saturday')).toHaveText(`Saturday${HOURS.closed}`);
  await expect(hoursRow(page, 'Sunday')).toHaveText(`Sunday${HOURS.closed}`);
  await expect(servicesPanel(page).getByText(SERVICES.empty)).toBeVisible();

  // And on the server: one zone on every row, Saturday kept as a closed row.
  const rows = await (
    await request.get('/api/vendorHours', { headers: { authorization: `Bearer ${vendor.token}` } })
  ).json();
  expect(
    rows.map((r: { weekDay: string; openTime: string; timeZone: string }) => [r.weekDay, r.openTime, r.timeZone]),
  ).toEqual([
    ['Monday', '08:30', 'America/Chicago'],
    ['Tuesday', '09:00', 'America/Chicago'],
    ['Wednesday', '09:00', 'America/Chicago'],
    ['Thursday', '09:00', 'America/Chicago'],
    ['Friday', '09:00', 'America/Chicago'],
    ['Saturday', '', 'America/Chicago'],
  ]);
});
