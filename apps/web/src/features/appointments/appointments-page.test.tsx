import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, AUTH, SETUP, TEAM } from '@vendor-portal/contract/messages';
import { fakeIdToken } from '../../test/tokens.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { AppointmentsPage } from './appointments-page.tsx';
import { anAppointment } from '../../test/appointment-data.ts';

type Lists = { today?: Appointment[]; tomorrow?: Appointment[]; upcoming?: Appointment[]; completed?: Appointment[] };

/** Answers each list call by its query; records every query string. */
function mockApi(lists: Lists = {}, options: { timeZone?: string } = {}, queries: URLSearchParams[] = []) {
  server.use(
    http.get('/api/vendorHours', () =>
      HttpResponse.json(
        options.timeZone
          ? [{ id: 1, weekDay: 'Monday', openTime: '09:00', closeTime: '17:00', timeZone: options.timeZone }]
          : [],
      ),
    ),
    http.get('/api/product', () => HttpResponse.json({ data: [] })),
    http.get('/api/appointment', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
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
  return queries;
}

const column = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.useRealTimers());

describe('Appointments page (docs/product-spec.md §2)', () => {
  it('shows the title, the tabs and the three upcoming columns with subtitles, cards and footers', async () => {
    mockApi({ today: [anAppointment()], tomorrow: [anAppointment(), anAppointment()], upcoming: [] });
    renderWithProviders(<AppointmentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: APPOINTMENTS.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed', selected: false })).toBeInTheDocument();
    expect(await screen.findByText('Your appointments for today')).toBeInTheDocument();
    const today = column('Today');
    expect(within(today).getByRole('heading', { name: 'Today' })).toHaveClass('text-column-today');
    expect(within(today).getByText('Vehicle Detailing')).toBeInTheDocument();
    expect(within(today).getByText('casey@example.com')).toBeInTheDocument();
    expect(within(today).getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    expect(within(today).getByText('1 appointment(s)')).toBeInTheDocument();
    expect(within(column('Tomorrow')).getByText('Your appointments for tomorrow')).toBeInTheDocument();
    expect(within(column('Tomorrow')).getByRole('heading', { name: 'Tomorrow' })).toHaveClass('text-column-tomorrow');
    expect(within(column('Tomorrow')).getByText('2 appointment(s)')).toBeInTheDocument();
    expect(within(column('Upcoming')).getByText('Upcoming appointments')).toBeInTheDocument();
    expect(within(column('Upcoming')).getByRole('heading', { name: 'Upcoming' })).toHaveClass('text-column-upcoming');
    expect(within(column('Upcoming')).getByText('0 appointment(s)')).toBeInTheDocument();
  });

  it("asks for today, tomorrow and later as days in the vendor's zone, not the browser's", async () => {
    // 03:30Z on March 10 is still March 9 in New York (the vendor) but March 10 in UTC (the test browser).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T03:30:00Z'));
    const queries = mockApi({}, { timeZone: 'America/New_York' });
    renderWithProviders(<AppointmentsPage />);
    await waitFor(() => expect(queries).toHaveLength(3));
    const asObjects = queries.map((q) => Object.fromEntries(q));
    expect(asObjects).toEqual(
      expect.arrayContaining([
        { endDate: '2030-03-10', completed: 'false', sort: 'asc' },
        { startDate: '2030-03-10', endDate: '2030-03-11', completed: 'false', sort: 'asc' },
        { startDate: '2030-03-11', completed: 'false', sort: 'asc' },
      ]),
    );
  });

  it('defaults the vendor zone to America/Denver when no hours are set', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T06:30:00Z')); // 23:30 on March 9 in Denver
    const queries = mockApi();
    renderWithProviders(<AppointmentsPage />);
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries.map((q) => q.get('endDate'))).toContain('2030-03-10');
  });

  it('runs the three upcoming calls in parallel', async () => {
    mockApi();
    let waiting = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/appointment', async () => {
        waiting += 1;
        if (waiting === 3) release();
        await allArrived; // a sequential client would never send the second call
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findAllByText('0 appointment(s)')).toHaveLength(3);
  });

  it("shows 'Loading appointments...' while loading", async () => {
    mockApi();
    server.use(http.get('/api/appointment', () => new Promise(() => {})));
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText(APPOINTMENTS.loading)).toBeInTheDocument();
  });

  it('shows the Completed tab: one grey column for the last 90 days with its footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-15T18:00:00Z'));
    const queries = mockApi({ completed: [anAppointment({ completedAt: '2030-06-02T18:00:00Z' })] });
    renderWithProviders(<AppointmentsPage />);
    await screen.findByText('Your appointments for today');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const completed = await screen.findByRole('region', { name: 'Completed' });
    expect(within(completed).getByRole('heading', { name: 'Completed' })).toHaveClass('text-column-completed');
    expect(within(completed).getByText('Your past appointments (Last 90 Days)')).toBeInTheDocument();
    expect(within(completed).getByText('1 appointment(s) shown')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ startDate: '2030-03-17', completed: 'true', sort: 'asc' });
  });

  it('shows the card fallbacks', async () => {
    const bare = {
      ...anAppointment({ actualDateTime: null }),
      appointmentDetails: undefined,
      customer: undefined,
    } as unknown as Appointment;
    mockApi({ today: [bare] });
    renderWithProviders(<AppointmentsPage />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(await within(today).findByText(APPOINTMENTS.serviceMissing)).toBeInTheDocument();
    expect(within(today).getByText('Email missing')).toBeInTheDocument();
    expect(within(today).getByText('Date missing')).toBeInTheDocument();
  });

  it('toggles the sort order and shows 4 cards until See More...', async () => {
    const days = ['2030-06-05', '2030-06-01', '2030-06-03', '2030-06-02', '2030-06-04'];
    const list = days.map((d, i) =>
      anAppointment({
        actualDateTime: `${d}T16:00:00Z`,
        customer: { firstName: 'A', lastName: 'B', email: `c${i}@example.com`, phone: null },
      }),
    );
    mockApi({ upcoming: list });
    renderWithProviders(<AppointmentsPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    await within(upcoming).findByText('Jun 1, 2030, 10:00 AM');
    const dates = () =>
      within(upcoming)
        .getAllByText(/^Jun \d, 2030/)
        .map((el) => el.textContent);
    expect(dates()).toEqual([
      'Jun 1, 2030, 10:00 AM',
      'Jun 2, 2030, 10:00 AM',
      'Jun 3, 2030, 10:00 AM',
      'Jun 4, 2030, 10:00 AM',
    ]);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'See More...' }));
    expect(dates()).toHaveLength(5);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'See Less' }));
    expect(dates()).toHaveLength(4);
    await userEvent.click(
      within(upcoming).getByRole('button', { name: `${APPOINTMENTS.sortLabel('Upcoming')} ${APPOINTMENTS.sortAsc}` }),
    );
    expect(dates()[0]).toBe('Jun 5, 2030, 10:00 AM');
    expect(within(upcoming).getByText(APPOINTMENTS.sortDesc)).toBeInTheDocument();
    expect(within(upcoming).getByText('5 appointment(s)')).toBeInTheDocument();
  });

  it('opens an appointment; one without an id only logs a warning', async () => {
    const first = anAppointment();
    const noId = {
      ...anAppointment({ actualDateTime: '2030-06-03T16:00:00Z' }),
      id: undefined,
    } as unknown as Appointment;
    mockApi({ today: [first, noId] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderWithProviders(<AppointmentsPage />, {
      routes: [{ path: '/appointments/:id', element: <p>detail</p> }],
    });
    await userEvent.click(await screen.findByText('Jun 3, 2030, 10:00 AM'));
    expect(warn).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(screen.getByText('Jun 2, 2030, 10:00 AM'));
    expect(router.state.location.pathname).toBe(`/appointments/${first.id}`);
  });

  it("shows 'Error: ' and the server's message, emptying the lists", async () => {
    mockApi({ today: [anAppointment()] });
    server.use(
      http.get('/api/appointment', () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'Database is down' }, { status: 500 }),
      ),
    );
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is down');
    expect(screen.getAllByText('0 appointment(s)')).toHaveLength(3);
  });

  it("shows 'Request failed with status {code}' when the server sends no message", async () => {
    mockApi();
    server.use(http.get('/api/appointment', () => new HttpResponse(null, { status: 503 })));
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Request failed with status 503');
  });

  it('without a token shows the SPEC text and loads nothing', async () => {
    renderWithProviders(<AppointmentsPage />, { session: { token: null } });
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${AUTH.tokenNotFound}`);
    expect(screen.queryByText(APPOINTMENTS.loading)).not.toBeInTheDocument();
  });

  it('reloads when the token changes', async () => {
    const queries = mockApi();
    const { store } = renderWithProviders(<AppointmentsPage />);
    await waitFor(() => expect(queries).toHaveLength(3));
    // The store's own setter, as a refresh would call it.
    (store as unknown as { set(patch: { token: string }): void }).set({ token: 'rotated-token' });
    await waitFor(() => expect(queries).toHaveLength(6));
  });

  it('only logs a product load failure', async () => {
    mockApi({ today: [anAppointment()] });
    server.use(http.get('/api/product', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {}); // the SPEC says it is logged
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText('Vehicle Detailing')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Appointments page: the place kept across a detail', () => {
  const completedList = () =>
    ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05', '2030-05-06'].map((d, i) =>
      anAppointment({
        id: 900 + i,
        actualDateTime: `${d}T16:00:00Z`,
        completedAt: `${d}T18:00:00Z`,
        customer: { firstName: 'A', lastName: 'B', email: `done${i}@example.com`, phone: null },
      }),
    );

  it('keeps the tab in the URL: ?tab=completed opens Completed, and the tabs write it', async () => {
    mockApi({ completed: completedList() });
    const { router } = renderWithProviders(<AppointmentsPage />, { route: '/?tab=completed' });
    expect(screen.getByRole('tab', { name: 'Completed', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: APPOINTMENTS.completedTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(router.state.location.search).toBe('?tab=completed');
  });

  it('Back from a detail finds the Completed tab, See More and the scroll position as they were', async () => {
    mockApi({ completed: completedList() });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderWithProviders(<AppointmentsPage />, {
      routes: [{ path: '/appointments/:id', element: <p>detail</p> }],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const column = await screen.findByRole('region', { name: APPOINTMENTS.completedTitle });
    await userEvent.click(await within(column).findByRole('button', { name: 'See More...' }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    await userEvent.click(within(column).getByText('done5@example.com'));
    expect(router.state.location.pathname).toBe('/appointments/905');
    expect(router.state.location.state).toEqual({ fromList: true });

    await router.navigate(-1);
    const again = await screen.findByRole('region', { name: APPOINTMENTS.completedTitle });
    expect(screen.getByRole('tab', { name: 'Completed', selected: true })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'See Less' })).toBeInTheDocument();
    expect(within(again).getAllByText(/^done\d@example.com$/)).toHaveLength(6);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 640 }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

describe('Appointments page: Finish setting up', () => {
  it('lists the steps left, each linking to its step, until every step is done', async () => {
    mockApi();
    server.use(
      http.get('/api/vendorSetup', () =>
        HttpResponse.json({
          done: { 'business-info': true, services: true, hours: false, documents: false },
          nextStep: 'hours',
        }),
      ),
    );
    renderWithProviders(<AppointmentsPage />);
    const checklist = await screen.findByRole('region', { name: SETUP.checklistTitle });
    expect(within(checklist).getByText(SETUP.steps('business-info'))).toBeInTheDocument();
    expect(within(checklist).queryByRole('link', { name: new RegExp(SETUP.steps('services')) })).toBeNull();
    expect(within(checklist).getByRole('link', { name: new RegExp(SETUP.steps('hours')) })).toHaveAttribute(
      'href',
      '/onboarding?step=hours',
    );
    expect(within(checklist).getByRole('link', { name: new RegExp(SETUP.steps('documents')) })).toHaveAttribute(
      'href',
      '/onboarding?step=documents',
    );
  });

  it('an unfinished onboarding is not under review: the checklist says what is left and that the review waits', async () => {
    mockApi();
    server.use(
      http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'pending' })),
      http.get('/api/vendorSetup', () =>
        HttpResponse.json({
          done: { 'business-info': true, services: true, hours: false, documents: false },
          nextStep: 'hours',
        }),
      ),
    );
    renderWithProviders(<AppointmentsPage />);
    const checklist = await screen.findByRole('region', { name: SETUP.checklistTitle });
    expect(await within(checklist).findByText(SETUP.checklistReviewAfter)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SETUP.reviewPendingTitle })).toBeNull();
    expect(screen.queryByText(SETUP.reviewPendingText)).toBeNull();
  });

  it('a finished onboarding waiting for review says it is under review, with no checklist', async () => {
    mockApi({ today: [anAppointment()] });
    server.use(http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'pending' })));
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByRole('heading', { name: SETUP.reviewPendingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SETUP.checklistTitle })).toBeNull();
  });

  it('shows nothing once setup is complete', async () => {
    mockApi({ today: [anAppointment()] });
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText('1 appointment(s)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SETUP.checklistTitle })).toBeNull();
  });
});

describe('Appointments page: a one-person company', () => {
  it('shows no "Unassigned" and no "Only unassigned jobs" when nobody else takes jobs', async () => {
    mockApi({ today: [anAppointment()] });
    let teamRead = false;
    server.use(
      http.get('/api/team', () => {
        teamRead = true;
        return HttpResponse.json({
          data: [{ id: 1, email: 'o@example.com', name: 'Jordan Rivera', role: 'owner', status: 'active' }],
        });
      }),
    );
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText('1 appointment(s)')).toBeInTheDocument();
    await waitFor(() => expect(teamRead).toBe(true));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(screen.queryByRole('checkbox', { name: TEAM.filterUnassigned })).toBeNull();
    expect(screen.queryByText(TEAM.unassigned)).toBeNull();
  });
});

// docs/features.md "A company with a crew": a technician lands on its own day; the server scopes the lists.
describe("Appointments page: a technician's day", () => {
  const technician = { token: fakeIdToken({ email: 't@example.com', vendorId: 7, memberRole: 'technician' }) };

  it("shows its jobs and nothing of the company's setup or review", async () => {
    mockApi({ today: [anAppointment()] });
    let setupAsked = false;
    server.use(
      http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'pending' })),
      http.get('/api/vendorSetup', () => {
        setupAsked = true;
        return HttpResponse.json({
          done: { 'business-info': true, services: false, hours: false, documents: false },
          nextStep: 'services',
        });
      }),
    );
    renderWithProviders(<AppointmentsPage />, { session: technician });
    expect(await screen.findByText('1 appointment(s)')).toBeInTheDocument();
    // Nobody's job to give: no picker on its cards.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: TEAM.filterUnassigned })).toBeNull();
    expect(screen.queryByRole('region', { name: SETUP.checklistTitle })).toBeNull();
    expect(screen.queryByRole('heading', { name: SETUP.reviewPendingTitle })).toBeNull();
    expect(setupAsked).toBe(false);
  });

  it("a 403 role-forbidden shows the server's message", async () => {
    mockApi();
    server.use(
      http.get('/api/appointment', () =>
        HttpResponse.json({ code: 'role-forbidden', message: TEAM.roleForbidden }, { status: 403 }),
      ),
    );
    renderWithProviders(<AppointmentsPage />, { session: technician });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM.roleForbidden);
  });
});

describe('Appointments page: who does each job', () => {
  const team = [
    { id: 1, email: 'o@example.com', name: 'Jordan Rivera', role: 'owner', status: 'active' },
    { id: 3, email: 't@example.com', name: 'Tess Tech', role: 'technician', status: 'active' },
  ];
  /** The card's picker, once the team is loaded (Unassigned and the two members). */
  const cardPicker = async () => {
    const picker = await screen.findByRole('combobox', {
      name: TEAM.assigneeCardPickerLabel('Vehicle Detailing', 'Jun 2, 2030, 10:00 AM'),
    });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    return picker;
  };

  it('a card names who does it once: in its picker for the owner, as a line for a technician', async () => {
    mockApi({ today: [anAppointment({ assignee: { id: 3, name: 'Tess Tech' } }), anAppointment()] });
    server.use(http.get('/api/team', () => HttpResponse.json({ data: team })));
    const { unmount } = renderWithProviders(<AppointmentsPage />);
    const pickers = await screen.findAllByRole('combobox');
    await waitFor(() => expect(pickers.map((p) => (p as HTMLSelectElement).value).sort()).toEqual(['', '3']));
    expect(within(column('Today')).queryByText(TEAM.assignedTo('Tess Tech'))).toBeNull();
    unmount();
    renderWithProviders(<AppointmentsPage />, {
      session: { token: fakeIdToken({ email: 't@example.com', vendorId: 7, memberRole: 'technician' }) },
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Today' })).findAllByText(TEAM.assignedTo('Tess Tech')),
    ).toHaveLength(1);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('under "Only unassigned jobs", a job given from its card stays in place, with its member, until the filter changes', async () => {
    const appointment = anAppointment();
    const lists: Lists = { today: [appointment] };
    const queries = mockApi(lists);
    server.use(
      http.get('/api/team', () => HttpResponse.json({ data: team })),
      http.patch(`/api/appointment/assignee/${appointment.id}`, () => {
        lists.today = []; // The server's unassigned list no longer holds it.
        return HttpResponse.json({ data: { ...appointment, assignee: { id: 3, name: 'Tess Tech' } } });
      }),
    );
    renderWithProviders(<AppointmentsPage />, { route: '/?assignee=none' });
    await userEvent.selectOptions(await cardPicker(), '3');
    expect(await screen.findByText(TEAM.assignSaved('Tess Tech'))).toBeInTheDocument();
    // The lists were read again (the assignment invalidates them) and no longer hold the job: its card stays.
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(6));
    expect(within(column('Today')).getByRole('button', { name: /Vehicle Detailing/ })).toBeVisible();
    expect(await cardPicker()).toHaveValue('3');
    expect(screen.queryByText(TEAM.unassignedEmpty)).toBeNull();
    // Once the filter changes, the lists are the server's again.
    await userEvent.click(screen.getByRole('checkbox', { name: TEAM.filterUnassigned }));
    await userEvent.click(screen.getByRole('checkbox', { name: TEAM.filterUnassigned }));
    expect(await screen.findByText(TEAM.unassignedEmpty)).toBeInTheDocument();
  });

  it('each card has a picker beside its button, not inside it: the choice shows at once and is sent', async () => {
    const appointment = anAppointment();
    mockApi({ today: [appointment] });
    const sent: unknown[] = [];
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/team', () => HttpResponse.json({ data: team })),
      http.patch(`/api/appointment/assignee/${appointment.id}`, async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json({ data: { ...appointment, assignee: { id: 3, name: 'Tess Tech' } } });
      }),
    );
    renderWithProviders(<AppointmentsPage />);
    const picker = await cardPicker();
    expect(picker.closest('button')).toBeNull();
    expect(within(column('Today')).getByRole('button', { name: /Vehicle Detailing/ })).not.toContainElement(picker);
    await userEvent.selectOptions(picker, '3');
    // Optimistic: the member shows while the server has not answered.
    expect(picker).toHaveValue('3');
    await waitFor(() => expect(sent).toEqual([{ memberId: 3 }]));
    answer();
    expect(await screen.findByText(TEAM.assignSaved('Tess Tech'))).toBeInTheDocument();
  });

  it('"Only unassigned jobs" asks assignee=none, keeps it in the URL with the tab, and says when there are none', async () => {
    const queries = mockApi({ today: [anAppointment()] });
    server.use(http.get('/api/team', () => HttpResponse.json({ data: team })));
    const { router } = renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText('1 appointment(s)')).toBeInTheDocument();
    expect(queries.every((q) => !q.has('assignee'))).toBe(true);
    mockApi({}, {}, queries);
    await userEvent.click(screen.getByRole('checkbox', { name: TEAM.filterUnassigned }));
    expect(router.state.location.search).toBe('?assignee=none');
    expect(await screen.findByText(TEAM.unassignedEmpty)).toBeInTheDocument();
    expect(screen.getByText(TEAM.unassignedEmptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(queries.slice(3).map((q) => q.get('assignee'))).toEqual(['none', 'none', 'none']);
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(router.state.location.search).toBe('?tab=completed&assignee=none');
    await waitFor(() => expect(queries.at(-1)?.get('completed')).toBe('true'));
    expect(queries.at(-1)?.get('assignee')).toBe('none');
  });

  it('a shared link with ?assignee=none opens the filter on; clearing it lists every job again', async () => {
    const queries = mockApi({ today: [anAppointment()] });
    server.use(http.get('/api/team', () => HttpResponse.json({ data: team })));
    const { router } = renderWithProviders(<AppointmentsPage />, { route: '/?assignee=none' });
    expect(await screen.findByText('1 appointment(s)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TEAM.filterUnassigned })).toBeChecked();
    expect(queries.map((q) => q.get('assignee'))).toEqual(['none', 'none', 'none']);
    await userEvent.click(screen.getByRole('checkbox', { name: TEAM.filterUnassigned }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(queries).toHaveLength(6));
    expect(queries.slice(3).every((q) => !q.has('assignee'))).toBe(true);
  });

  it("a refused choice goes back to what it was, with the server's message", async () => {
    const appointment = anAppointment();
    mockApi({ today: [appointment] });
    server.use(
      http.get('/api/team', () => HttpResponse.json({ data: team })),
      http.patch(`/api/appointment/assignee/${appointment.id}`, () =>
        HttpResponse.json({ code: 'role-forbidden', message: TEAM.roleForbidden }, { status: 403 }),
      ),
    );
    renderWithProviders(<AppointmentsPage />);
    const picker = await cardPicker();
    await userEvent.selectOptions(picker, '3');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM.assignFailed(TEAM.roleForbidden));
    expect(picker).toHaveValue('');
  });
});
