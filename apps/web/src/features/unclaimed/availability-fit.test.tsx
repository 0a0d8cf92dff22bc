import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { JobFitLine } from './job-fit.tsx';
import { TodayTimeOff } from '../../components/day/today-time-off.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const session = { session: { token: fakeIdToken({ email: 'o@example.com', vendorId: 7 }) } };
const crew = () =>
  server.use(
    mockRoute(paths.getTeam).reply(() => ({
      data: [
        { id: 1, email: 'o@example.com', name: 'Olga Owner', role: 'owner', status: 'active', takesJobs: false },
        { id: 2, email: 'a@example.com', name: 'Ana', role: 'technician', status: 'active', takesJobs: true },
        { id: 3, email: 'b@example.com', name: 'Ben', role: 'technician', status: 'active', takesJobs: true },
      ],
    })),
  );

describe('the unclaimed card: time off and who is free (docs/architecture.md "Availability and dispatch")', () => {
  /** The card's fit line, as one text. */
  const fitLine = () => screen.getByTestId('job-fit').textContent;

  it('names the free members in the sentence of the hours', async () => {
    crew();
    renderWithProviders(
      <JobFitLine fit={{ withinHours: true, conflicts: [], timeOff: false, free: [3] }} clashes={[]} />,
      session,
    );
    expect(await screen.findByText(AVAILABILITY.fitWithinFree('Ben'))).toBeInTheDocument();
    expect(fitLine()).toBe(AVAILABILITY.fitWithinFree('Ben'));
  });

  it('outside the hours with no one free: one sentence that says both', async () => {
    crew();
    renderWithProviders(
      <JobFitLine fit={{ withinHours: false, conflicts: [], timeOff: false, free: [] }} clashes={[]} />,
      session,
    );
    expect(await screen.findByText(AVAILABILITY.fitOutsideNoOneFree)).toBeInTheDocument();
  });

  it('on a company day off says that alone: no hours, no one free (issue 54 item 17)', async () => {
    crew();
    // As the server answered before item 10: a technician "free" on the company's day off, within its hours; a
    // second card, an open day, shows once the crew's names are read.
    renderWithProviders(
      <>
        <section aria-label="Day off">
          <JobFitLine fit={{ withinHours: true, conflicts: [], timeOff: true, free: [3] }} clashes={[]} />
        </section>
        <section aria-label="Open day">
          <JobFitLine fit={{ withinHours: true, conflicts: [], timeOff: false, free: [3] }} clashes={[]} />
        </section>
      </>,
      session,
    );
    expect(await screen.findByText(AVAILABILITY.fitWithinFree('Ben'))).toBeInTheDocument();
    const dayOff = within(screen.getByRole('region', { name: 'Day off' }));
    expect(dayOff.getByTestId('job-fit').textContent).toBe(AVAILABILITY.fitTimeOff);
  });
});

describe('the day shows its own time off', () => {
  it('today’s (Denver) own and company entries, not a colleague’s nor another day’s', async () => {
    server.use(
      mockRoute(paths.getTimeOff).reply(() => ({
        memberId: 2,
        data: [
          {
            id: 1,
            memberId: 2,
            startDate: '2027-03-14',
            endDate: '2027-03-14',
            startTime: '13:00',
            endTime: '17:00',
            note: 'Dentist',
          },
          {
            id: 2,
            memberId: 3,
            startDate: '2027-03-14',
            endDate: '2027-03-14',
            startTime: null,
            endTime: null,
            note: 'Ben off',
          },
          {
            id: 3,
            memberId: null,
            startDate: '2027-03-15',
            endDate: '2027-03-15',
            startTime: null,
            endTime: null,
            note: 'Tomorrow',
          },
        ],
      })),
    );
    // 9 PM in Denver on the 14th is already the 15th in UTC.
    renderWithProviders(<TodayTimeOff now={new Date('2027-03-15T03:00:00Z')} />, session);
    expect(
      await screen.findByText(`${AVAILABILITY.todayOwn(AVAILABILITY.hours('1:00 PM', '5:00 PM'))} · Dentist`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ben off/)).toBeNull();
    expect(screen.queryByText(/Tomorrow/)).toBeNull();
  });
});
