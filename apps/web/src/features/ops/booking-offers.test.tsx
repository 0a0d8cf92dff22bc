import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OFFERS_CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BookingsPage } from './bookings-page.tsx';
import { opsAppointment, opsVendor, staffSession } from '../../test/ops-data.ts';

// docs/architecture.md "Availability and dispatch", offers: the console's Bookings offers an unclaimed job to one
// company (reviewer and admin) and says where each offer stands.

let offerIds = 0;
const offer = (state: 'offered' | 'declined' | 'expired' | 'claimed', vendorTitle: string) => ({
  id: ++offerIds,
  vendorId: 5,
  vendorTitle,
  offeredBy: 'rita@example.com',
  offeredAt: '2030-06-01T15:00:00.000Z',
  expiresAt: '2030-06-01T16:00:00.000Z',
  state,
  declinedAt: state === 'declined' ? '2030-06-01T15:20:00.000Z' : null,
});

function setup(offers: ReturnType<typeof offer>[]) {
  const sent: unknown[] = [];
  const made = { ...offer('offered', 'Shine Co.'), expiresAt: '2030-06-01T16:45:00.000Z' };
  server.use(
    // Read again after an offer, the booking lists it.
    http.get('/api/ops/appointments', () =>
      HttpResponse.json({
        data: [opsAppointment(1, { offers: sent.length ? [made, ...offers] : offers })],
        counts: { unclaimed: 1, claimed: 0, completed: 0 },
      }),
    ),
    http.get('/api/ops/vendors', () =>
      HttpResponse.json({
        data: [opsVendor(5, { title: 'Shine Co.' })],
        counts: { pending: 0, approved: 1, rejected: 0 },
      }),
    ),
    http.post('/api/ops/appointments/:id/offer', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ vendorId: 5, expiresAt: '2030-06-01T16:45:00.000Z' }, { status: 201 });
    }),
  );
  renderWithProviders(<BookingsPage />, {
    route: '/ops/bookings',
    path: '/ops/bookings',
    session: staffSession('reviewer'),
  });
  return { sent, user: userEvent.setup() };
}

describe('offers in the console’s Bookings', () => {
  it('a reviewer offers an unclaimed job to a company for a number of minutes', async () => {
    const { sent, user } = setup([offer('expired', 'Gleam LLC')]);
    await user.click(await screen.findByRole('button', { name: OFFERS_CONSOLE.offerOpen }));
    const form = screen.getByRole('form');
    await screen.findByRole('option', { name: 'Shine Co.' });
    await user.selectOptions(within(form).getByLabelText(OFFERS_CONSOLE.offerCompany), 'Shine Co.');
    const minutes = within(form).getByLabelText(OFFERS_CONSOLE.offerMinutesLabel);
    await user.clear(minutes);
    await user.type(minutes, '4');
    await user.click(within(form).getByRole('button', { name: OFFERS_CONSOLE.offerSend }));
    expect(await within(form).findByText(OFFERS_CONSOLE.offerMinutes)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(minutes, '5');
    await user.click(within(form).getByRole('button', { name: OFFERS_CONSOLE.offerSend }));
    await waitFor(() => expect(sent).toEqual([{ vendorId: 5, minutes: 45 }]));
    expect(await screen.findByText(/^Offered to Shine Co\. until /)).toBeInTheDocument();
    // Issue 54 item 21: once the booking lists the new offer, it is written there alone, not twice.
    await waitFor(() => expect(within(screen.getByTestId('offers-1')).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByText(/Offered to Shine Co\. until /)).toHaveLength(1);
  });

  it('says where each offer stands; one that holds the job leaves no Offer button', async () => {
    setup([offer('offered', 'Shine Co.'), offer('declined', 'Gleam LLC'), offer('claimed', 'Buff Inc.')]);
    const list = await screen.findByTestId('offers-1');
    expect(within(list).getByText(/^Offered to Shine Co\. until Jun 1, 2030, 10:00 AM/)).toBeInTheDocument();
    expect(within(list).getByText(/^Declined by Gleam LLC at Jun 1, 2030, 9:20 AM/)).toBeInTheDocument();
    expect(within(list).getByText(OFFERS_CONSOLE.offerState.claimed('Buff Inc.'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFERS_CONSOLE.offerOpen })).toBeNull();
  });
});
