import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CalendarImport } from '@vendor-portal/contract/calendar-imports';
import { CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import * as paths from '@vendor-portal/contract/routes/paths';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { CalendarImportsCard } from './calendar-imports-card.tsx';

const FEEDS: CalendarImport[] = [
  {
    id: 1,
    memberId: null,
    url: 'https://calendar.google.com/calendar/ical/secret-part/basic.ics',
    lastFetchedAt: '2026-12-02T16:30:00.000Z',
    lastError: null,
    busyCount: 12,
  },
  {
    id: 2,
    memberId: null,
    url: 'https://p01-caldav.icloud.com/published/2/other-secret',
    lastFetchedAt: '2026-12-02T16:31:00.000Z',
    lastError: 'The calendar is larger than 5 MB.',
    busyCount: 3,
  },
  {
    id: 3,
    memberId: 5,
    url: 'https://outlook.example.com/own.ics',
    lastFetchedAt: null,
    lastError: null,
    busyCount: 0,
  },
];

function mock(post: () => Response = () => HttpResponse.json({ ...FEEDS[0], id: 9 }, { status: 201 })) {
  const writes: string[] = [];
  server.use(
    mockRoute(paths.getCalendarImports).reply(() => ({ data: FEEDS, memberId: 5 })),
    http.post('/api/calendarImports', async ({ request }) => {
      writes.push(`POST ${JSON.stringify(await request.json())}`);
      return post();
    }),
    http.delete('/api/calendarImports/:id', ({ params }) => {
      writes.push(`DELETE ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}
const session = { session: { token: fakeIdToken({ email: 'o@example.com', vendorId: 7 }) } };

describe('CalendarImportsCard (docs/architecture.md "Imported calendars")', () => {
  it("lists the company's feeds by host only, with their last read, busy times and last error; adds and removes", async () => {
    const writes = mock();
    renderWithProviders(<CalendarImportsCard owner={null} title="Calendars" intro="" />, session);
    const items = await screen.findAllByTestId('calendar-feed');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('calendar.google.com')).toBeInTheDocument();
    expect(within(items[0]!).getByText(new RegExp(CALENDAR_IMPORTS.busyCount('12')))).toBeInTheDocument();
    expect(
      within(items[1]!).getByText(CALENDAR_IMPORTS.lastError('The calendar is larger than 5 MB.')),
    ).toBeInTheDocument();
    // The secret part of the address is never on the screen.
    expect(screen.queryByText(/secret-part/)).toBeNull();

    await userEvent.type(screen.getByLabelText(CALENDAR_IMPORTS.url), 'webcal://p01-caldav.icloud.com/published/2/x');
    await userEvent.click(screen.getByRole('button', { name: CALENDAR_IMPORTS.add }));
    await waitFor(() =>
      expect(writes).toEqual(['POST {"url":"webcal://p01-caldav.icloud.com/published/2/x","memberId":null}']),
    );
    await userEvent.click(screen.getByRole('button', { name: CALENDAR_IMPORTS.removeNamed('calendar.google.com') }));
    await waitFor(() => expect(writes).toContain('DELETE 1'));
  });

  it('a refused address is said beside the field; not an address is refused before sending', async () => {
    const writes = mock(() =>
      HttpResponse.json(
        { statusCode: 400, code: 'url-not-allowed', error: 'Bad Request', message: CALENDAR_IMPORTS.urlNotAllowed },
        { status: 400 },
      ),
    );
    renderWithProviders(<CalendarImportsCard owner="own" title="My calendars" intro="" />, session);
    expect(await screen.findByText('outlook.example.com')).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_IMPORTS.neverRead, { exact: false })).toBeInTheDocument();
    const field = screen.getByLabelText(CALENDAR_IMPORTS.url);
    await userEvent.type(field, 'my calendar');
    await userEvent.click(screen.getByRole('button', { name: CALENDAR_IMPORTS.add }));
    expect(await screen.findByText(CALENDAR_IMPORTS.urlInvalid)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://10.0.0.1/cal.ics');
    await userEvent.click(screen.getByRole('button', { name: CALENDAR_IMPORTS.add }));
    expect(await screen.findByText(CALENDAR_IMPORTS.urlNotAllowed)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual(['POST {"url":"https://10.0.0.1/cal.ics","memberId":5}']);
  });
});
