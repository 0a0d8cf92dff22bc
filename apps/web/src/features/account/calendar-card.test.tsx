import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FIELD, GENERAL } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CalendarCard } from './calendar-card.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Phone and calendar": Account → Calendar creates, copies, regenerates and deletes the feed.

const FIRST = 'http://localhost/calendar/first-secret-first-secret-1234.ics';
const SECOND = 'http://localhost/calendar/second-secret-second-secret-12.ics';

function mockFeed() {
  let feed: { createdAt: string } | null = null;
  const urls = [FIRST, SECOND];
  const calls: string[] = [];
  server.use(
    mockRoute(paths.getCalendarFeed).reply(() => ({ feed })),
    http.post('/api/calendarFeed', () => {
      calls.push('POST');
      feed = { createdAt: '2026-11-20T12:00:00.000Z' };
      return HttpResponse.json({ url: urls.shift() }, { status: 201 });
    }),
    http.delete('/api/calendarFeed', () => {
      calls.push('DELETE');
      feed = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('Calendar card', () => {
  it('creates the address, copies it, regenerates it and deletes the feed', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const calls = mockFeed();
    renderWithProviders(<CalendarCard />);
    expect(await screen.findByText(FIELD.calendarNone)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: FIELD.calendarCreate }));
    const address = await screen.findByLabelText(FIELD.calendarUrlLabel);
    expect(address).toHaveValue(FIRST);
    await user.click(screen.getByRole('button', { name: FIELD.calendarCopy }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(screen.getByRole('button', { name: FIELD.calendarCopied })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: FIELD.calendarRegenerate }));
    expect(screen.getByText(FIELD.calendarConfirmRegenerate)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: FIELD.calendarRegenerate }).at(-1)!);
    await waitFor(() => expect(screen.getByLabelText(FIELD.calendarUrlLabel)).toHaveValue(SECOND));

    await user.click(screen.getByRole('button', { name: FIELD.calendarDelete }));
    await user.click(screen.getAllByRole('button', { name: FIELD.calendarDelete }).at(-1)!);
    expect(await screen.findByText(FIELD.calendarNone)).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('says a feed exists without showing its address again', async () => {
    server.use(mockRoute(paths.getCalendarFeed).reply(() => ({ feed: { createdAt: '2026-11-20T12:00:00.000Z' } })));
    renderWithProviders(<CalendarCard />);
    expect(await screen.findByText(new RegExp(FIELD.calendarShownOnce.slice(0, 30)))).toBeInTheDocument();
    expect(screen.getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.queryByLabelText(FIELD.calendarUrlLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: GENERAL.cancel })).toBeNull();
  });

  it('shows a failed save', async () => {
    server.use(
      mockRoute(paths.getCalendarFeed).reply(() => ({ feed: null })),
      http.post('/api/calendarFeed', () =>
        HttpResponse.json({ statusCode: 503, error: 'x', message: 'Down for a moment' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CalendarCard />);
    await user.click(await screen.findByRole('button', { name: FIELD.calendarCreate }));
    expect(await screen.findByText(FIELD.calendarSaveFailed('Down for a moment'))).toBeInTheDocument();
  });

  it('runs one action at a time: Delete waits while a new address is on its way', async () => {
    const calls = mockFeed();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockRoute(paths.getCalendarFeed).reply(() => ({ feed: { createdAt: '2026-11-20T12:00:00.000Z' } })),
      http.post('/api/calendarFeed', async () => {
        calls.push('POST');
        await held;
        return HttpResponse.json({ url: FIRST }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CalendarCard />);
    await user.click(await screen.findByRole('button', { name: FIELD.calendarRegenerate }));
    await user.click(screen.getAllByRole('button', { name: FIELD.calendarRegenerate }).at(-1)!);
    await waitFor(() => expect(calls).toEqual(['POST']));
    expect(screen.getByRole('button', { name: FIELD.calendarDelete })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: FIELD.calendarDelete }));
    expect(screen.queryByText(FIELD.calendarConfirmDelete)).toBeNull();
    answer();
    expect(await screen.findByLabelText(FIELD.calendarUrlLabel)).toHaveValue(FIRST);
    expect(calls).toEqual(['POST']);
  });

  it('shows a failed load', async () => {
    server.use(http.get('/api/calendarFeed', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<CalendarCard />);
    expect(await screen.findByText(FIELD.calendarLoadFailed)).toBeInTheDocument();
  });
});
