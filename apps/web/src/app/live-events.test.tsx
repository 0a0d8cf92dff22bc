import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@vendor-portal/contract/i18n';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { LIVE, TEAM } from '@vendor-portal/contract/messages';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { UnclaimedPage } from '../features/unclaimed/unclaimed-page.tsx';
import { LiveEvents } from './live-events.tsx';
import { UnclaimedBadge } from './unclaimed-badge.tsx';
import { AppointmentNotes } from '../features/appointments/appointment-notes.tsx';
import { teamQueryOptions } from '../lib/api/get-team.ts';
import { vendorQueryOptions } from '../lib/api/get-vendor.ts';
import { vendorFilesQueryOptions } from '../lib/api/get-vendor-files.ts';
import { dispatchQueryOptions } from '../features/dispatch/api/dispatch.ts';
import { TimeOffCard } from '../components/time-off/time-off-card.tsx';
import { useLanguage } from '../lib/i18n/language.ts';
import { fakeIdToken } from '../test/tokens.ts';
import { MemberLanguage } from './member-language.tsx';

// docs/architecture.md "Live events and alerts": the tab's stream updates the pages in place.

function job(id: number, title: string, zipCode: string, payoutCents = 0): UnclaimedItem {
  const property = {
    title: 'Home',
    street1: '1 Elm St',
    street2: null,
    city: 'Denver',
    state: 'CO',
    zipCode,
    timeZone: 'America/Denver',
  };
  const customer = { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: null };
  return {
    baseAppointment: { id: id + 1000, appointmentLength: 60 },
    appointment: {
      id,
      appointmentBaseId: id + 1000,
      actualDateTime: '2030-06-02T16:00:00.000Z',
      completedAt: null,
      customer,
      property,
      appointmentDetails: {
        duration: 60,
        products: [
          {
            id: 1,
            title,
            prices: [
              {
                id: 1,
                title: 'Wash',
                quantity: 1,
                section: null,
                isOutside: false,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
        ],
      },
      payoutCents,
    },
    property,
    customer,
    fit: { withinHours: true, conflicts: [] },
  };
}

/** GET /api/events answers a stream the test writes into; the Bearer header is recorded. */
function mockStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const auth: string[] = [];
  let opened!: () => void;
  const ready = new Promise<void>((r) => (opened = r));
  server.use(
    http.get('/api/events', ({ request }) => {
      auth.push(request.headers.get('authorization') ?? '');
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          opened();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  let n = 0;
  return {
    auth,
    ready,
    send: (event: string, data: object) =>
      controller.enqueue(encoder.encode(`id: ${++n}:0\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

describe('live events', () => {
  it('a job claimed by another vendor leaves the Unclaimed page without a reload; a new one slides in highlighted', async () => {
    let list = [job(1, 'Vehicle Detailing', '80202'), job(2, 'Pressure Washing', '80203')];
    server.use(http.get('/api/appointment/unclaimed', () => HttpResponse.json({ data: list })));
    const stream = mockStream();
    renderWithProviders(
      <>
        <UnclaimedPage />
        <LiveEvents />
      </>,
      { route: '/unclaimed', path: '/unclaimed' },
    );
    expect(await screen.findByText('Pressure Washing')).toBeInTheDocument();
    await stream.ready;
    expect(stream.auth[0]).toBe('Bearer test-token');
    stream.send('unclaimed', { action: 'removed', id: 2 });
    await waitFor(() => expect(screen.queryByText('Pressure Washing')).not.toBeInTheDocument());
    expect(screen.getByText('Vehicle Detailing')).toBeInTheDocument();

    list = [...list.filter((i) => i.appointment.id !== 2), job(3, 'Window Cleaning', '80204')];
    stream.send('unclaimed', { action: 'added', id: 3 });
    const card = (await screen.findByText('Window Cleaning')).closest('section')!;
    expect(card).toHaveAttribute('data-fresh', 'true');
    expect(card).toHaveTextContent(LIVE.newJobBadgeLabel);
  });

  it('on another page, a new job shows a toast with its service, zip and pay, and a count on the menu', async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () =>
        HttpResponse.json({ data: [job(9, 'Vehicle Detailing', '80210', 12550)] }),
      ),
    );
    const stream = mockStream();
    renderWithProviders(
      <>
        <p>appointments page</p>
        <UnclaimedBadge />
        <LiveEvents />
      </>,
      { route: '/', path: '/' },
    );
    await stream.ready;
    stream.send('unclaimed', { action: 'added', id: 9 });
    expect(await screen.findByText(LIVE.newJobToast('Vehicle Detailing', '80210', '$125.50'))).toBeInTheDocument();
    expect(screen.getByText(/\$125\.50/)).toBeInTheDocument(); // the job's pay, from its cents
    expect(screen.getByTestId('unclaimed-badge')).toHaveTextContent(LIVE.unclaimedBadge(1));
    await userEvent.click(screen.getByRole('button', { name: LIVE.dismiss }));
    expect(screen.queryByText(LIVE.newJobToast('Vehicle Detailing', '80210', '$125.50'))).not.toBeInTheDocument();
  });

  it('an appointment `updated` (a note written on another device) refreshes the detail’s notes', async () => {
    let notes = [
      {
        id: 1,
        appointmentId: 7,
        jobNotes: 'Gate code 1234',
        messageType: 'vendor',
        createdAt: '2030-06-01T10:00:00.000Z',
      },
    ];
    server.use(http.get('/api/appointmentNote', () => HttpResponse.json({ data: notes })));
    const stream = mockStream();
    renderWithProviders(
      <>
        <AppointmentNotes appointmentId={7} timeZone="America/Denver" />
        <LiveEvents />
      </>,
      { route: '/appointments/7', path: '/appointments/:id' },
    );
    expect(await screen.findByText('Gate code 1234')).toBeInTheDocument();
    await stream.ready;
    notes = [{ ...notes[0]!, id: 2, jobNotes: 'Bring a ladder', createdAt: '2030-06-01T11:00:00.000Z' }, ...notes];
    stream.send('appointment', { action: 'updated', id: 7 });
    expect(await screen.findByText('Bring a ladder')).toBeInTheDocument();
  });

  it('a change of the crew, the review or the documents elsewhere reaches the open page (issue 38 item 11)', async () => {
    let members = ['Olive Office'];
    let reviewStatus = 'pending';
    let fileStatus = 'pending';
    server.use(
      http.get('/api/team', () =>
        HttpResponse.json({ data: members.map((name, i) => ({ id: i + 1, name, role: 'office', status: 'active' })) }),
      ),
      http.get('/api/vendor', () => HttpResponse.json({ id: 7, title: 'Shine Co.', reviewStatus })),
      http.get('/api/vendorFiles', () => HttpResponse.json({ data: [{ id: 1, title: 'W-9', status: fileStatus }] })),
    );
    // What the assignee picker, Account and the landing page read from the cache.
    function Probe() {
      const team = useQuery(teamQueryOptions());
      const vendor = useQuery(vendorQueryOptions());
      const files = useQuery(vendorFilesQueryOptions());
      return (
        <ul>
          <li>{team.data?.map((m) => m.name).join(', ')}</li>
          <li>review: {vendor.data?.reviewStatus}</li>
          <li>files: {files.data?.map((f) => f.status).join(', ')}</li>
        </ul>
      );
    }
    const stream = mockStream();
    renderWithProviders(
      <>
        <Probe />
        <LiveEvents />
      </>,
    );
    expect(await screen.findByText('Olive Office')).toBeInTheDocument();
    expect(await screen.findByText('review: pending')).toBeInTheDocument();
    expect(await screen.findByText('files: pending')).toBeInTheDocument();
    await stream.ready;

    members = ['Olive Office', 'Theo Tech'];
    stream.send('vendor', { action: 'team' });
    expect(await screen.findByText('Olive Office, Theo Tech')).toBeInTheDocument();

    reviewStatus = 'approved';
    stream.send('vendor', { action: 'review' });
    expect(await screen.findByText('review: approved')).toBeInTheDocument();

    fileStatus = 'rejected';
    stream.send('vendor', { action: 'documents' });
    expect(await screen.findByText('files: rejected')).toBeInTheDocument();
  });

  it('the dispatch board reads its jobs again when one is claimed, given, moved, released or completed (issue 42)', async () => {
    let titles = ['Detailing'];
    let reads = 0;
    server.use(
      http.get('/api/dispatch', () => {
        reads += 1;
        return HttpResponse.json({
          data: {
            members: [],
            timeOff: [],
            appointments: titles.map((title, i) => ({
              id: 11 + i,
              start: '2030-06-03T15:00:00.000Z',
              end: '2030-06-03T16:00:00.000Z',
              assigneeId: null,
              title,
              city: 'Denver',
              zipCode: '80202',
            })),
          },
        });
      }),
    );
    // What the board at /dispatch reads from the cache.
    function Board() {
      const board = useQuery(dispatchQueryOptions('2030-06-03', 1));
      return <p>board: {board.data?.appointments.map((a) => a.title).join(', ')}</p>;
    }
    const stream = mockStream();
    renderWithProviders(
      <>
        <Board />
        <LiveEvents />
      </>,
      { route: '/dispatch', path: '/dispatch' },
    );
    expect(await screen.findByText('board: Detailing')).toBeInTheDocument();
    await stream.ready;

    // Claimed by the office on another device: the company's streams say `appointment added`.
    titles = ['Detailing', 'Washing'];
    stream.send('appointment', { action: 'added', id: 12 });
    expect(await screen.findByText('board: Detailing, Washing')).toBeInTheDocument();

    // Given to a member, moved, released or cancelled: `appointment updated`.
    titles = ['Washing'];
    stream.send('appointment', { action: 'updated', id: 11 });
    expect(await screen.findByText('board: Washing')).toBeInTheDocument();

    titles = [];
    stream.send('appointment', { action: 'completed', id: 12 });
    await waitFor(() => expect(screen.getByText(/^board:/)).toHaveTextContent(/^board:$/));
    expect(reads).toBe(4);
  });

  it('time off added or removed elsewhere: the time-off card and the board read it again (issue 42)', async () => {
    let notes = ['Closed'];
    let boardReads = 0;
    let unclaimedReads = 0;
    server.use(
      http.get('/api/timeOff', () =>
        HttpResponse.json({
          data: notes.map((note, i) => ({
            id: i + 1,
            memberId: null,
            startDate: '2030-06-0' + String(i + 3),
            endDate: '2030-06-0' + String(i + 3),
            startTime: null,
            endTime: null,
            note,
          })),
          memberId: 5,
        }),
      ),
      http.get('/api/dispatch', () => {
        boardReads += 1;
        return HttpResponse.json({ data: { members: [], timeOff: [], appointments: [] } });
      }),
      http.get('/api/appointment/unclaimed', () => {
        unclaimedReads += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    function Board() {
      const board = useQuery(dispatchQueryOptions('2030-06-03', 1));
      return <p>{board.data ? 'board read' : ''}</p>;
    }
    const stream = mockStream();
    renderWithProviders(
      <>
        <TimeOffCard owner={null} title="Time off" intro="" readOnly />
        <Board />
        <UnclaimedPage />
        <LiveEvents />
      </>,
      { route: '/unclaimed', path: '/unclaimed' },
    );
    expect(await screen.findByText(/Closed/)).toBeInTheDocument();
    expect(await screen.findByText('board read')).toBeInTheDocument();
    await waitFor(() => expect(unclaimedReads).toBe(1));
    await stream.ready;

    // Added by the owner on another device: the company's streams say `vendor` `timeOff`.
    notes = ['Closed', 'Inventory'];
    stream.send('vendor', { action: 'timeOff' });
    expect(await screen.findByText(/Inventory/)).toBeInTheDocument();
    await waitFor(() => expect(boardReads).toBe(2));
    // The unclaimed fit says whether a job falls in time off and who is free: read again too.
    await waitFor(() => expect(unclaimedReads).toBe(2));

    notes = ['Inventory'];
    stream.send('vendor', { action: 'timeOff' });
    await waitFor(() => expect(screen.queryByText(/Closed/)).not.toBeInTheDocument());
  });

  it('an offer made, declined or run out elsewhere: the Unclaimed page reads its list again (issue 42)', async () => {
    const item = job(4, 'Vehicle Detailing', '80202');
    let offer: { expiresAt: string } | null = null;
    server.use(http.get('/api/appointment/unclaimed', () => HttpResponse.json({ data: [{ ...item, offer }] })));
    const stream = mockStream();
    renderWithProviders(
      <>
        <UnclaimedPage />
        <LiveEvents />
      </>,
      { route: '/unclaimed', path: '/unclaimed' },
    );
    expect(await screen.findByText('Vehicle Detailing')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-line')).toBeNull();
    await stream.ready;

    offer = { expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
    stream.send('vendor', { action: 'offers' });
    expect(await screen.findByTestId('offer-line')).toBeInTheDocument();

    // Run out (the server's deadline timer) or declined on another device: the line goes.
    offer = null;
    stream.send('vendor', { action: 'offers' });
    await waitFor(() => expect(screen.queryByTestId('offer-line')).toBeNull());
  });
  it("the member's language changed on another device turns this one at once, without a reload (issue 46)", async () => {
    let language = 'en';
    server.use(http.get('/api/preferences', () => HttpResponse.json({ language })));
    const stream = mockStream();
    function Title() {
      useLanguage();
      return <h1>{TEAM.pageTitle}</h1>;
    }
    renderWithProviders(
      <>
        <MemberLanguage />
        <LiveEvents />
        <Title />
      </>,
      { session: { status: 'signIn', token: fakeIdToken({ email: 'o@example.com', vendorId: 1 }), vendorId: 1 } },
    );
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    await stream.ready;
    // The member chose Español on its phone: the server tells the company's streams the crew changed.
    language = 'es';
    stream.send('vendor', { action: 'team' });
    expect(await screen.findByRole('heading', { name: 'Equipo' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

afterEach(() => {
  setLanguage('en');
  document.documentElement.lang = 'en';
  window.localStorage.clear();
});
