import { ACCOUNT, AUTH, ONBOARDING, SERVICES } from '@vendor-portal/contract/messages';
import { test, expect, newEmail, openPrerendered } from './fixtures.ts';

// From a new account to a reviewed vendor. Sign up at /get-started, walk the five steps
// of /onboarding (a validation error on each, a reload in the middle that resumes the draft),
// finish on /, and find everything on /services and /account as entered.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a new vendor signs up and completes onboarding', async ({ page }) => {
  const email = newEmail('onboarding');
  const save = page.getByRole('button', { name: 'Save and Continue' });

  await openPrerendered(page, '/get-started');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('onboard-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('onboard-pass-1');
  await page.getByRole('button', { name: AUTH.createAccount }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // 1. Business Info
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await page.getByLabel('Business Name').fill('Front Range Wash Co');
  await page.getByLabel('Phone').pressSequentially('720555019');
  await save.click();
  await expect(page.getByText(ONBOARDING.phoneInvalid)).toBeVisible();
  await expect(page.getByText(ONBOARDING.contactNameRequired)).toBeVisible();
  await page.getByLabel('Phone').pressSequentially('98');
  await expect(page.getByLabel('Phone')).toHaveValue('(720) 555-0199');
  await page.getByLabel('Contact Name').fill('Riley Park');
  await page.getByLabel('Street Address').fill('42 Larimer St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').fill('CO');
  await page.getByLabel(ONBOARDING.zipCodeLabel).fill('80205-1234');
  await save.click();

  // The vendor exists now: the route guard asks for the current agreement before going on.
  await page.getByRole('button', { name: AUTH.agreeButton }).click();

  // 2. Services
  await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
  await save.click();
  await expect(page.getByText(ONBOARDING.selectAtLeastOneService)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vehicle Detailing' }).check();
  const zips = page.getByLabel(SERVICES.zipCodesLabel, { exact: true });
  await zips.fill('80205, 8021');
  await page.getByRole('button', { name: ONBOARDING.addZipCodes }).click();
  await expect(page.getByText(ONBOARDING.invalidZips('8021'))).toBeVisible();
  await expect(zips).toHaveValue('8021'); // the good zip of the list is added, the bad one stays (issue 28)
  await zips.fill('80216, 80205');
  await zips.press('Enter');
  await page.getByRole('checkbox', { name: 'Window Cleaning' }).check(); // receives 80205 and 80216
  await save.click();

  // 3. Hours, with a reload in the middle
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await save.click();
  await expect(page.getByText(ONBOARDING.atLeastOneDay)).toBeVisible();
  // Days start Closed (the editor Services & Hours uses too); opening one presets 09:00–17:00.
  await page.getByRole('checkbox', { name: 'Monday closed' }).uncheck();
  await expect(page.getByText(ONBOARDING.atLeastOneDay)).toHaveCount(0);
  await page.getByLabel('Monday open time').fill('08:00');
  await page.getByLabel('Monday close time').fill('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await expect(page.getByLabel('Monday open time')).toHaveValue('08:00');
  await save.click();
  await expect(page.getByText(ONBOARDING.bothTimes('Monday'))).toBeVisible();
  await expect(page.getByLabel('Monday open time')).toBeFocused();
  await page.getByLabel('Monday close time').fill('17:30');
  await page.getByRole('checkbox', { name: 'Saturday closed' }).uncheck();
  await page.getByLabel('Saturday close time').fill('13:00');
  await page.getByLabel('Time Zone').selectOption('America/Chicago');
  await save.click();

  // 4. Documents
  await expect(page.getByRole('heading', { name: 'Business Documents' })).toBeVisible();
  await save.click();
  await expect(page.getByText(ONBOARDING.atLeastOneDocument)).toBeVisible();
  await page.getByLabel('Document Type').selectOption('Business License');
  // A file the server would refuse is refused when chosen, with the reason.
  await page.getByLabel('File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText(ONBOARDING.fileTypeRefused('notes.txt'))).toBeVisible();
  await page.getByLabel('File').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Document Type').selectOption('Other');
  await page.getByLabel('Title').fill('City Permit');
  await page.getByLabel('File').setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Ready to upload')).toHaveCount(2);
  await save.click();

  // 5. Complete
  await expect(page.getByText(ONBOARDING.completeMessage)).toBeVisible();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vendor-onboarding'))).toBeNull();

  // Everything is where the vendor manages it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  const detailing = page.getByRole('button', { name: /Vehicle Detailing/ });
  await expect(detailing).toContainText('80205');
  await expect(detailing).toContainText('80216');
  await expect(page.getByRole('button', { name: /Window Cleaning/ })).toContainText('80205');
  await expect(page.getByRole('button', { name: /Window Cleaning/ })).toContainText('80216');
  await expect(page.getByText('America/Chicago')).toBeVisible();
  await expect(page.getByRole('row', { name: /Monday/ })).toContainText('8:00 AM');
  await expect(page.getByRole('row', { name: /Monday/ })).toContainText('5:30 PM');
  await expect(page.getByRole('row', { name: /Saturday/ })).toContainText('1:00 PM');
  await expect(page.getByRole('row', { name: /Sunday/ })).toContainText('Closed');

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByText(ACCOUNT.reviewPending)).toBeVisible();
  const license = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View Business License' }) });
  await expect(license).toContainText('Business License');
  const permit = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View City Permit' }) });
  await expect(permit).toContainText('Other');
  for (const value of [
    'Front Range Wash Co',
    'Riley Park',
    email,
    '(720) 555-0199',
    '42 Larimer St',
    'Denver',
    'CO',
    '80205-1234',
  ]) {
    // The email shows twice: in the Company Profile and, as the sign-in email, in the Sign-in card.
    await expect(
      page
        .getByRole('definition')
        .and(page.getByText(value, { exact: true }))
        .first(),
    ).toBeVisible();
  }
});
