import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { APPOINTMENTS, AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { eligibleVendorByApi, expect as baseExpect, middayOf, newEmail, signInByApi, test } from './fixtures.ts';

// Issue 58, calendars as busy time (docs/architecture.md "Imported calendars"): a member pastes its calendar's
// secret address on Account (served here, on 127.0.0.1: the journeys' server allows loopback), the card says it was
// read with one busy time; a job in that hour asks before the claim, no one being free. Screens of the card at 390
// and 1280 px in test-results/calendar-imports/.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const ics = (start: string) => {
  const at = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//journey//EN',
    'BEGIN:VEVENT',
    'UID:dentist@journey',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${at(new Date(start).toISOString())}`,
    `DTEND:${at(end)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
};

test('a member pastes its calendar address; a job in its busy hour says no one is free', async ({
  page,
  request,
  ops,
}) => {
  const busy = middayOf(1);
  const feed = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics(busy)));
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  try {
    const stamp = Date.now();
    const zip = String(82000 + (stamp % 900));
    const service = `Busy Wash ${stamp}`;
    const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
      title: service,
      isActive: true,
      prices: [{ title: 'Full', isOutside: false, schedulingInterface: 'datetime' }],
    });
    const owner = await eligibleVendorByApi(request, product.id, zip, { title: `Busy Days ${stamp}` });

    // 1. The owner (its company's one member who takes jobs) pastes its calendar's address on Account.
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, owner.email, owner.password);
    await page.goto('/account');
    const card = page.locator('section', { has: page.getByRole('heading', { name: CALENDAR_IMPORTS.ownTitle }) });
    const address = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/private-secret.ics`;
    await card.getByLabel(CALENDAR_IMPORTS.url).fill(address);
    await card.getByRole('button', { name: CALENDAR_IMPORTS.add }).click();
    const item = card.getByTestId('calendar-feed');
    await expect(item).toContainText(CALENDAR_IMPORTS.busyCount('1'));
    await expect(item).toContainText('127.0.0.1');
    await expect(card.getByText(/private-secret/)).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'test-results/calendar-imports/feeds-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.screenshot({ path: 'test-results/calendar-imports/feeds-1280.png' });

    // 2. A job in that hour: the claim asks, no one being free then.
    await ops.post('/appointments', {
      customer: { firstName: 'Jo', lastName: 'Journey', email: newEmail('customer') },
      property: {
        title: 'Home',
        street1: '1 Main',
        city: 'Denver',
        state: 'CO',
        zipCode: zip,
        timeZone: 'America/Denver',
      },
      actualDateTime: busy,
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    });
    await page.goto('/unclaimed');
    const job = page.locator('section', { hasText: service });
    await expect(job).toHaveCount(1);
    await job.getByRole('button', { name: APPOINTMENTS.claim }).click();
    const ask = page.getByRole('dialog', { name: AVAILABILITY.confirmClaimTitle });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(AVAILABILITY.noOneFree);
  } finally {
    await new Promise((resolve) => feed.close(resolve));
  }
});
