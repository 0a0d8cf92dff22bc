import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CLAIM_BANNER_MS, UnclaimedPage } from './unclaimed-page.tsx';

let nextId = 500;
function anItem(
  overrides: {
    title?: string;
    actualDateTime?: string;
    lines?: Array<{ title: string; quantity: number; isOutside?: boolean }>;
  } = {},
): UnclaimedItem {
  nextId += 1;
  const property = {
    title: 'Casey Home',
    street1: '1 Elm St',
    street2: 'Unit 2',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  };
  const customer = { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: null };
  const lines = overrides.lines ?? [
    { title: 'Exterior Wash', quantity: 1 },
    { title: 'Tire Shine', quantity: 3 },
  ];
  return {
    baseAppointment: { id: nextId + 1000, appointmentLength: 120 },
    appointment: {
      id: nextId,
      appointmentBaseId: nextId + 1000,
      actualDateTime: overrides.actualDateTime ?? '2030-06-02T16:00:00.000Z',
      completedAt: null,
      customer,
      property,
      appointmentDetails: {
        duration: 120,
        products: [
          {
            id: 1,
            title: overrides.title ?? 'Vehicle Detailing',
            prices: lines.map((l, i) => ({
              id: i + 1,
              title: l.title,
              quantity: l.quantity,
              section: null,
              isOutside: l.isOutside ?? false,
              schedulingInterface: null,
            })),
          },
        ],
      },
    },
    property,
    customer,
  };
}

function mockList(items: UnclaimedItem[]) {
  let list = [...items];
  const claims: number[] = [];
  server.use(
    http.get('/api/appointment/unclaimed', () => HttpResponse.json({ data: list })),
    http.patch('/api/appointment/claim/:id', ({ params }) => {
      claims.push(Number(params.id));
      list = list.filter((i) => i.appointment.id !== Number(params.id));
      return HttpResponse.json({ data: {} });
    }),
  );
  return claims;
}

const card = (text: string) => screen.getByText(text).closest('section')!;

afterEach(() => vi.useRealTimers());

describe('Unclaimed appointments (docs/product-spec.md §2)', () => {
  it('shows one card per appointment with every field', async () => {
    mockList([
      anItem(),
      anItem({
        title: 'Pressure Washing',
        lines: [{ title: 'Driveway', quantity: 1, isOutside: true }],
        actualDateTime: '2030-06-03T16:00:00Z',
      }),
    ]);
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    expect(screen.getByRole('heading', { level: 1, name: APPOINTMENTS.unclaimedTitle })).toBeInTheDocument();
    const detailing = within(await screen.findByText('Vehicle Detailing').then((el) => el.closest('section')!));
    expect(detailing.getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    expect(detailing.getByText('120 min')).toBeInTheDocument();
    expect(detailing.getByText('Casey Home')).toBeInTheDocument();
    expect(detailing.getByText('1 Elm St, Unit 2')).toBeInTheDocument();
    expect(detailing.getByText('Denver, CO 80202')).toBeInTheDocument();
    expect(detailing.getByText('Casey Customer')).toBeInTheDocument();
    expect(detailing.getByText('casey@example.com')).toBeInTheDocument();
    expect(detailing.getByText('Exterior Wash')).toHaveTextContent(/^Exterior Wash$/);
    expect(detailing.getByText('Tire Shine')).toHaveTextContent('Tire Shine x 3');
    expect(detailing.getByRole('button', { name: 'Claim This Appointment' })).toBeInTheDocument();
    // Every price outside: the date-only format.
    expect(within(card('Pressure Washing')).getByText('Jun 3, 2030')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockList([]);
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByText(APPOINTMENTS.unclaimedEmpty)).toBeInTheDocument();
  });

  it('claims an appointment: it leaves the list and a green banner shows for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = anItem();
    const claims = mockList([item, anItem({ title: 'Pressure Washing' })]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<UnclaimedPage />);
    await user.click(
      within(await screen.findByText('Vehicle Detailing').then((el) => el.closest('section')!)).getByRole('button', {
        name: 'Claim This Appointment',
      }),
    );
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(APPOINTMENTS.claimSuccess);
    expect(banner).toHaveClass('bg-green-50');
    expect(claims).toEqual([item.appointment.id]);
    await waitFor(() => expect(screen.queryByText('Vehicle Detailing')).not.toBeInTheDocument());
    act(() => vi.advanceTimersByTime(CLAIM_BANNER_MS - 200));
    expect(screen.getByText(APPOINTMENTS.claimSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText(APPOINTMENTS.claimSuccess)).not.toBeInTheDocument();
    expect(CLAIM_BANNER_MS).toBe(5000);
  });

  it("a card claimed by someone else a moment ago shows the server's 409 message and leaves the list", async () => {
    const item = anItem();
    mockList([item]);
    server.use(
      http.patch('/api/appointment/claim/:id', () =>
        HttpResponse.json({ statusCode: 409, message: APPOINTMENTS.alreadyClaimed }, { status: 409 }),
      ),
    );
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error claiming appointment: ${APPOINTMENTS.alreadyClaimed}`,
    );
    expect(screen.queryByText('Vehicle Detailing')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("other claim failures show 'Error claiming appointment: {message}' and keep the card", async () => {
    mockList([anItem()]);
    server.use(http.patch('/api/appointment/claim/:id', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error claiming appointment: Request failed with status 500',
    );
    expect(screen.getByText('Vehicle Detailing')).toBeInTheDocument();
  });

  it("load failures show the server's message, else the SPEC's fallback", async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })),
    );
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });

  it("a failure without a message shows 'Failed to load unclaimed appointments.'", async () => {
    server.use(http.get('/api/appointment/unclaimed', () => new HttpResponse(null, { status: 502 })));
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedLoadFailed);
  });

  it('a network failure shows the transport message', async () => {
    server.use(http.get('/api/appointment/unclaimed', () => HttpResponse.error()));
    renderWithProviders(<UnclaimedPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert).not.toHaveTextContent(APPOINTMENTS.unclaimedLoadFailed);
  });

  it('a 401 or no token shows the authentication text', async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () =>
        HttpResponse.json({ message: 'Authentication required.' }, { status: 401 }),
      ),
    );
    const { unmount } = renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedAuthRequired);
    unmount();
    renderWithProviders(<UnclaimedPage />, { session: { token: null } });
    expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedAuthRequired);
  });

  it('claiming after the token is gone asks for authentication and sends nothing', async () => {
    const claims = mockList([anItem()]);
    const { store } = renderWithProviders(<UnclaimedPage />);
    const button = await screen.findByRole('button', { name: 'Claim This Appointment' });
    act(() => (store as unknown as { set(patch: { token: null }): void }).set({ token: null }));
    await userEvent.click(button);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(APPOINTMENTS.claimAuthRequired);
    expect(claims).toEqual([]);
  });

  it("shows 'Loading unclaimed appointments...' while loading", async () => {
    server.use(http.get('/api/appointment/unclaimed', () => new Promise(() => {})));
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByText(APPOINTMENTS.loadingUnclaimed)).toBeInTheDocument();
  });
});
