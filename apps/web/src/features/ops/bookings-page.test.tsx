import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BookingsPage } from './bookings-page.tsx';
import type { OpsAppointmentList } from './api/get-ops-appointments.ts';
import { opsAppointment, opsProduct, opsVendor, staffSession } from '../../test/ops-data.ts';

// docs/architecture.md "Staff and review": bookings.

type ListAnswer = (params: URLSearchParams) => OpsAppointmentList;

function setup(role: 'reviewer' | 'admin' = 'admin', route = '/ops/bookings', answer?: ListAnswer) {
  const created: unknown[] = [];
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/ops/appointments', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (answer) return HttpResponse.json(answer(new URL(request.url).searchParams));
      const state = new URL(request.url).searchParams.get('state');
      const data =
        state === 'claimed'
          ? [opsAppointment(2, { vendor: { id: 5, title: 'Shine Co.', email: 's@example.com' } })]
          : state === 'completed'
            ? []
            : [opsAppointment(1)];
      return HttpResponse.json({ data, counts: { unclaimed: 1, claimed: 1, completed: 0 } });
    }),
    http.get('/api/ops/products', () =>
      HttpResponse.json({
        data: [
          opsProduct(1, { title: 'Window Cleaning' }),
          opsProduct(2, { isActive: false }),
          // Every price outside: a date-only service (docs/product-spec.md §9).
          opsProduct(3, {
            title: 'Gutter Check',
            prices: [
              {
                id: 30,
                title: 'Outside',
                section: null,
                isOutside: true,
                schedulingInterface: null,
                payoutCents: 0,
                priceCents: 0,
              },
            ],
          }),
        ],
      }),
    ),
    http.get('/api/ops/vendors', () =>
      HttpResponse.json({
        data: [opsVendor(5, { title: 'Shine Co.' })],
        counts: { pending: 0, approved: 1, rejected: 0 },
      }),
    ),
    http.post('/api/ops/appointments', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ id: 44, appointmentBaseId: 44 }, { status: 201 });
    }),
  );
  const view = renderWithProviders(<BookingsPage />, { route, path: '/ops/bookings', session: staffSession(role) });
  return { created, asked, router: view.router, user: userEvent.setup() };
}

/** The form sits behind its button (issue 38 item 10: the list comes first, on a phone too). */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: CONSOLE.newBooking }));
}

describe('bookings', () => {
  it('a link to one booking (the overview’s open jobs) brings its row into view, focused', async () => {
    setup('reviewer', '/ops/bookings#booking-1');
    const row = (await screen.findByText('Ana Lopez · Lopez Home')).closest('li');
    expect(row).toHaveAttribute('id', 'booking-1');
    await vi.waitFor(() => expect(row).toHaveFocus());
  });

  it('lists unclaimed, claimed and completed appointments with their vendor', async () => {
    const { user } = setup();
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Ana Lopez · Lopez Home')).toBeInTheDocument();
    expect(within(panel).getByText(CONSOLE.noVendor)).toBeInTheDocument();
    // In the property's zone, with its abbreviation.
    expect(within(panel).getByText('Dec 1, 2026, 9:00 AM MST')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Claimed (1)' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Shine Co.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(await screen.findByText(CONSOLE.bookingsEmpty)).toBeInTheDocument();
  });

  it(
    'an admin creates an appointment: the date and time are the property’s, in its zone',
    { timeout: 60_000 },
    async () => {
      const { user, created } = setup();
      await openForm(user);
      await user.click(await screen.findByRole('button', { name: CONSOLE.createBooking }));
      expect((await screen.findAllByText(CONSOLE.fieldRequired)).length).toBeGreaterThan(3);
      expect(created).toEqual([]);
      // A whole value per field (as a paste): typing these long forms key by key ran past the timeout under load,
      // after which a test went on typing into the next one's form. Keys where keys matter.
      const type = async (label: string, value: string) => {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      };
      await type(CONSOLE.firstName, 'Ana');
      await type(CONSOLE.lastName, 'Lopez');
      await type(CONSOLE.propertyName, 'Lopez Home');
      await type(CONSOLE.street1, '1 Elm St');
      await type(CONSOLE.city, 'Phoenix');
      await type(CONSOLE.state, 'AZ');
      await type(CONSOLE.zipCode, '85001');
      await user.selectOptions(screen.getByLabelText(CONSOLE.timeZone), 'America/Phoenix');
      // Issue 46: the customer reads its mails and /approve in Spanish.
      await user.selectOptions(screen.getByLabelText(CONSOLE.customerLanguage), 'Español');
      const product = screen.getByLabelText(CONSOLE.product);
      // The lists load beside the form, which shows meanwhile: chosen from once they are in (under load the choice
      // came before the list and failed; the inactive product's absence was then vacuous too).
      await within(product).findByRole('option', { name: 'Window Cleaning' });
      // Only active products can be booked.
      expect(within(product).queryByText('Product 2')).not.toBeInTheDocument();
      await user.selectOptions(product, 'Window Cleaning');
      await user.selectOptions(screen.getByLabelText(CONSOLE.price), 'Standard');
      await user.type(screen.getByLabelText(CONSOLE.date), '2026-12-01');
      await user.type(screen.getByLabelText(CONSOLE.time), '09:30');
      const vendor = screen.getByLabelText(CONSOLE.vendorOptional);
      await within(vendor).findByRole('option', { name: 'Shine Co. (v5@example.com)' });
      await user.selectOptions(vendor, 'Shine Co. (v5@example.com)');
      await user.click(screen.getByRole('button', { name: CONSOLE.createBooking }));
      expect(await screen.findByText(CONSOLE.bookingCreated(44))).toBeInTheDocument();
      expect(created).toEqual([
        {
          customer: { firstName: 'Ana', lastName: 'Lopez', email: null, phone: null, language: 'es' },
          property: {
            title: 'Lopez Home',
            street1: '1 Elm St',
            street2: null,
            city: 'Phoenix',
            state: 'AZ',
            zipCode: '85001',
            timeZone: 'America/Phoenix',
          },
          actualDateTime: '2026-12-01T09:30:00.000-07:00',
          duration: 60,
          lines: [{ productId: 1, priceId: 10, quantity: 1 }],
          vendorId: 5,
        },
      ]);
    },
  );

  it(
    'books a date-only service without a time, a quantity per line and the phone as the vendor’s is (issue 28 item 5)',
    { timeout: 60_000 },
    async () => {
      const { user, created } = setup();
      await openForm(user);
      // A whole value per field (as a paste): typing these long forms key by key ran past the timeout under load,
      // after which a test went on typing into the next one's form. Keys where keys matter.
      const type = async (label: string, value: string) => {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      };
      await type(CONSOLE.firstName, 'Ana');
      await type(CONSOLE.lastName, 'Lopez');
      const phone = screen.getByLabelText(new RegExp(`^${CONSOLE.phone}`));
      await user.type(phone, '6025550142');
      // The contract's one formatter, as the vendor's own phone is written.
      expect(phone).toHaveValue('(602) 555-0142');
      await type(CONSOLE.propertyName, 'Lopez Home');
      await type(CONSOLE.street1, '1 Elm St');
      await type(CONSOLE.city, 'Phoenix');
      await type(CONSOLE.state, 'AZ');
      await type(CONSOLE.zipCode, '85001');
      await user.selectOptions(screen.getByLabelText(CONSOLE.timeZone), 'America/Phoenix');
      expect(screen.getByLabelText(CONSOLE.time)).toBeInTheDocument();
      await user.selectOptions(await screen.findByLabelText(CONSOLE.product), 'Gutter Check');
      await user.selectOptions(screen.getByLabelText(CONSOLE.price), 'Outside');
      // Date-only: no time to give, and the form says what the vendor will see.
      expect(screen.queryByLabelText(CONSOLE.time)).not.toBeInTheDocument();
      expect(screen.getByText(CONSOLE.dateOnlyBooking)).toBeInTheDocument();
      const quantity = screen.getByLabelText(CONSOLE.quantity);
      await user.clear(quantity);
      await user.click(screen.getByRole('button', { name: CONSOLE.createBooking }));
      expect(await screen.findByText(CONSOLE.quantityInvalid)).toBeInTheDocument();
      await user.type(quantity, '3');
      await user.type(screen.getByLabelText(CONSOLE.date), '2026-11-30');
      await user.click(screen.getByRole('button', { name: CONSOLE.createBooking }));
      expect(await screen.findByText(CONSOLE.bookingCreated(44))).toBeInTheDocument();
      expect(created).toEqual([
        expect.objectContaining({
          customer: { firstName: 'Ana', lastName: 'Lopez', email: null, phone: '(602) 555-0142' },
          actualDateTime: '2026-11-30T12:00:00.000-07:00',
          lines: [{ productId: 3, priceId: 30, quantity: 3 }],
        }),
      ]);
    },
  );

  it('a reviewer reads the lists but does not book', async () => {
    setup('reviewer');
    expect(await screen.findByText(CONSOLE.adminOnlyHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONSOLE.newBooking })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONSOLE.createBooking })).not.toBeInTheDocument();
  });
});

describe('the list first, the form behind a button (issue 38 item 10)', () => {
  it('shows the list without the form until New Appointment opens it, and closes it again', async () => {
    const { user } = setup();
    expect(await screen.findByText('Ana Lopez · Lopez Home')).toBeInTheDocument();
    expect(screen.queryByLabelText(CONSOLE.firstName)).not.toBeInTheDocument();
    await openForm(user);
    expect(screen.getByLabelText(CONSOLE.firstName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONSOLE.closeNewBooking }));
    expect(screen.queryByLabelText(CONSOLE.firstName)).not.toBeInTheDocument();
  });

  it(
    'adds a line from its product, never an empty row: two lines book without "Required."',
    { timeout: 60_000 },
    async () => {
      const { user, created } = setup();
      await openForm(user);
      // A whole value per field (as a paste): typing these long forms key by key ran past the timeout under load,
      // after which a test went on typing into the next one's form. Keys where keys matter.
      const type = async (label: string, value: string) => {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      };
      await type(CONSOLE.firstName, 'Ana');
      await type(CONSOLE.lastName, 'Lopez');
      await type(CONSOLE.propertyName, 'Lopez Home');
      await type(CONSOLE.street1, '1 Elm St');
      await type(CONSOLE.city, 'Phoenix');
      await type(CONSOLE.state, 'AZ');
      await type(CONSOLE.zipCode, '85001');
      await user.selectOptions(await screen.findByLabelText(CONSOLE.product), 'Window Cleaning');
      await user.selectOptions(screen.getByLabelText(CONSOLE.price), 'Standard');
      // Choosing the product is what adds the line; its only price is chosen with it.
      await user.selectOptions(screen.getByLabelText(CONSOLE.addLine), 'Gutter Check');
      expect(screen.getAllByLabelText(CONSOLE.product).map((el) => (el as HTMLSelectElement).value)).toEqual([
        '1',
        '3',
      ]);
      expect(screen.getByLabelText(CONSOLE.addLine)).toHaveValue('');
      await user.type(screen.getByLabelText(CONSOLE.date), '2026-12-01');
      await user.type(screen.getByLabelText(CONSOLE.time), '09:30');
      await user.click(screen.getByRole('button', { name: CONSOLE.createBooking }));
      expect(await screen.findByText(CONSOLE.bookingCreated(44))).toBeInTheDocument();
      expect(screen.queryByText(CONSOLE.fieldRequired)).not.toBeInTheDocument();
      expect(created).toEqual([
        expect.objectContaining({
          lines: [
            { productId: 1, priceId: 10, quantity: 1 },
            { productId: 3, priceId: 30, quantity: 1 },
          ],
        }),
      ]);
    },
  );
});

describe('finding bookings (issue 38 item 10)', () => {
  it('starts from the filters in the URL and sends them to the server', async () => {
    const { asked } = setup('reviewer', '/ops/bookings?state=claimed&customer=ana&day=2026-12-01');
    expect(await screen.findByRole('tab', { name: 'Claimed (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(CONSOLE.bookingsCustomer)).toHaveValue('ana');
    expect(screen.getByLabelText(CONSOLE.bookingsDay)).toHaveValue('2026-12-01');
    await vi.waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        state: 'claimed',
        limit: '25',
        customer: 'ana',
        day: '2026-12-01',
      }),
    );
  });

  it('keeps what is typed and the tab in the URL, back to page 1 on a change; clears them', async () => {
    const { user, asked, router } = setup('reviewer', '/ops/bookings?page=2');
    await user.type(await screen.findByLabelText(CONSOLE.bookingsSearch), 'Lopez');
    await vi.waitFor(() => expect(asked.at(-1)!.get('q')).toBe('Lopez'));
    expect(asked.at(-1)!.get('page')).toBeNull();
    expect(router.state.location.search).toBe('?q=Lopez');
    await user.type(screen.getByLabelText(CONSOLE.bookingsCompany), 'Shine');
    await user.click(screen.getByRole('tab', { name: /^Claimed/ }));
    expect(new URLSearchParams(router.state.location.search).get('company')).toBe('Shine');
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('claimed');
    await vi.waitFor(() => expect(asked.at(-1)!.get('state')).toBe('claimed'));
    expect(asked.at(-1)!.get('company')).toBe('Shine');
    await user.click(screen.getByRole('button', { name: CONSOLE.bookingsClearFilters }));
    expect(router.state.location.search).toBe('?state=claimed');
    expect(screen.getByLabelText(CONSOLE.bookingsSearch)).toHaveValue('');
  });

  it('pages through the total the server counts', async () => {
    const { user, asked } = setup('reviewer', '/ops/bookings', (params) => {
      const page = Number(params.get('page') ?? 1);
      return { data: [opsAppointment(page)], counts: { unclaimed: 60, claimed: 0, completed: 0 }, total: 60, page };
    });
    expect(await screen.findByText(CONSOLE.bookingsPageOf(1, 3, 60))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONSOLE.previousPage })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: CONSOLE.nextPage }));
    expect(await screen.findByText(CONSOLE.bookingsPageOf(2, 3, 60))).toBeInTheDocument();
    expect(asked.at(-1)!.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: CONSOLE.nextPage }));
    expect(await screen.findByText(CONSOLE.bookingsPageOf(3, 3, 60))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONSOLE.nextPage })).toBeDisabled();
  });

  it('says when nothing matches the filters', async () => {
    setup('reviewer', '/ops/bookings?state=completed&q=nobody');
    expect(await screen.findByText(CONSOLE.bookingsNoMatch)).toBeInTheDocument();
  });
});

describe('cancelling a booking (issue 28 item 11)', () => {
  it('asks first, then cancels through the API and says so', async () => {
    const { user } = setup();
    const cancelled: string[] = [];
    server.use(
      http.post('/api/ops/appointments/:id/cancel', ({ params, request }) => {
        cancelled.push(`${String(params.id)} ${request.headers.get('idempotency-key') ? 'keyed' : 'unkeyed'}`);
        return HttpResponse.json({
          id: 1,
          actualDateTime: null,
          duration: 90,
          cancelledAt: '2026-11-25T14:00:00.000Z',
        });
      }),
    );
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: CONSOLE.cancelBooking }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONSOLE.cancelBookingConfirm('Ana Lopez'));
    expect(cancelled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: CONSOLE.cancelBooking }));
    expect(await screen.findByText(CONSOLE.bookingCancelledDone)).toBeInTheDocument();
    expect(cancelled).toEqual(['1 keyed']);
  });

  it('offers no cancel to a reviewer', async () => {
    setup('reviewer');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Ana Lopez · Lopez Home');
    expect(within(panel).queryByRole('button', { name: CONSOLE.cancelBooking })).not.toBeInTheDocument();
  });
});

describe('rescheduling a booking (issue 28 item 11)', () => {
  it('moves a booking to a new day and time in the property’s zone, and says so', async () => {
    const { user } = setup();
    const moved: unknown[] = [];
    server.use(
      http.post('/api/ops/appointments/:id/reschedule', async ({ params, request }) => {
        moved.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({
          id: 1,
          actualDateTime: '2026-12-02T17:30:00.000Z',
          duration: 90,
          cancelledAt: null,
        });
      }),
    );
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: CONSOLE.rescheduleBooking }));
    const form = within(panel).getByRole('form', { name: CONSOLE.rescheduleTitle('Ana Lopez') });
    // It starts from the booking's own time, in the property's zone.
    expect(within(form).getByLabelText(CONSOLE.date)).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText(CONSOLE.time)).toHaveValue('09:00');
    await user.clear(within(form).getByLabelText(CONSOLE.date));
    await user.type(within(form).getByLabelText(CONSOLE.date), '2026-12-02');
    await user.clear(within(form).getByLabelText(CONSOLE.time));
    await user.type(within(form).getByLabelText(CONSOLE.time), '10:30');
    await user.clear(within(form).getByLabelText(CONSOLE.duration));
    await user.type(within(form).getByLabelText(CONSOLE.duration), '90');
    await user.click(within(form).getByRole('button', { name: CONSOLE.saveNewTime }));
    expect(
      await within(panel).findByText(CONSOLE.bookingRescheduledDone('Dec 2, 2026, 10:30 AM MST')),
    ).toBeInTheDocument();
    expect(moved).toEqual([{ id: '1', body: { actualDateTime: '2026-12-02T10:30:00.000-07:00', duration: 90 } }]);
  });

  it('asks a day only for a date-only booking, as the booking form does', async () => {
    const moved: unknown[] = [];
    server.use(
      http.get('/api/ops/appointments', () =>
        HttpResponse.json({
          data: [
            opsAppointment(3, {
              appointmentDetails: {
                duration: 60,
                products: [{ id: 3, title: 'Gutter Check', prices: [{ id: 30, title: 'Outside', isOutside: true }] }],
              },
            } as Partial<Parameters<typeof opsAppointment>[1]>),
          ],
          counts: { unclaimed: 1, claimed: 0, completed: 0 },
        }),
      ),
      http.get('/api/ops/products', () => HttpResponse.json({ data: [] })),
      http.get('/api/ops/vendors', () =>
        HttpResponse.json({ data: [], counts: { pending: 0, approved: 0, rejected: 0 } }),
      ),
      http.post('/api/ops/appointments/:id/reschedule', async ({ request }) => {
        moved.push(await request.json());
        return HttpResponse.json({
          id: 3,
          actualDateTime: '2026-12-05T19:00:00.000Z',
          duration: 60,
          cancelledAt: null,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingsPage />, {
      route: '/ops/bookings',
      path: '/ops/bookings',
      session: staffSession('admin'),
    });
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: CONSOLE.rescheduleBooking }));
    const form = within(panel).getByRole('form', { name: CONSOLE.rescheduleTitle('Ana Lopez') });
    expect(within(form).queryByLabelText(CONSOLE.time)).not.toBeInTheDocument();
    expect(within(form).getByText(CONSOLE.dateOnlyBooking)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(CONSOLE.date));
    await user.type(within(form).getByLabelText(CONSOLE.date), '2026-12-05');
    await user.click(within(form).getByRole('button', { name: CONSOLE.saveNewTime }));
    await within(panel).findByRole('button', { name: CONSOLE.rescheduleBooking });
    // Noon in the property's zone keeps the day the property's day.
    expect(moved).toEqual([{ actualDateTime: '2026-12-05T12:00:00.000-07:00', duration: 60 }]);
  });

  it('offers no reschedule to a reviewer', async () => {
    setup('reviewer');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Ana Lopez · Lopez Home');
    expect(within(panel).queryByRole('button', { name: CONSOLE.rescheduleBooking })).not.toBeInTheDocument();
  });
});
