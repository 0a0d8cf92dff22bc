import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { APPOINTMENTS, DAY, SETUP, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { anAppointment, aNote } from '../../test/appointment-data.ts';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { AppointmentsPage } from './appointments-page.tsx';
import { AppointmentDetailPage } from './appointment-detail-page.tsx';

// Issue 46: the appointments list and a job's page in Spanish, in each of its states, with no English left but
// names and data (the customer, the property, the service, the note).

const DATA = [
  'Vehicle Detailing',
  'Exterior Wash',
  'Interior Clean',
  '(Exterior)',
  'Casey Customer',
  'casey@example.com',
  'Casey Home',
  '1 Elm St, Unit 2, Denver, CO 80202',
  'America/Denver',
  'Denver',
  'Check the side gate',
  testVendor.contactName,
];

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.useRealTimers();
});

/** The list's answers: each column's jobs by the call's query. */
function listsAre(lists: {
  today?: Appointment[];
  tomorrow?: Appointment[];
  upcoming?: Appointment[];
  completed?: Appointment[];
}) {
  server.use(
    http.get('/api/product', () => HttpResponse.json({ data: [] })),
    http.get('/api/appointment', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const list =
        q.get('completed') === 'true'
          ? lists.completed
          : !q.get('startDate')
            ? lists.today
            : q.get('endDate')
              ? lists.tomorrow
              : lists.upcoming;
      return HttpResponse.json({ data: list ?? [] });
    }),
  );
}

describe('the appointments list in Spanish', () => {
  it('the Upcoming tab: its columns, cards, sort, See More and footers', async () => {
    listsAre({
      today: [anAppointment()],
      tomorrow: [anAppointment(), anAppointment({ customer: { ...anAppointment().customer, email: '' } })],
      upcoming: [1, 2, 3, 4, 5].map(() => anAppointment()),
    });
    const { container } = renderWithProviders(<AppointmentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Citas' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: APPOINTMENTS.todayTitle });
    expect(within(today).getByText('1 cita')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mañana' })).getByText('2 citas')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Próximas' })).getByText('5 citas')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: APPOINTMENTS.seeMore }));
    await userEvent.click(within(today).getByRole('button', { name: new RegExp(APPOINTMENTS.sortAsc) }));
    expect(within(today).getByRole('button', { name: new RegExp(APPOINTMENTS.sortDesc) })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('the Completed tab', async () => {
    listsAre({ completed: [anAppointment({ completedAt: '2030-06-02T18:30:00.000Z' })] });
    const { container } = renderWithProviders(<AppointmentsPage />, { route: '/?tab=completed' });
    const completed = await screen.findByRole('region', { name: 'Completadas' });
    expect(within(completed).getByText('1 cita mostrada')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('a failed load, the review under way and the setup left', async () => {
    server.use(
      http.get('/api/product', () => HttpResponse.json({ data: [] })),
      http.get('/api/appointment', () => HttpResponse.json({}, { status: 502 })),
      http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'pending' })),
      http.get('/api/vendorSetup', () =>
        HttpResponse.json({
          done: { 'business-info': true, services: false, hours: false, documents: true },
          nextStep: 'services',
        }),
      ),
    );
    const { container } = renderWithProviders(<AppointmentsPage />);
    const checklist = await screen.findByRole('region', { name: SETUP.checklistTitle });
    expect(within(checklist).getByRole('link', { name: /Servicios y códigos postales/ })).toBeInTheDocument();
    expect(await within(checklist).findByText(SETUP.checklistReviewAfter)).toBeInTheDocument();
    expect(await screen.findByText(/^Hubo un error: /)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('a profile under review, once setup is done', async () => {
    listsAre({});
    server.use(http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'pending' })));
    const { container } = renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByRole('heading', { name: SETUP.reviewPendingTitle })).toBeInTheDocument();
    expect(await screen.findAllByText(APPOINTMENTS.columnEmpty)).toHaveLength(3);
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});

/** One job's page: the job, its notes, and what other features add below (none here). */
function jobIs(appointment: Appointment, onMyWay: unknown[] = []) {
  server.use(
    http.get(`/api/appointment/${appointment.id}`, () => HttpResponse.json({ data: appointment })),
    http.get('/api/appointmentNote', () =>
      HttpResponse.json([aNote({ appointmentId: appointment.id, jobNotes: 'Check the side gate' })]),
    ),
    http.get('/api/appointment/on-my-way', () => HttpResponse.json({ data: onMyWay })),
  );
}

const renderJob = (appointment: Appointment) =>
  renderWithProviders(<AppointmentDetailPage />, {
    path: '/appointments/:id',
    route: `/appointments/${appointment.id}`,
  });

describe('a job’s page in Spanish', () => {
  // 9:00 AM in Denver on June 1, 2030.
  const now = new Date('2030-06-01T15:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });

  it('scheduled, days ahead: complete from its day, on my way on its day, release asked first', async () => {
    const job = anAppointment({ actualDateTime: '2030-06-04T16:00:00.000Z' });
    jobIs(job);
    const { container } = renderJob(job);
    expect(await screen.findByRole('heading', { level: 1, name: `Cita n.º ${job.id}` })).toBeInTheDocument();
    expect(await screen.findByText('Check the side gate')).toBeInTheDocument();
    expect(screen.getByText(APPOINTMENTS.statusBadge('upcoming'))).toBeInTheDocument();
    expect(screen.getByText(DAY.onlyOnTheDay)).toBeInTheDocument();
    expect(screen.getByText('90 minutos')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    const dialog = await screen.findByRole('dialog', { name: WORKING_DAY_FIT.releaseTitle });
    expect(englishLeft(dialog, DATA)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: WORKING_DAY_FIT.releaseCancel }));
    // Editing a note.
    await userEvent.click(screen.getByRole('button', { name: APPOINTMENTS.editNote }));
    expect(screen.getByLabelText(APPOINTMENTS.editNoteLabel)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('today, on my way sent: its time, the presets, and too late to release (whom to call)', async () => {
    const job = anAppointment({ actualDateTime: '2030-06-01T18:00:00.000Z' });
    jobIs(job, [
      {
        appointmentId: job.id,
        sentAt: '2030-06-01T14:50:00.000Z',
        etaMinutes: 30,
        arrivesAt: '2030-06-01T15:20:00.000Z',
      },
    ]);
    const { container } = renderJob(job);
    expect(await screen.findByText(WORKING_DAY_FIT.releaseTooLateTitle)).toBeInTheDocument();
    expect(await screen.findByText(/^Enviado a las /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: APPOINTMENTS.markComplete })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: DAY.onMyWay }));
    expect(screen.getByRole('group', { name: DAY.onMyWayHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '15 minutos' })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    // Mark as complete is asked first.
    await userEvent.click(screen.getByRole('button', { name: APPOINTMENTS.markComplete }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(APPOINTMENTS.completeConfirm);
    expect(englishLeft(dialog, DATA)).toEqual([]);
  });

  it('completed', async () => {
    const job = anAppointment({ actualDateTime: '2030-05-30T16:00:00.000Z', completedAt: '2030-05-30T18:00:00.000Z' });
    jobIs(job);
    const { container } = renderJob(job);
    expect(await screen.findByText(APPOINTMENTS.statusBadge('completed'))).toBeInTheDocument();
    expect(await screen.findByText('Check the side gate')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('cancelled by the provider', async () => {
    const job = anAppointment({ actualDateTime: '2030-06-04T16:00:00.000Z', cancelledAt: '2030-05-31T10:00:00.000Z' });
    jobIs(job);
    const { container } = renderJob(job);
    expect(await screen.findByText(APPOINTMENTS.statusBadge('cancelled'))).toBeInTheDocument();
    expect(screen.getByText(APPOINTMENTS.cancelled)).toBeInTheDocument();
    expect(await screen.findByText('Check the side gate')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('a job that cannot be found says so in Spanish', async () => {
    server.use(
      http.get('/api/appointment/999', () =>
        HttpResponse.json(
          { statusCode: 404, code: 'not-found', message: 'Appointment with ID 999 not found.' },
          { status: 404 },
        ),
      ),
    );
    const { container } = renderWithProviders(<AppointmentDetailPage />, {
      path: '/appointments/:id',
      route: '/appointments/999',
    });
    expect(await screen.findByText('No se encontró la cita con ID 999.')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
