import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { anAppointment } from '../../test/appointment-data.ts';
import { englishLeft } from '../../test/english-left.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { DayTimeline } from './day-timeline.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the day at a glance in Spanish (its jobs' gaps and states, on my way and its refusals), with no English
// left but names and data.

const DATA = ['Vehicle Detailing', '1 Elm St, Unit 2, Denver, CO 80202', '(303) 555-0199'];

const job = (actualDateTime: string, duration: number, overrides: Partial<Appointment> = {}) => {
  const a = anAppointment({ actualDateTime, ...overrides });
  return { ...a, appointmentDetails: { ...a.appointmentDetails, duration } };
};

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  act(() => onlineManager.setOnline(true));
});

describe('the day in Spanish', () => {
  it('its jobs in order, the gaps between them and each job’s state', async () => {
    // June 2, 2030 in Denver (MDT), at 7:00 AM.
    const first = job('2030-06-02T14:00:00.000Z', 30); // 8:00–8:30 AM
    const second = job('2030-06-02T15:45:00.000Z', 60); // 9:45 AM: 1 h 15 min free before it
    const third = job('2030-06-02T16:45:00.000Z', 45, { completedAt: '2030-06-02T17:30:00.000Z' }); // 10:45 AM
    const fourth = job('2030-06-02T17:15:00.000Z', 30); // overlaps the third by 15 min
    const photo = (id: number) => ({ id, kind: 'after', url: `/p/${id}`, createdAt: '2030-06-02T17:40:00.000Z' });
    server.use(
      http.get('/api/appointment/:id/photos', ({ params }) =>
        HttpResponse.json({ data: Number(params.id) === fourth.id ? [photo(1)] : [] }),
      ),
      mockRoute(paths.getAppointmentOnMyWay).reply(() => ({
        data: [
          {
            appointmentId: second.id,
            sentAt: '2030-06-02T13:05:00.000Z',
            etaMinutes: 30,
            arrivesAt: '2030-06-02T13:35:00.000Z',
          },
        ],
      })),
    );
    const { container } = renderWithProviders(
      <DayTimeline appointments={[third, fourth, first, second]} now={new Date('2030-06-02T13:00:00Z')} />,
    );
    expect(screen.getByRole('heading', { name: 'Tu día' })).toBeInTheDocument();
    expect(screen.getByText('4 trabajos hoy, en orden')).toBeInTheDocument();
    expect(screen.getAllByTestId('timeline-gap').map((g) => g.textContent)).toEqual([
      '1 h 15 min libres',
      DAY.back2back,
      'Se cruza con el siguiente trabajo por 15 min',
    ]);
    const jobs = screen.getAllByRole('article');
    expect(within(jobs[0]!).getByText(DAY.stateToDo)).toBeInTheDocument();
    expect(await within(jobs[1]!).findByText(/^Aviso enviado a las /)).toBeInTheDocument();
    expect(within(jobs[2]!).getByText(DAY.stateCompleted)).toBeInTheDocument();
    expect(await within(jobs[3]!).findByText('1 foto')).toBeInTheDocument();
    expect(within(jobs[0]!).getByRole('link', { name: 'Llamar a Casey Customer al (303) 555-0199' })).toBeVisible();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('one job today: the singular, and a job whose time has passed', () => {
    const nine = job('2030-06-02T15:00:00.000Z', 60); // 9:00–10:00 AM
    const { container } = renderWithProviders(
      <DayTimeline appointments={[nine]} now={new Date('2030-06-02T18:00:00Z')} />,
    );
    expect(screen.getByText('1 trabajo hoy, en orden')).toBeInTheDocument();
    expect(screen.getByText(DAY.stateTimePassed)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('on my way: its presets, a custom estimate checked, and the server’s wait in Spanish', async () => {
    const today = job('2030-06-02T16:00:00.000Z', 90);
    server.use(
      http.post(`/api/appointment/${today.id}/on-my-way`, () =>
        // The server writes English (DAY.tooSoon with its wait).
        HttpResponse.json(
          {
            statusCode: 429,
            code: 'too-many-requests',
            message: inLanguage('en', () => DAY.tooSoon(durationText(7))),
          },
          { status: 429, headers: { 'retry-after': '420' } },
        ),
      ),
    );
    const { container } = renderWithProviders(
      <DayTimeline appointments={[today]} now={new Date('2030-06-02T15:00:00Z')} />,
    );
    await userEvent.click(screen.getByRole('button', { name: DAY.onMyWay }));
    expect(screen.getByRole('group', { name: 'Avísale al cliente que vas en camino' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(DAY.customLabel), '300');
    await userEvent.click(screen.getByRole('button', { name: DAY.customSend }));
    await waitFor(() => expect(screen.getByText(DAY.etaRange)).toBeInTheDocument());
    expect(englishLeft(container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '30 minutos' }));
    expect(
      await screen.findByText('Avisaste que vas en camino hace menos de 10 minutos. Puedes avisar de nuevo en 7 min.'),
    ).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('offline, on my way says it needs a connection', () => {
    act(() => onlineManager.setOnline(false));
    const today = job('2030-06-02T16:00:00.000Z', 90);
    const { container } = renderWithProviders(
      <DayTimeline appointments={[today]} now={new Date('2030-06-02T15:00:00Z')} />,
    );
    expect(screen.getByText(DAY.needsConnection)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
