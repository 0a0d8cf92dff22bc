import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { AvailabilityFit } from './availability-fit.tsx';
import { TodayTimeOff } from '../../components/day/today-time-off.tsx';

const session = { session: { token: fakeIdToken({ email: 'o@example.com', vendorId: 7 }) } };
const crew = () =>
  server.use(
    http.get('/api/team', () =>
      HttpResponse.json({
        data: [
          { id: 1, email: 'o@example.com', name: 'Olga Owner', role: 'owner', status: 'active', takesJobs: false },
          { id: 2, email: 'a@example.com', name: 'Ana', role: 'technician', status: 'active', takesJobs: true },
          { id: 3, email: 'b@example.com', name: 'Ben', role: 'technician', status: 'active', takesJobs: true },
        ],
      }),
    ),
  );

describe('the unclaimed card: time off and who is free (docs/architecture.md "Availability and dispatch")', () => {
  it('names the free members', async () => {
    crew();
    renderWithProviders(
      <AvailabilityFit fit={{ withinHours: true, conflicts: [], timeOff: false, free: [3] }} />,
      session,
    );
    expect(await screen.findByText(AVAILABILITY.fitFree('Ben'))).toBeInTheDocument();
    expect(screen.queryByText(AVAILABILITY.fitTimeOff)).toBeNull();
  });

  it('says the job falls in time off, and that no one is free', async () => {
    crew();
    renderWithProviders(
      <AvailabilityFit fit={{ withinHours: true, conflicts: [4], timeOff: true, free: [] }} />,
      session,
    );
    expect(await screen.findByText(AVAILABILITY.fitTimeOff)).toBeInTheDocument();
    expect(screen.getByText(AVAILABILITY.fitNoOneFree)).toBeInTheDocument();
  });
});

describe('the day shows its own time off', () => {
  it('today’s (Denver) own and company entries, not a colleague’s nor another day’s', async () => {
    server.use(
      http.get('/api/timeOff', () =>
        HttpResponse.json({
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
        }),
      ),
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
