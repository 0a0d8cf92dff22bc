import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ALLOWED_TIME_ZONES, WEEK_DAYS } from '@vendor-portal/contract/common';
import { HOURS } from '@vendor-portal/contract/messages';
import type { VendorHours } from '@vendor-portal/contract/services';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { HoursPanel } from './hours-panel.tsx';

const zone = 'America/Denver';
const weekdayRows = (): VendorHours[] => [
  { id: 1, weekDay: 'Monday', openTime: '08:00:00', closeTime: '17:30:00', timeZone: zone },
  { id: 2, weekDay: 'Tuesday', openTime: '08:00', closeTime: '17:30', timeZone: zone },
  { id: 6, weekDay: 'Saturday', openTime: '09:00', closeTime: '13:00', timeZone: zone },
  { id: 7, weekDay: 'Sunday', openTime: '', closeTime: '', timeZone: zone },
];

interface Sent {
  method: string;
  body: unknown;
}

const byDay = (sent: Sent[]) =>
  [...sent].sort(
    (a, b) => WEEK_DAYS.indexOf((a.body as VendorHours).weekDay) - WEEK_DAYS.indexOf((b.body as VendorHours).weekDay),
  );

/** GET /vendorHours from `rows`; POST and PATCH recorded in `sent` and applied to `rows`. */
function mockHours(rows: VendorHours[] = weekdayRows(), options: { fail?: (body: VendorHours) => boolean } = {}) {
  const sent: Sent[] = [];
  const apply =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as VendorHours;
      sent.push({ method, body });
      if (options.fail?.(body)) return HttpResponse.json({ message: 'nope' }, { status: 500 });
      const existing = rows.find((r) => r.weekDay === body.weekDay);
      if (existing) Object.assign(existing, body);
      else rows.push({ ...body, id: 100 + rows.length });
      return HttpResponse.json(body, { status: method === 'POST' ? 201 : 200 });
    };
  server.use(
    http.get('/api/vendorHours', () => HttpResponse.json(rows)),
    http.post('/api/vendorHours', apply('POST')),
    http.patch('/api/vendorHours', apply('PATCH')),
  );
  return sent;
}

const rowOf = (day: string) => screen.getByRole('row', { name: new RegExp(`^${day}`) });

async function openEditor() {
  const user = userEvent.setup();
  renderWithProviders(<HoursPanel />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return user;
}

describe('HoursPanel read-only view', () => {
  it('shows the zone and every day, times in 12-hour form and closed days as Closed', async () => {
    mockHours();
    renderWithProviders(<HoursPanel />);
    expect(await screen.findByText(zone)).toBeInTheDocument();
    expect(rowOf('Monday')).toHaveTextContent('Monday8:00 AM5:30 PM');
    expect(rowOf('Saturday')).toHaveTextContent('Saturday9:00 AM1:00 PM');
    expect(rowOf('Sunday')).toHaveTextContent(`Sunday${HOURS.closed}`);
    expect(rowOf('Wednesday')).toHaveTextContent(`Wednesday${HOURS.closed}`);
  });

  it("shows 'Not Set' without a zone", async () => {
    mockHours([]);
    renderWithProviders(<HoursPanel />);
    expect(await screen.findByText(HOURS.notSet)).toBeInTheDocument();
  });

  it("shows 'Failed to load business hours.' and no made-up days; the form falls back to empty days and no zone", async () => {
    server.use(http.get('/api/vendorHours', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<HoursPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(HOURS.loadFailed);
    expect(screen.queryByText(HOURS.notSet)).not.toBeInTheDocument();
    expect(screen.queryAllByText(HOURS.closed)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveValue('');
    expect(screen.getByLabelText('Monday open time')).toHaveValue('');
  });

  it('uses the first zone found for all days and logs a warning when zones differ', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = weekdayRows();
    rows[1]!.timeZone = 'America/Chicago';
    mockHours(rows);
    renderWithProviders(<HoursPanel />);
    expect(await screen.findByText(zone)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('accepts {data: list}', async () => {
    server.use(http.get('/api/vendorHours', () => HttpResponse.json({ data: weekdayRows() })));
    renderWithProviders(<HoursPanel />);
    expect(await screen.findByText(zone)).toBeInTheDocument();
  });

  it('skips loading without a token', async () => {
    renderWithProviders(<HoursPanel />, { session: { status: 'signOut', token: null } });
    expect(await screen.findByText(HOURS.notSet)).toBeInTheDocument();
  });
});

describe('HoursPanel edit mode', () => {
  it('offers the allowed zones plus the current one when missing', async () => {
    const rows = weekdayRows().map((r) => ({ ...r, timeZone: 'America/Anchorage' }));
    mockHours(rows);
    await openEditor();
    const options = within(screen.getByLabelText(HOURS.timeZoneLabel))
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options.map((o) => o.textContent)).toEqual([...ALLOWED_TIME_ZONES, 'America/Anchorage']);
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveValue('America/Anchorage');
  });

  it('ticking Closed empties both times; unticking sets 09:00 and 17:00', async () => {
    mockHours();
    const user = await openEditor();
    expect(screen.getByLabelText('Monday open time')).toHaveValue('08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    expect(screen.getByLabelText('Monday open time')).toHaveValue('');
    expect(screen.getByLabelText('Monday close time')).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    expect(screen.getByLabelText('Monday open time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday close time')).toHaveValue('17:00');
  });

  it('shows the validation texts and sends nothing', async () => {
    const sent = mockHours();
    const user = await openEditor();
    const closeTime = screen.getByLabelText('Tuesday close time');
    await user.clear(closeTime);
    await user.type(closeTime, '07:00');
    const openTime = screen.getByLabelText('Saturday open time');
    await user.clear(openTime);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Every failing day says so beside itself, its inputs are marked, and focus goes to the first.
    expect(closeTime).toHaveAccessibleDescription('Validation Error: Close time must be after open time for Tuesday.');
    expect(closeTime).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tuesday open time')).toHaveFocus();
    expect(openTime).toHaveAccessibleDescription(
      'Validation Error: Both open and close times must be set or empty for Saturday.',
    );
    expect(screen.getByLabelText('Monday open time')).not.toHaveAttribute('aria-invalid');
    // A fixed day's message goes at once; the other stays.
    await user.type(openTime, '09:00');
    expect(openTime).not.toHaveAttribute('aria-invalid');
    expect(closeTime).toHaveAttribute('aria-invalid', 'true');
    await user.clear(closeTime);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(closeTime).toHaveAccessibleDescription(
      'Validation Error: Both open and close times must be set or empty for Tuesday.',
    );
    expect(sent).toEqual([]);
  });

  it('requires a time zone', async () => {
    const sent = mockHours([]);
    const user = await openEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveAccessibleDescription(HOURS.timeZoneRequired);
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends only changed days (PATCH for saved days, POST for new ones, empty times for a closed day) and shows the result', async () => {
    const sent = mockHours();
    const user = await openEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday closed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday closed' }));
    const mondayOpen = screen.getByLabelText('Monday open time');
    await user.clear(mondayOpen);
    await user.type(mondayOpen, '07:15');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(byDay(sent)).toEqual([
      { method: 'PATCH', body: { weekDay: 'Monday', openTime: '07:15', closeTime: '17:30', timeZone: zone } },
      { method: 'POST', body: { weekDay: 'Wednesday', openTime: '09:00', closeTime: '17:00', timeZone: zone } },
      { method: 'PATCH', body: { weekDay: 'Saturday', openTime: '', closeTime: '', timeZone: zone } },
    ]);
    expect(rowOf('Monday')).toHaveTextContent('7:15 AM5:30 PM');
    expect(rowOf('Wednesday')).toHaveTextContent('9:00 AM5:00 PM');
    expect(rowOf('Saturday')).toHaveTextContent(HOURS.closed);
  });

  it('on a zone change resends every day with times (and saved closed days) in the new zone', async () => {
    const sent = mockHours();
    const user = await openEditor();
    await user.selectOptions(screen.getByLabelText(HOURS.timeZoneLabel), 'America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('America/Chicago');
    expect(
      byDay(sent).map((s) => [s.method, (s.body as VendorHours).weekDay, (s.body as VendorHours).timeZone]),
    ).toEqual([
      ['PATCH', 'Monday', 'America/Chicago'],
      ['PATCH', 'Tuesday', 'America/Chicago'],
      ['PATCH', 'Saturday', 'America/Chicago'],
      ['PATCH', 'Sunday', 'America/Chicago'],
    ]);
  });

  it('on a zone change with a new day, sends the new day after every saved day moved (one zone per vendor)', async () => {
    const sent = mockHours();
    const user = await openEditor();
    await user.selectOptions(screen.getByLabelText(HOURS.timeZoneLabel), 'America/Chicago');
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday closed' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('America/Chicago');
    expect(sent.map((s) => s.method)).toEqual(['PATCH', 'PATCH', 'PATCH', 'PATCH', 'POST']);
    expect(sent.at(-1)!.body).toMatchObject({ weekDay: 'Wednesday', timeZone: 'America/Chicago' });
  });

  it('closes without a request when nothing changed', async () => {
    const sent = mockHours();
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('Cancel restores the last saved values', async () => {
    const sent = mockHours();
    const user = await openEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    await user.selectOptions(screen.getByLabelText(HOURS.timeZoneLabel), 'America/Phoenix');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Monday')).toHaveTextContent('8:00 AM5:30 PM');
    expect(screen.getByText(zone)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Monday open time')).toHaveValue('08:00');
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveValue(zone);
    expect(sent).toEqual([]);
  });

  it('moves focus into the editor; Escape cancels like Cancel and focus returns to Edit', async () => {
    const sent = mockHours();
    const user = await openEditor();
    expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    await user.keyboard('{Escape}');
    expect(rowOf('Monday')).toHaveTextContent('8:00 AM5:30 PM');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("reports 'Failed to save hours for {n} day(s)…', logs the failures and keeps the editor", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockHours(weekdayRows(), { fail: (body) => body.weekDay !== 'Monday' });
    const user = await openEditor();
    await user.selectOptions(screen.getByLabelText(HOURS.timeZoneLabel), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save hours for 3 day(s). Please check console or try again.',
    );
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("shows 'An unexpected error occurred while saving. Please try again.' when the save cannot complete", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockHours();
    const user = await openEditor();
    server.use(http.get('/api/vendorHours', () => HttpResponse.error()));
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(HOURS.saveUnexpected));
    expect(error).toHaveBeenCalled();
  });
});
