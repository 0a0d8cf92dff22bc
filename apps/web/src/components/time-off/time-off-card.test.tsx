import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TimeOff } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { TimeOffCard } from './time-off-card.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const ENTRIES: TimeOff[] = [
  {
    id: 1,
    memberId: null,
    startDate: '2026-12-24',
    endDate: '2026-12-26',
    startTime: null,
    endTime: null,
    note: 'Closed',
  },
  {
    id: 2,
    memberId: 5,
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    startTime: '13:00',
    endTime: '17:00',
    note: '',
  },
];

function mock() {
  const writes: string[] = [];
  server.use(
    mockRoute(paths.getTimeOff).reply(() => ({ data: ENTRIES, memberId: 5 })),
    mockRoute(paths.getTimeOffHolidays).reply(() => ({ data: [{ date: '2027-01-01', name: "New Year's Day" }] })),
    http.post('/api/timeOff', async ({ request }) => {
      writes.push(`POST ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...ENTRIES[0], id: 9 }, { status: 201 });
    }),
    http.delete('/api/timeOff/:id', ({ params }) => {
      writes.push(`DELETE ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}
const session = { session: { token: fakeIdToken({ email: 'o@example.com', vendorId: 7 }) } };

describe('TimeOffCard (docs/architecture.md "Availability and dispatch")', () => {
  it('lists the company’s time off only, and adds whole days', async () => {
    const writes = mock();
    renderWithProviders(<TimeOffCard owner={null} title="Time off" intro="" holidays />, session);
    expect(await screen.findByText(/Dec 24 – Dec 26, all day/)).toBeInTheDocument();
    expect(screen.queryByText(/1:00 PM–5:00 PM/)).toBeNull();
    await userEvent.type(screen.getByLabelText(AVAILABILITY.startDate), '2027-02-01');
    await userEvent.type(screen.getByLabelText(AVAILABILITY.endDate), '2027-02-02');
    await userEvent.click(screen.getByRole('button', { name: AVAILABILITY.add }));
    await waitFor(() =>
      expect(writes).toEqual([
        'POST {"memberId":null,"startDate":"2027-02-01","endDate":"2027-02-02","startTime":null,"endTime":null,"note":""}',
      ]),
    );
  });

  it('says beside the field that both times are needed, and sends nothing', async () => {
    const writes = mock();
    renderWithProviders(<TimeOffCard owner="own" title="My time off" intro="" />, session);
    // Issue 54 item 19: the English UI writes every time in 12 hours, as the one writer does.
    expect(await screen.findByText(/Dec 3, 1:00 PM–5:00 PM/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(AVAILABILITY.startDate), '2027-02-01');
    await userEvent.type(screen.getByLabelText(AVAILABILITY.endDate), '2027-02-01');
    await userEvent.type(screen.getByLabelText(/^From/), '09:00');
    await userEvent.click(screen.getByRole('button', { name: AVAILABILITY.add }));
    expect(await screen.findByText(AVAILABILITY.bothTimes)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('adds a public holiday in one tap, and removes an entry', async () => {
    const writes = mock();
    renderWithProviders(<TimeOffCard owner={null} title="Time off" intro="" holidays />, session);
    await userEvent.click(
      // Issue 54 item 19: a holiday shows its year.
      await screen.findByRole('button', { name: AVAILABILITY.holidayAdd("New Year's Day", 'Jan 1, 2027') }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Remove time off Dec 24/ }));
    await waitFor(() =>
      expect(writes).toEqual([
        'POST {"memberId":null,"startDate":"2027-01-01","endDate":"2027-01-01","note":"New Year\'s Day"}',
        'DELETE 1',
      ]),
    );
  });
});
