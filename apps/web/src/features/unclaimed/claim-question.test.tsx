import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, AVAILABILITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { UnclaimedPage } from './unclaimed-page.tsx';

// docs/architecture.md "Availability and dispatch": a claim the server asks about (409 no-one-free) is asked in
// the server's words; "Claim anyway" sends `{confirm: true}`; "Go back" claims nothing.

const property = {
  title: 'Casey Home',
  street1: '1 Elm St',
  street2: null,
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  timeZone: 'America/Denver',
};
const customer = { firstName: 'Casey', lastName: 'Customer', email: null, phone: null };
const item: UnclaimedItem = {
  baseAppointment: { id: 900, appointmentLength: 60 },
  appointment: {
    id: 77,
    appointmentBaseId: 900,
    actualDateTime: '2030-06-02T16:00:00.000Z',
    completedAt: null,
    customer,
    property,
    appointmentDetails: {
      duration: 60,
      products: [
        {
          id: 1,
          title: 'Window Washing',
          prices: [
            {
              id: 1,
              title: 'Windows',
              quantity: 1,
              section: null,
              isOutside: true,
              schedulingInterface: null,
              payoutCents: 0,
            },
          ],
        },
      ],
    },
    payoutCents: 0,
  },
  property,
  customer,
  fit: { withinHours: true, conflicts: [], timeOff: true, free: [] },
};

function mockClaims() {
  const bodies: string[] = [];
  server.use(
    http.get('/api/appointment/unclaimed', () => HttpResponse.json({ data: [item] })),
    http.patch('/api/appointment/claim/:id', async ({ request }) => {
      const body = await request.text();
      bodies.push(body || '(none)');
      return body.includes('"confirm":true')
        ? HttpResponse.json({ data: {} })
        : HttpResponse.json(
            {
              statusCode: 409,
              error: 'Conflict',
              code: 'no-one-free',
              message: AVAILABILITY.closedThen,
              conflicts: [],
              timeOff: true,
              timeOffEntries: [{ from: '2030-06-03T14:00:00.000Z', to: '2030-06-03T19:00:00.000Z', memberId: null }],
            },
            { status: 409 },
          );
    }),
  );
  return bodies;
}

describe('a claim the server asks about', () => {
  it('asks in the server’s words; Go back claims nothing, Claim anyway confirms', async () => {
    const bodies = mockClaims();
    const user = userEvent.setup();
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    expect(await screen.findByText(AVAILABILITY.fitTimeOff)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: APPOINTMENTS.claim }));
    let dialog = await screen.findByRole('dialog', { name: AVAILABILITY.confirmClaimTitle });
    expect(dialog).toHaveTextContent(AVAILABILITY.closedThen);
    // Issue 54 item 16: the time off named, 12-hour, in the company's zone (Denver, MDT).
    expect(dialog).toHaveTextContent(AVAILABILITY.companyOffThen('Jun 3, 2030, 8:00 AM – 1:00 PM'));
    await user.click(within(dialog).getByRole('button', { name: AVAILABILITY.keep }));
    expect(bodies).toEqual(['(none)']);
    await user.click(screen.getByRole('button', { name: APPOINTMENTS.claim }));
    dialog = await screen.findByRole('dialog', { name: AVAILABILITY.confirmClaimTitle });
    await user.click(within(dialog).getByRole('button', { name: AVAILABILITY.confirmClaim }));
    await waitFor(() => expect(bodies).toEqual(['(none)', '(none)', '{"confirm":true}']));
    expect(await screen.findByText(APPOINTMENTS.claimSuccess)).toBeInTheDocument();
  });
});
