import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Appointment, AppointmentNote } from '@vendor-portal/contract/appointments';
import {
  ACTIONS,
  APPOINTMENTS,
  EARNINGS,
  FIELD,
  JOB_THREAD,
  TEAM,
  VISIT,
  WORKING_DAY_FIT,
} from '@vendor-portal/contract/messages';
import { fakeIdToken } from '../../test/tokens.ts';
import { noteOutbox } from '../../lib/offline/note-outbox.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppointmentDetailPage } from './appointment-detail-page.tsx';
import { refreshAppointment } from './api/get-appointment.ts';
import { aNote, anAppointment } from '../../test/appointment-data.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

/** A tiny in-memory server for one appointment and its notes. */
function mockAppointment(appointment: Appointment, initialNotes: AppointmentNote[] = []) {
  let notes = [...initialNotes];
  const calls: string[] = [];
  server.use(
    http.get(`/api/appointment/${appointment.id}`, () => HttpResponse.json({ data: appointment })),
    http.patch(`/api/appointment/complete/${appointment.id}`, () => {
      calls.push('complete');
      appointment = { ...appointment, completedAt: '2030-06-02T18:30:00.000Z' };
      return HttpResponse.json({ data: appointment });
    }),
    http.get('/api/appointmentNote', ({ request }) => {
      expect(new URL(request.url).searchParams.get('appointmentId')).toBe(String(appointment.id));
      return HttpResponse.json(notes);
    }),
    http.post('/api/appointmentNote', async ({ request }) => {
      const body = (await request.json()) as { jobNotes: string; appointmentId: number; messageType: string };
      calls.push(`add:${body.jobNotes}:${body.appointmentId}:${body.messageType}`);
      const note = aNote({
        appointmentId: appointment.id,
        jobNotes: body.jobNotes,
        createdAt: new Date().toISOString(),
      });
      notes = [...notes, note];
      return HttpResponse.json(note, { status: 201 });
    }),
    http.patch('/api/appointmentNote/:id', async ({ params, request }) => {
      const { jobNotes } = (await request.json()) as { jobNotes: string };
      calls.push(`edit:${params.id}:${jobNotes}`);
      notes = notes.map((n) => (n.id === Number(params.id) ? { ...n, jobNotes } : n));
      return HttpResponse.json(notes.find((n) => n.id === Number(params.id)));
    }),
    http.delete('/api/appointmentNote/:id', ({ params }) => {
      calls.push(`delete:${params.id}`);
      notes = notes.filter((n) => n.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const renderDetail = (id: number | string) =>
  renderWithProviders(<AppointmentDetailPage />, {
    path: '/appointments/:id',
    route: `/appointments/${id}`,
    routes: [{ path: '/', element: <p>list</p> }],
  });
const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
/** An appointment whose day has begun (the fixture's is in 2030, which cannot be completed yet). */
const aDueAppointment = () => anAppointment({ actualDateTime: '2024-06-02T16:00:00.000Z' });
/** Mark as Complete, then confirm in the dialog. */
async function completeAndConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(APPOINTMENTS.completeConfirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }));
}

describe('Appointment detail (docs/product-spec.md §2)', () => {
  it('shows every section: customer, property, service details, status & time', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    renderDetail(appointment.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: APPOINTMENTS.detailHeading(appointment.id) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Appointments' })).toBeInTheDocument();
    await screen.findByText('Casey Customer');
    const customer = section('Customer');
    expect(within(customer).getByRole('link', { name: 'casey@example.com' })).toHaveAttribute(
      'href',
      'mailto:casey@example.com',
    );
    expect(within(customer).getByRole('link', { name: '(303) 555-0199' })).toHaveAttribute('href', 'tel:3035550199');
    const property = section('Property');
    expect(within(property).getByText('Casey Home')).toBeInTheDocument();
    expect(within(property).getByText('1 Elm St, Unit 2, Denver, CO 80202')).toBeInTheDocument();
    expect(within(property).getByText('America/Denver')).toBeInTheDocument();
    const details = section('Service Details');
    expect(within(details).getByText('Vehicle Detailing')).toBeInTheDocument();
    expect(within(details).getByText('Exterior Wash')).toBeInTheDocument();
    expect(within(details).getByText('(Exterior)')).toBeInTheDocument();
    expect(within(details).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(details).getByText('90 minutes')).toBeInTheDocument();
    const status = section('Status & Time');
    // 16:00Z is 10:00 in Denver (MDT); the browser here runs in another zone.
    expect(within(status).getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    expect(within(status).getByText('Upcoming')).toBeInTheDocument();
    expect(within(status).getByText('N/A')).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Mark as Complete' })).toBeInTheDocument();
    expect(section('Vendor Notes')).toBeInTheDocument();
    // Issue 54 item 15: ordered for the technician's work: the status and its action first, the notes after the
    // work, what the job is about last.
    const order = [status, section('Vendor Notes'), customer, property, details];
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows what was booked for every service, with the section label only for the sectioned ones; date-only when every price is outside', async () => {
    const appointment = anAppointment({
      property: {
        title: 'Lake House',
        street1: '9 Shore Rd',
        street2: null,
        city: 'Tempe',
        state: 'AZ',
        zipCode: '85281',
        timeZone: 'America/Phoenix',
      },
      appointmentDetails: {
        duration: 30,
        products: [
          {
            id: 5,
            title: 'Window Cleaning',
            prices: [
              {
                id: 51,
                title: 'Outside panes',
                quantity: 1,
                section: 'Outside',
                isOutside: true,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
        ],
      },
      actualDateTime: '2030-06-02T05:00:00.000Z', // 22:00 on June 1 in Phoenix
    });
    mockAppointment(appointment);
    renderDetail(appointment.id);
    expect(await screen.findByText('Jun 1, 2030')).toBeInTheDocument();
    const details = section('Service Details');
    expect(within(details).getByText('Window Cleaning')).toBeInTheDocument();
    expect(within(details).getByText('Outside panes')).toBeInTheDocument();
    expect(within(details).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(details).getByText('30 minutes')).toBeInTheDocument();
    expect(within(details).queryByText('(Outside)')).not.toBeInTheDocument(); // docs/product-spec.md §9
  });

  it('says a booking cancelled by the provider was cancelled, and offers no completion (issue 28 item 11)', async () => {
    const appointment = aDueAppointment();
    mockAppointment({ ...appointment, cancelledAt: '2024-06-01T10:00:00.000Z' });
    renderDetail(appointment.id);
    expect(await screen.findByText(APPOINTMENTS.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
  });

  it('says that the time changed when the provider moves the open job (issue 38 item 12)', async () => {
    const before = anAppointment({ actualDateTime: '2030-06-04T16:00:00.000Z' }); // 10:00 AM MDT
    mockAppointment(before);
    const { queryClient } = renderDetail(before.id);
    expect(await screen.findByText('Jun 4, 2030, 10:00 AM', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/changed this job's time/)).toBeNull();
    // The live stream's "appointment updated" re-reads the detail (app/live-events.tsx).
    server.use(
      http.get(`/api/appointment/${before.id}`, () =>
        HttpResponse.json({ data: { ...before, actualDateTime: '2030-06-05T20:30:00.000Z' } }),
      ),
    );
    await act(() => refreshAppointment(queryClient, before.id));
    expect(
      await screen.findByText(APPOINTMENTS.timeChanged('Jun 4, 2030, 10:00 AM', 'Jun 5, 2030, 2:30 PM')),
    ).toBeVisible();
  });

  it("shows 'N/A' for missing customer fields and 'Invalid Date' for an unparseable time", async () => {
    const appointment = anAppointment({
      actualDateTime: 'not-a-date',
      customer: { firstName: '', lastName: '', email: null, phone: null },
    });
    mockAppointment(appointment);
    renderDetail(appointment.id);
    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
    expect(within(section('Customer')).getAllByText('N/A')).toHaveLength(3);
  });

  it('marks the appointment complete after a confirmation: the badge turns Completed and the button goes', async () => {
    const appointment = aDueAppointment();
    const calls = mockAppointment(appointment);
    renderDetail(appointment.id);
    await completeAndConfirm();
    const status = section('Status & Time');
    expect(await within(status).findByText('Completed')).toBeInTheDocument();
    expect(within(status).getByText('Jun 2, 2030, 12:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
    expect(calls).toEqual(['complete']);
  });

  it('asks before completing, and Cancel completes nothing', async () => {
    const appointment = aDueAppointment();
    const calls = mockAppointment(appointment);
    renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section('Status & Time')).getByText('Upcoming')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the visit in the status card: a no-show and its pay (the visit's controls load with the card)", async () => {
    const appointment = anAppointment({
      completedAt: '2030-06-02T16:35:00.000Z',
      outcome: 'no-show',
      noShowCents: 4500,
    });
    mockAppointment(appointment);
    renderDetail(appointment.id);
    await screen.findByRole('heading', { name: APPOINTMENTS.statusHeading });
    const status = section(APPOINTMENTS.statusHeading);
    expect(await within(status).findByText('$45.00')).toBeInTheDocument();
    expect(within(status).getByText(VISIT.outcomeNoShow)).toBeInTheDocument();
  });

  describe('one state drives the badge and the actions (issue 54 item 14)', () => {
    const statusOf = async (appointment: Appointment) => {
      mockAppointment(appointment);
      renderDetail(appointment.id);
      await screen.findByRole('heading', { name: APPOINTMENTS.statusHeading });
      return within(section(APPOINTMENTS.statusHeading));
    };

    it('after Arrived the badge says Arrived, not Upcoming', async () => {
      const status = await statusOf(anAppointment({ checkedInAt: '2030-06-02T16:05:00.000Z' }));
      expect(await status.findByText(APPOINTMENTS.visitState('arrived'))).toBeInTheDocument();
      expect(status.queryByText(APPOINTMENTS.visitState('upcoming'))).toBeNull();
    });

    it('after a no-show: No-show, and no Completed, Completed at nor Done at', async () => {
      const status = await statusOf(
        anAppointment({
          checkedInAt: '2030-06-02T16:05:00.000Z',
          checkedOutAt: '2030-06-02T16:40:00.000Z',
          completedAt: '2030-06-02T16:40:00.000Z',
          outcome: 'no-show',
          noShowCents: 4500,
        }),
      );
      expect(await status.findByText(APPOINTMENTS.visitState('noShow'))).toBeInTheDocument();
      expect(status.queryByText(APPOINTMENTS.visitState('done'))).toBeNull();
      expect(status.queryByText(APPOINTMENTS.completedAtLabel)).toBeNull();
      expect(status.queryByText(VISIT.doneAt('10:40 AM'))).toBeNull();
    });

    it('after Done: Completed is not yet marked, and "Customer didn’t show" is not offered', async () => {
      const status = await statusOf(
        anAppointment({ checkedInAt: '2030-06-02T16:05:00.000Z', checkedOutAt: '2030-06-02T17:00:00.000Z' }),
      );
      expect(await status.findByText(VISIT.doneAt('11:00 AM'))).toBeInTheDocument();
      expect(status.queryByRole('button', { name: VISIT.noShow })).toBeNull();
      expect(status.queryByText(VISIT.noShowFrom('10:35 AM MDT'))).toBeNull();
    });
  });

  it("shows a no-show's note under when it was recorded, in the property's zone (issue 43)", async () => {
    // 03:50 UTC on Jun 3 is 9:50 PM on Jun 2 in Denver, the property's zone.
    const appointment = anAppointment({
      checkedInAt: '2030-06-03T03:15:00.000Z',
      completedAt: '2030-06-03T03:50:00.000Z',
      outcome: 'no-show',
      noShowCents: 4500,
      noShowNote: 'Rang twice, called, waited by the gate.',
    });
    mockAppointment(appointment);
    renderDetail(appointment.id);
    await screen.findByRole('heading', { name: APPOINTMENTS.statusHeading });
    const status = section(APPOINTMENTS.statusHeading);
    expect(await within(status).findByText('Rang twice, called, waited by the gate.')).toBeInTheDocument();
    expect(within(status).getByText(VISIT.noShowNoteAt('Jun 2, 2030, 9:50 PM'))).toBeInTheDocument();
  });

  it("before the appointment's day (in the property's zone) the button waits and says from when", async () => {
    const appointment = anAppointment(); // Jun 2, 2030 in Denver
    const calls = mockAppointment(appointment);
    renderDetail(appointment.id);
    const button = await screen.findByRole('button', { name: 'Mark as Complete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(APPOINTMENTS.completeFrom('Jun 2, 2030'));
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Completion Error: {message}' when completing fails", async () => {
    const appointment = aDueAppointment();
    mockAppointment(appointment);
    server.use(
      http.patch(`/api/appointment/complete/${appointment.id}`, () =>
        HttpResponse.json({ message: APPOINTMENTS.alreadyCompleted }, { status: 409 }),
      ),
    );
    renderDetail(appointment.id);
    await completeAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      APPOINTMENTS.completionError(APPOINTMENTS.alreadyCompleted),
    );
  });

  it("a completion failure without a message shows 'Completion Error: Failed to mark appointment as complete.'", async () => {
    const appointment = aDueAppointment();
    mockAppointment(appointment);
    server.use(
      http.patch(`/api/appointment/complete/${appointment.id}`, () => new HttpResponse(null, { status: 500 })),
    );
    renderDetail(appointment.id);
    await completeAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Completion Error: Failed to mark appointment as complete.',
    );
  });

  it('goes back to the list', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    const { router } = renderDetail(appointment.id);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Appointments' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened from the list, goes back to that entry (which kept its tab, See More and scroll position)', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    const { router } = renderDetail(appointment.id);
    await act(() => router.navigate('/?tab=completed', { state: { scrollY: 300 } }));
    await act(() => router.navigate(`/appointments/${appointment.id}`, { state: { fromList: true } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Appointments' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=completed'));
    expect(router.state.location.state).toEqual({ scrollY: 300 });
    expect(router.state.historyAction).toBe('POP');
  });

  describe('load errors (docs/product-spec.md §8)', () => {
    it('404 → Appointment with ID {id} not found.', async () => {
      server.use(http.get('/api/appointment/77', () => HttpResponse.json({ message: 'whatever' }, { status: 404 })));
      renderDetail(77);
      expect(await screen.findByRole('alert')).toHaveTextContent('Appointment with ID 77 not found.');
    });
    it('401 → Authentication required to view appointment details.', async () => {
      server.use(
        http.get('/api/appointment/77', () =>
          HttpResponse.json({ message: 'Authentication required.' }, { status: 401 }),
        ),
      );
      renderDetail(77);
      expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.detailAuthRequired);
    });
    it("other failures show the server's message", async () => {
      server.use(
        http.get('/api/appointment/77', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })),
      );
      renderDetail(77);
      expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    });
    it("a failure without a message → 'Failed to load appointment details.'", async () => {
      server.use(http.get('/api/appointment/77', () => new HttpResponse(null, { status: 502 })));
      renderDetail(77);
      expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.detailLoadFailed);
    });
    it("shows 'Loading appointment...' while loading", async () => {
      server.use(http.get('/api/appointment/77', () => new Promise(() => {})));
      renderDetail(77);
      expect(await screen.findByText(APPOINTMENTS.loadingDetail)).toBeInTheDocument();
    });
    it('no token → the authentication text, nothing loaded', () => {
      renderWithProviders(<AppointmentDetailPage />, {
        path: '/appointments/:id',
        route: '/appointments/77',
        session: { token: null },
      });
      expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENTS.detailAuthRequired);
    });
    it('no id in the URL → Appointment ID is missing in the URL.', () => {
      renderWithProviders(<AppointmentDetailPage />, { path: '/appointments', route: '/appointments' });
      expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENTS.idMissing);
    });
    it('a non-numeric id is not found without asking the server', () => {
      renderDetail('abc');
      expect(screen.getByRole('alert')).toHaveTextContent('Appointment with ID abc not found.');
    });
  });
});

describe('Vendor Notes (docs/product-spec.md §2, §5, §7)', () => {
  it('lists vendor notes with text, newest first', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment, [
      aNote({ jobNotes: 'Older', createdAt: '2030-06-01T10:00:00Z' }),
      aNote({ jobNotes: 'Newer', createdAt: '2030-06-01T12:00:00Z' }),
      aNote({ jobNotes: '   ', createdAt: '2030-06-01T13:00:00Z' }),
      aNote({ jobNotes: 'From the system', messageType: 'system' }),
    ]);
    renderDetail(appointment.id);
    await screen.findByText('Newer');
    const texts = within(section('Vendor Notes'))
      .getAllByText(/^(Older|Newer|From the system)$/)
      .map((el) => el.textContent);
    expect(texts).toEqual(['Newer', 'Older']);
    expect(screen.getByText('Jun 1, 2030, 6:00 AM')).toBeInTheDocument();
  });

  it('offers Edit and Delete only on the notes the member may change, and says who may (issue 54 item 8)', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment, [
      aNote({ jobNotes: "The owner's note", mayChange: false }),
      aNote({ jobNotes: 'My own note', mayChange: true }),
    ]);
    renderDetail(appointment.id);
    const theirs = (await screen.findByText("The owner's note")).closest('li')!;
    const mine = screen.getByText('My own note').closest('li')!;
    expect(within(theirs).queryByRole('button', { name: APPOINTMENTS.editNote })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: APPOINTMENTS.deleteNote })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: APPOINTMENTS.editNote })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: APPOINTMENTS.deleteNote })).toBeInTheDocument();
    expect(within(section('Vendor Notes')).getByText(APPOINTMENTS.notesWhoMayEdit)).toBeInTheDocument();
  });

  it('adds a trimmed note and never an empty one', async () => {
    const appointment = anAppointment();
    const calls = mockAppointment(appointment);
    renderDetail(appointment.id);
    expect(await screen.findByText(APPOINTMENTS.noNotes)).toBeInTheDocument();
    const box = screen.getByLabelText(APPOINTMENTS.newNoteLabel);
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await userEvent.type(box, 'Gate code 4411  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Gate code 4411')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls).toEqual([`add:Gate code 4411:${appointment.id}:vendor`]);
  });

  it('edits, cancels and saves a note', async () => {
    const appointment = anAppointment();
    const note = aNote({ jobNotes: 'Draft text' });
    const calls = mockAppointment(appointment, [note]);
    renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText(APPOINTMENTS.editNoteLabel);
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Thrown away');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Draft text')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText(APPOINTMENTS.editNoteLabel));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(APPOINTMENTS.editNoteLabel), ' Final text ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Final text')).toBeInTheDocument();
    expect(calls).toEqual([`edit:${note.id}:Final text`]);
  });

  it('the note being edited is its own form (docs/how-to/forms.md): its Save submits it', async () => {
    const appointment = anAppointment();
    const note = aNote({ jobNotes: 'Draft text' });
    const calls = mockAppointment(appointment, [note]);
    renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText(APPOINTMENTS.editNoteLabel);
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Draft text and more');
    const form = editor.closest('form');
    expect(form).not.toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(form).toContainElement(save);
    expect(save).toHaveAttribute('type', 'submit');
    await userEvent.click(save);
    expect(await screen.findByText('Draft text and more')).toBeInTheDocument();
    expect(calls).toEqual([`edit:${note.id}:Draft text and more`]);
  });

  it('deletes a note', async () => {
    const appointment = anAppointment();
    const note = aNote({ jobNotes: 'Delete me' });
    const calls = mockAppointment(appointment, [note]);
    renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(ACTIONS.confirmDeleteNote);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    expect(screen.getByText('Delete me')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
    expect(calls).toEqual([`delete:${note.id}`]);
  });

  it('a double click on Add Note sends one request, with an Idempotency-Key', async () => {
    const appointment = anAppointment();
    const calls = mockAppointment(appointment);
    const keys: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('idempotency-key'));
    });
    renderDetail(appointment.id);
    await userEvent.type(await screen.findByLabelText(APPOINTMENTS.newNoteLabel), 'Twice');
    // Two taps before the page has re-rendered (a fast double tap on a phone).
    const addNote = screen.getByRole('button', { name: 'Add Note' });
    fireEvent.click(addNote);
    fireEvent.click(addNote);
    expect(await screen.findByText('Twice')).toBeInTheDocument();
    expect(calls).toEqual([`add:Twice:${appointment.id}:vendor`]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    server.events.removeAllListeners();
  });

  it('with the server unreachable, Add Note says so and keeps the note on this device with its key', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/appointmentNote', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the SPEC's log of a failed add
    renderDetail(appointment.id);
    await userEvent.type(await screen.findByLabelText(APPOINTMENTS.newNoteLabel), 'Gate code 12');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIONS.noteKeptOnDevice);
    expect(await screen.findByText('Gate code 12')).toBeInTheDocument();
    expect(screen.getByText(FIELD.noteWaitingToSync)).toBeInTheDocument();
    expect(noteOutbox.snapshot().map((p) => p.key)).toContain(keys[0]);
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('with the server unreachable, deleting a note says so', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment, [aNote({ jobNotes: 'Keep me' })]);
    server.use(http.delete('/api/appointmentNote/:id', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIONS.networkUnreachable);
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('only logs a failed add (docs/product-spec.md §8)', async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    server.use(http.post('/api/appointmentNote', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {}); // the SPEC says it is logged
    renderDetail(appointment.id);
    await userEvent.type(await screen.findByLabelText(APPOINTMENTS.newNoteLabel), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('pay (docs/architecture.md "Pay and earnings")', () => {
  it("shows each line's pay and the job's total in US dollars", async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    renderDetail(appointment.id);
    const details = await screen.findByRole('heading', { name: APPOINTMENTS.serviceDetailsHeading });
    const card = details.closest('section') ?? details.parentElement!.parentElement!;
    expect(within(card as HTMLElement).getByText('$25.00')).toBeVisible();
    expect(within(card as HTMLElement).getByText('$40.00')).toBeVisible();
    expect(within(card as HTMLElement).getByText(EARNINGS.payLabel).nextSibling).toHaveTextContent('$65.00');
  });

  it('shows no pay at all when the answer carries none (the owner keeps pay from the crew)', async () => {
    const shown = anAppointment();
    const { payoutCents: _total, ...appointment } = {
      ...shown,
      appointmentDetails: {
        ...shown.appointmentDetails,
        products: shown.appointmentDetails.products.map((p) => ({
          ...p,
          prices: p.prices.map(({ payoutCents: _pay, ...price }) => price),
        })),
      },
    };
    mockAppointment(appointment as Appointment);
    renderDetail(appointment.id);
    const details = await screen.findByRole('heading', { name: APPOINTMENTS.serviceDetailsHeading });
    const card = (details.closest('section') ?? details.parentElement!.parentElement!) as HTMLElement;
    expect(within(card).queryByText(EARNINGS.payLabel)).toBeNull();
    expect(card.textContent).not.toMatch(/\$/);
  });

  it('keeps the answer of a release when the job, read again, is no longer the vendor’s', async () => {
    // Three days ahead: releasable. Once released, the server answers the detail with 404 (it is not the vendor's).
    const appointment = anAppointment({ actualDateTime: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString() });
    mockAppointment(appointment);
    let released = false;
    server.use(
      http.get(`/api/appointment/${appointment.id}`, () =>
        released
          ? HttpResponse.json({ code: 'not-found', message: 'Not found' }, { status: 404 })
          : HttpResponse.json({ data: appointment }),
      ),
      http.patch(`/api/appointment/release/${appointment.id}`, () => {
        released = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { queryClient } = renderDetail(appointment.id);
    await userEvent.click(await screen.findByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: WORKING_DAY_FIT.releaseConfirm }),
    );
    expect(await screen.findByText(WORKING_DAY_FIT.released)).toBeVisible();
    // The live stream's `appointment updated` reads the detail again, as the app does.
    await act(() => queryClient.invalidateQueries({ queryKey: ['appointment'] }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['appointment', String(appointment.id)])?.status).toBe('error'),
    );
    expect(screen.getByText(WORKING_DAY_FIT.released)).toBeVisible();
    expect(screen.getByText('Casey Customer')).toBeVisible();
    expect(screen.queryByText(APPOINTMENTS.notFound(appointment.id))).not.toBeInTheDocument();
  });
});

// docs/features.md "A company with a crew": the owner and the office give the job to a member.
describe('Appointment detail: who does the job', () => {
  it("the owner picks among the team's active members and Unassigned; the choice is sent", async () => {
    const appointment = anAppointment();
    mockAppointment(appointment);
    const sent: unknown[] = [];
    server.use(
      mockRoute(paths.getTeam).reply(() => ({
        data: [
          { id: 1, email: 'o@example.com', name: 'Jordan Rivera', role: 'owner', status: 'active' },
          { id: 3, email: 't@example.com', name: 'Tess Tech', role: 'technician', status: 'active' },
          { id: 4, email: 'i@example.com', name: 'Ivy Invited', role: 'technician', status: 'invited' },
        ],
      })),
      http.patch(`/api/appointment/assignee/${appointment.id}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ...appointment, assignee: { id: 3, name: 'Tess Tech' } } });
      }),
    );
    renderDetail(appointment.id);
    const picker = await screen.findByRole('combobox', { name: TEAM.assigneePickerLabel('Vehicle Detailing') });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([TEAM.unassigned, 'Jordan Rivera', 'Tess Tech']);
    await userEvent.selectOptions(picker, '3');
    expect(await screen.findByText(TEAM.assignSaved('Tess Tech'))).toBeInTheDocument();
    expect(sent).toEqual([{ memberId: 3 }]);
  });

  it('a technician reads who does it, without a picker or Release', async () => {
    const appointment = anAppointment({ assignee: { id: 3, name: 'Tess Tech' } });
    mockAppointment(appointment);
    renderWithProviders(<AppointmentDetailPage />, {
      path: '/appointments/:id',
      route: `/appointments/${appointment.id}`,
      session: { token: fakeIdToken({ email: 't@example.com', vendorId: 7, memberRole: 'technician' }) },
    });
    expect(await screen.findByText('Tess Tech')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /release/i })).toBeNull();
  });
});

// Issue 38 items 1 and 7: a cancelled or completed job is closed, and a released one no longer ours: the page
// shows it as it is and offers no change (the server refuses them with 409 appointment-closed, or 404).
describe('Appointment detail: a closed job is read-only', () => {
  const team = () =>
    server.use(
      mockRoute(paths.getTeam).reply(() => ({
        data: [{ id: 3, email: 't@example.com', name: 'Tess Tech', role: 'technician', status: 'active' }],
      })),
    );
  /**
   * Nothing on the page changes the job: no picker, note form, note buttons, completion, on my way or release. The
   * thread with the customer is no change of the job: it stays open 7 days after the end (job-thread.test.tsx).
   */
  function expectNoActions() {
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(
      screen.queryAllByLabelText(JOB_THREAD.newMessageLabel).map(() => 'body'),
    );
    expect(screen.queryByRole('button', { name: APPOINTMENTS.addNote })).toBeNull();
    expect(screen.queryByRole('button', { name: APPOINTMENTS.editNote })).toBeNull();
    expect(screen.queryByRole('button', { name: APPOINTMENTS.deleteNote })).toBeNull();
    expect(screen.queryByRole('button', { name: APPOINTMENTS.markComplete })).toBeNull();
    expect(screen.queryByRole('button', { name: /on my way/i })).toBeNull();
    expect(screen.queryByRole('button', { name: WORKING_DAY_FIT.releaseAction })).toBeNull();
    expect(screen.queryByText(/You can mark this appointment as complete from/)).toBeNull();
  }

  it.each([
    ['cancelled', { cancelledAt: '2030-05-20T10:00:00.000Z' }, APPOINTMENTS.statusBadge('cancelled')],
    ['completed', { completedAt: '2030-06-02T18:30:00.000Z' }, APPOINTMENTS.statusBadge('completed')],
  ] as const)('a %s job shows its status and offers no change', async (_how, closed, badge) => {
    team();
    // Three days ahead, given to a technician, with a note: every action would be on offer were it open.
    const appointment = anAppointment({
      actualDateTime: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
      assignee: { id: 3, name: 'Tess Tech' },
      ...closed,
    });
    mockAppointment(appointment, [aNote({ appointmentId: appointment.id, jobNotes: 'Gate code 1234' })]);
    const readOnly: boolean[] = [];
    renderWithProviders(
      <AppointmentDetailPage
        workingDay={(_id, ro) => {
          readOnly.push(ro);
          return null;
        }}
      />,
      { path: '/appointments/:id', route: `/appointments/${appointment.id}` },
    );
    expect(await screen.findByText('Gate code 1234')).toBeVisible();
    const status = section(APPOINTMENTS.statusHeading);
    expect(within(status).getByText(badge)).toBeVisible();
    expect(within(status).queryByText(APPOINTMENTS.statusBadge('upcoming'))).toBeNull();
    expect(within(status).getByText('Tess Tech')).toBeVisible();
    expectNoActions();
    // The photos below are told too (no upload, no delete).
    expect(readOnly.at(-1)).toBe(true);
  });

  it('turns read-only at once when the vendor releases the job, and says it was released', async () => {
    team();
    const appointment = anAppointment({ actualDateTime: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString() });
    mockAppointment(appointment, [aNote({ appointmentId: appointment.id, jobNotes: 'Gate code 1234' })]);
    server.use(http.patch(`/api/appointment/release/${appointment.id}`, () => HttpResponse.json({ data: null })));
    renderDetail(appointment.id);
    expect(await screen.findByRole('combobox')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: WORKING_DAY_FIT.releaseConfirm }),
    );
    // No re-read needed: the answer of the release is enough.
    expect(await screen.findByRole('status')).toHaveTextContent(WORKING_DAY_FIT.released);
    expect(screen.getByText('Gate code 1234')).toBeVisible();
    const status = section(APPOINTMENTS.statusHeading);
    expect(within(status).getByText(APPOINTMENTS.statusBadge('released'))).toBeVisible();
    expect(within(status).queryByText(APPOINTMENTS.statusBadge('upcoming'))).toBeNull();
    expectNoActions();
  });
});
