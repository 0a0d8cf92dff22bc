import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DispatchPage } from './dispatch-page.tsx';

// /dispatch (docs/architecture.md "Availability and dispatch"): a row per member who takes jobs and Unassigned,
// time off and clashes marked; a job given by its picker, a busy member asked about first.

const BOARD: Dispatch = {
  members: [
    { id: 1, name: 'Olga Owner', role: 'owner', takesJobs: false },
    { id: 2, name: 'Ana', role: 'technician', takesJobs: true },
    { id: 3, name: 'Ben', role: 'technician', takesJobs: true },
  ],
  timeOff: [
    {
      id: 9,
      memberId: 3,
      startDate: '2030-06-03',
      endDate: '2030-06-03',
      startTime: null,
      endTime: null,
      note: 'Dentist',
    },
  ],
  appointments: [
    {
      id: 11,
      start: '2030-06-03T15:00:00.000Z',
      end: '2030-06-03T17:00:00.000Z',
      assigneeId: 2,
      title: 'Detailing',
      city: 'Denver',
      zipCode: '80202',
      schedulingKind: 'datetime',
      state: 'upcoming',
    },
    {
      id: 12,
      start: '2030-06-03T16:00:00.000Z',
      end: '2030-06-03T17:00:00.000Z',
      assigneeId: 2,
      title: 'Washing',
      city: 'Aurora',
      zipCode: '80010',
      schedulingKind: 'datetime',
      state: 'upcoming',
    },
    {
      id: 13,
      start: '2030-06-03T19:00:00.000Z',
      end: '2030-06-03T20:00:00.000Z',
      assigneeId: null,
      title: 'Windows',
      city: 'Denver',
      zipCode: '80203',
      schedulingKind: 'datetime',
      state: 'upcoming',
    },
    {
      // A date-only job, stored at the same time as Detailing: a day, no time and no clash.
      id: 14,
      start: '2030-06-03T15:30:00.000Z',
      end: '2030-06-03T16:30:00.000Z',
      assigneeId: 2,
      title: 'Gutters',
      city: 'Denver',
      zipCode: '80204',
      schedulingKind: 'date',
      state: 'upcoming',
    },
  ],
};

describe('the dispatch board', () => {
  it('shows the crew, Unassigned, time off and clashes; gives a job, asking first when the member is busy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-03T14:00:00Z') });
    const bodies: string[] = [];
    server.use(
      http.get('/api/dispatch', ({ request }) => {
        expect(new URL(request.url).searchParams.get('date')).toBe('2030-06-03');
        return HttpResponse.json({ data: BOARD });
      }),
      http.patch('/api/appointment/assignee/:id', async ({ request }) => {
        const body = await request.text();
        bodies.push(body);
        return body.includes('confirm')
          ? HttpResponse.json({ data: {} })
          : HttpResponse.json(
              {
                statusCode: 409,
                error: 'Conflict',
                code: 'member-busy',
                message: AVAILABILITY.memberBusy('Ben'),
                conflicts: [20],
                timeOff: true,
                clashes: [{ appointmentId: 20, service: 'Roofing', startsAt: '2030-06-03T18:30:00.000Z' }],
                timeOffEntries: [{ from: '2030-06-03T06:00:00.000Z', to: '2030-06-04T06:00:00.000Z', memberId: 3 }],
              },
              { status: 409 },
            );
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    const ana = await screen.findByRole('region', { name: 'Ana' });
    expect(within(ana).getAllByText(AVAILABILITY.clash)).toHaveLength(2);
    const gutters = within(ana)
      .getByText('Gutters · Denver 80204', { exact: false })
      .closest('[data-testid="job-block"]');
    expect(gutters).toHaveTextContent(AVAILABILITY.anyTimeThatDay);
    expect(gutters).not.toHaveTextContent(AVAILABILITY.clash);
    expect(screen.queryByRole('region', { name: 'Olga Owner' })).toBeNull();
    const ben = screen.getByRole('region', { name: 'Ben' });
    expect(within(ben).getByTestId('time-off')).toHaveTextContent('Dentist');
    const unassigned = screen.getByRole('region', { name: AVAILABILITY.unassigned });
    const picker = within(unassigned).getByRole('combobox', { name: /Give Windows/ });
    await user.selectOptions(picker, '3');
    const dialog = await screen.findByRole('dialog', { name: AVAILABILITY.confirmAssignTitle });
    // Issue 54 item 16: why, with the clashing job's time and the time off, in the company's zone (Denver).
    expect(dialog).toHaveTextContent(AVAILABILITY.clashWith('Roofing', 'Jun 3, 2030, 12:30 PM'));
    expect(dialog).toHaveTextContent(AVAILABILITY.memberOffThen('Ben', 'Jun 3, 2030'));
    await user.click(within(dialog).getByRole('button', { name: AVAILABILITY.confirmAssign }));
    await waitFor(() => expect(bodies).toEqual(['{"memberId":3}', '{"memberId":3,"confirm":true}']));
    vi.useRealTimers();
  });

  it('shows where each job stands with a link to it, closed jobs are not given, and "Given to" goes with the day (issue 54 item 25)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-03T14:00:00Z') });
    const states: Dispatch['appointments'][number]['state'][] = ['late', 'arrived', 'upcoming', 'done'];
    const board = { ...BOARD, appointments: BOARD.appointments.map((a, i) => ({ ...a, state: states[i]! })) };
    server.use(
      http.get('/api/dispatch', () => HttpResponse.json({ data: board })),
      http.patch('/api/appointment/assignee/:id', () => HttpResponse.json({ data: {} })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    const ana = await screen.findByRole('region', { name: 'Ana' });
    const block = (title: string) =>
      within(ana).getByText(title, { exact: false }).closest<HTMLElement>('[data-testid="job-block"]')!;
    expect(block('Detailing')).toHaveTextContent(AVAILABILITY.stateLate);
    expect(block('Washing')).toHaveTextContent(AVAILABILITY.stateArrived);
    expect(block('Gutters')).toHaveTextContent(AVAILABILITY.stateDone);
    expect(within(block('Gutters')).getByRole('combobox')).toBeDisabled();
    const link = within(block('Washing')).getByRole('link', { name: /^See the job: Washing/ });
    expect(link).toHaveAttribute('href', '/appointments/12');
    expect(link).toHaveTextContent(AVAILABILITY.openJob);
    const unassigned = screen.getByRole('region', { name: AVAILABILITY.unassigned });
    expect(within(unassigned).getByText('Windows', { exact: false })).not.toHaveTextContent(AVAILABILITY.stateLate);
    await user.selectOptions(within(unassigned).getByRole('combobox', { name: /Give Windows/ }), '2');
    expect(await screen.findByText(AVAILABILITY.given('Ana'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: AVAILABILITY.next }));
    await waitFor(() => expect(screen.queryByText(AVAILABILITY.given('Ana'))).toBeNull());
    vi.useRealTimers();
  });
});
