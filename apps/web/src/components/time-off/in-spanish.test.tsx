import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TimeOff } from '@vendor-portal/contract/availability';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { englishLeft } from '../../test/english-left.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { TimeOffCard } from './time-off-card.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the time-off card in Spanish (the company's, with the holidays; a member's), with no English left but
// names and data, its checks too. The holidays' names come from the server (date-holidays), as data.

const ENTRIES: TimeOff[] = [
  { id: 1, memberId: null, startDate: '2026-12-24', endDate: '2026-12-26', startTime: null, endTime: null, note: '' },
  {
    id: 2,
    memberId: null,
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    startTime: '13:00',
    endTime: '17:00',
    note: 'Inventario',
  },
];
const DATA = ["New Year's Day", 'Inventario'];

beforeEach(async () => {
  await switchLanguage('es');
  server.use(
    mockRoute(paths.getTimeOff).reply(() => ({ data: ENTRIES, memberId: 5 })),
    mockRoute(paths.getTimeOffHolidays).reply(() => ({ data: [{ date: '2027-01-01', name: "New Year's Day" }] })),
  );
});
afterEach(() => {
  setLanguage('en');
});

describe('the time-off card in Spanish', () => {
  it('lists, offers the holidays, and says what is wrong with a range', async () => {
    const { container } = renderWithProviders(<TimeOffCard owner={null} title="Tiempo libre" intro="" holidays />);
    expect(await screen.findByText(/todo el día/)).toBeInTheDocument();
    expect(screen.getByText(/1:00 p\.m\. a 5:00 p\.m\./)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "Agregar New Year's Day (1 ene 2027)" })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Primer día'), '2027-02-02');
    await userEvent.type(screen.getByLabelText('Último día'), '2027-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar tiempo libre' }));
    expect(await screen.findByText('El último día debe ser igual o posterior al primero.')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
