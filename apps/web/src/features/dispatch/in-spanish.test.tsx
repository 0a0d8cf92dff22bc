import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '@vendor-portal/contract/availability';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { englishLeft } from '../../test/english-left.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { DispatchPage } from './dispatch-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the dispatch board in Spanish, with no English left but names and data: the rows, time off (a whole
// day and part of one), a clash, and the question before giving a job to a busy member (the server asks in
// English; the board asks in the member's language).

const BOARD: Dispatch = {
  members: [
    { id: 2, name: 'Ana', role: 'technician', takesJobs: true },
    { id: 3, name: 'Ben', role: 'technician', takesJobs: true },
  ],
  timeOff: [
    { id: 9, memberId: 3, startDate: '2030-06-03', endDate: '2030-06-03', startTime: null, endTime: null, note: '' },
    {
      id: 10,
      memberId: 2,
      startDate: '2030-06-03',
      endDate: '2030-06-03',
      startTime: '13:00',
      endTime: '15:00',
      note: 'Dentista',
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
      // A date-only job: its day, in Spanish too.
      schedulingKind: 'date',
      state: 'upcoming',
    },
  ],
};
const DATA = ['Ana', 'Ben', 'Detailing', 'Washing', 'Windows', 'Denver', 'Aurora', 'Dentista'];

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.useRealTimers();
});

describe('the dispatch board in Spanish', () => {
  it('its rows, time off, clashes and the question about a busy member', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-03T14:00:00Z') });
    server.use(
      mockRoute(paths.getDispatch).reply(() => ({ data: BOARD })),
      http.patch('/api/appointment/assignee/:id', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'member-busy',
            message: inLanguage('en', () => AVAILABILITY.memberBusy('Ben')),
            conflicts: [],
            timeOff: true,
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DispatchPage />, { route: '/dispatch', path: '/dispatch' });
    const ana = await screen.findByRole('region', { name: 'Ana' });
    expect(within(ana).getAllByText('Choque')).toHaveLength(2);
    expect(within(ana).getByTestId('time-off')).toHaveTextContent('Descanso 1:00 p.m. a 3:00 p.m. · Dentista');
    expect(within(screen.getByRole('region', { name: 'Ben' })).getByTestId('time-off')).toHaveTextContent('Descanso');
    expect(screen.getByRole('heading', { level: 1, name: 'Despacho' })).toBeInTheDocument();
    expect(englishLeft(document.body, DATA)).toEqual([]);

    const unassigned = screen.getByRole('region', { name: 'Sin asignar' });
    await user.selectOptions(within(unassigned).getByRole('combobox', { name: /^Dar Windows/ }), '3');
    const dialog = await screen.findByRole('dialog', { name: '¿Dar este trabajo igual?' });
    expect(dialog).toHaveTextContent('Ben está ocupado o de descanso a esa hora. ¿Se lo das igual?');
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });
});
