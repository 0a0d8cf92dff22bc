import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DispatchPage } from './dispatch-page.tsx';

// The board on a desktop (issue 54 item 25): a time grid per member in the company's zone (Denver here), time off
// as blocks (a calendar's busy time among them), a job given from its block by the keyboard, a busy member asked
// about first. jsdom has no layout: the mouse's drag is the journey's (e2e/dispatch.spec.ts).

const job = (over: Partial<Dispatch['appointments'][number]>): Dispatch['appointments'][number] => ({
  id: 1,
  start: '2030-06-03T15:00:00.000Z',
  end: '2030-06-03T17:00:00.000Z',
  assigneeId: 2,
  title: 'Detailing',
  city: 'Denver',
  zipCode: '80202',
  schedulingKind: 'datetime',
  state: 'upcoming',
  ...over,
});

const BOARD: Dispatch = {
  members: [
    { id: 1, name: 'Olga Owner', role: 'owner', takesJobs: false },
    { id: 2, name: 'Ana', role: 'technician', takesJobs: true },
    { id: 3, name: 'Ben', role: 'technician', takesJobs: true },
  ],
  timeOff: [
    {
      id: 8,
      memberId: 3,
      startDate: '2030-06-03',
      endDate: '2030-06-03',
      startTime: '12:00',
      endTime: '14:00',
      note: 'Busy (calendar)',
    },
    {
      id: 9,
      memberId: 2,
      startDate: '2030-06-05',
      endDate: '2030-06-05',
      startTime: null,
      endTime: null,
      note: 'Dentist',
    },
  ],
  appointments: [
    // 9:00 AM–11:00 AM in Denver.
    job({ id: 11 }),
    // 1:00 PM–2:00 PM, nobody's yet.
    job({
      id: 13,
      start: '2030-06-03T19:00:00.000Z',
      end: '2030-06-03T20:00:00.000Z',
      assigneeId: null,
      title: 'Windows',
    }),
    // 9:00 PM on Jun 3 in Denver: Jun 4 in UTC, Jun 3 on the board.
    job({ id: 15, start: '2030-06-04T03:00:00.000Z', end: '2030-06-04T04:00:00.000Z', title: 'Late wash' }),
    // Wednesday.
    job({
      id: 16,
      start: '2030-06-05T16:00:00.000Z',
      end: '2030-06-05T17:00:00.000Z',
      assigneeId: 3,
      title: 'Gutters',
    }),
  ],
};

const busy409 = () =>
  HttpResponse.json(
    {
      statusCode: 409,
      error: 'Conflict',
      code: 'member-busy',
      message: AVAILABILITY.memberBusy('Ben'),
      conflicts: [],
      timeOff: true,
      clashes: [],
      timeOffEntries: [{ from: '2030-06-03T18:00:00.000Z', to: '2030-06-03T20:00:00.000Z', memberId: 3 }],
    },
    { status: 409 },
  );

describe('the dispatch board on a desktop: a time grid', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("at 9 PM in Denver shows Denver's day, each job at its hour, time off as blocks (a calendar's busy time too)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-04T03:30:00Z') });
    const asked: string[] = [];
    server.use(
      http.get('/api/dispatch', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date')!);
        return HttpResponse.json({ data: BOARD });
      }),
    );
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    const grid = await screen.findByRole('group', { name: AVAILABILITY.gridLabel });
    expect(asked).toEqual(['2030-06-03']);
    const ana = within(grid).getByRole('region', { name: 'Ana' });
    const detailing = within(ana).getByRole('button', { name: /^Show Detailing, 9:00 AM–11:00 AM/ });
    const late = within(ana).getByRole('button', { name: /^Show Late wash, 9:00 PM–10:00 PM/ });
    // The day runs 7 AM to 10 PM (widened to the 9 PM job): 9 AM is 2 of its 15 hours in, 9 PM 14.
    expect(parseFloat(detailing.style.left)).toBeCloseTo((2 / 15) * 100, 3);
    expect(parseFloat(detailing.style.width)).toBeCloseTo((2 / 15) * 100, 3);
    expect(parseFloat(late.style.left)).toBeCloseTo((14 / 15) * 100, 3);
    const ben = within(grid).getByRole('region', { name: 'Ben' });
    const off = within(ben).getByTestId('time-off');
    expect(off).toHaveTextContent('Off 12:00 PM–2:00 PM · Busy (calendar)');
    expect(parseFloat(off.style.left)).toBeCloseTo((5 / 15) * 100, 3);
    expect(within(grid).queryByRole('region', { name: 'Olga Owner' })).toBeNull();
    // The list of the phone is not there.
    expect(screen.queryByRole('list', { name: AVAILABILITY.boardTitle })).toBeNull();
  });

  it('gives a job from its block by the keyboard, asking first when the member is off then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-03T14:00:00Z') });
    const bodies: { id: string; body: string }[] = [];
    server.use(
      http.get('/api/dispatch', () => HttpResponse.json({ data: BOARD })),
      http.patch('/api/appointment/assignee/:id', async ({ request, params }) => {
        const body = await request.text();
        bodies.push({ id: String(params.id), body });
        return body.includes('confirm') ? HttpResponse.json({ data: {} }) : busy409();
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    const unassigned = await screen.findByRole('region', { name: AVAILABILITY.unassigned });
    const windows = within(unassigned).getByRole('button', { name: /^Show Windows, 1:00 PM–2:00 PM/ });
    windows.focus();
    await user.keyboard('{Enter}');
    expect(windows).toHaveAttribute('aria-expanded', 'true');
    const picker = within(unassigned).getByRole('combobox', { name: /^Give Windows, 1:00 PM–2:00 PM to/ });
    expect(within(unassigned).getByRole('link', { name: /See the job: Windows/ })).toHaveAttribute(
      'href',
      '/appointments/13',
    );
    picker.focus();
    await user.selectOptions(picker, '3');
    const dialog = await screen.findByRole('dialog', { name: AVAILABILITY.confirmAssignTitle });
    // The question names the time off in the company's zone.
    expect(dialog).toHaveTextContent(AVAILABILITY.memberBusy('Ben'));
    expect(dialog).toHaveTextContent('Ben');
    await user.click(within(dialog).getByRole('button', { name: AVAILABILITY.confirmAssign }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: '13', body: '{"memberId":3}' },
        { id: '13', body: '{"memberId":3,"confirm":true}' },
      ]),
    );
    expect(await screen.findByText(AVAILABILITY.given('Ben'))).toBeVisible();
  });

  it('shows the week as a column per day, each job and time off on its day in the company zone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-03T14:00:00Z') });
    server.use(http.get('/api/dispatch', () => HttpResponse.json({ data: BOARD })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    await screen.findByRole('group', { name: AVAILABILITY.gridLabel });
    await user.click(screen.getByRole('button', { name: AVAILABILITY.week }));
    const ana = await screen.findByRole('region', { name: 'Ana' });
    const day = (d: string) => ana.querySelector<HTMLElement>(`[data-day="${d}"]`)!;
    await waitFor(() => expect(ana.querySelectorAll('[data-day]')).toHaveLength(7));
    expect(within(day('2030-06-03')).getAllByTestId('job-block')).toHaveLength(2);
    expect(within(day('2030-06-04')).queryAllByTestId('job-block')).toHaveLength(0);
    expect(within(day('2030-06-05')).getByTestId('time-off')).toHaveTextContent('Dentist');
    const ben = screen.getByRole('region', { name: 'Ben' });
    expect(
      within(ben.querySelector<HTMLElement>('[data-day="2030-06-05"]')!).getByRole('button', { name: /Gutters/ }),
    ).toBeInTheDocument();
  });
});
