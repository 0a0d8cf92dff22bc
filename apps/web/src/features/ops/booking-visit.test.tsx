import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { anAppointment } from '../../test/appointment-data.ts';
import { staffSession } from '../../test/ops-data.ts';
import { BookingVisit } from './booking-visit.tsx';

// Issue 43 "The visit": staff see the arrival and its lateness, a no-show and its pay, the checklist with who ticked
// what and when; an admin counts a no-show as completed with a reason.

const booking = (patch: Partial<OpsAppointment> = {}): OpsAppointment => ({
  ...anAppointment(),
  vendor: { id: 3, title: 'Sparkle Detailing', email: 'sparkle@example.com' },
  claimedAt: '2030-05-01T12:00:00.000Z',
  createdAt: '2030-05-01T11:00:00.000Z',
  ...patch,
});

describe('BookingVisit', () => {
  it('shows the arrival with its lateness and the checklist with who ticked it', async () => {
    const a = booking({ checkedInAt: '2030-06-02T16:12:00.000Z' });
    server.use(
      http.get(`/api/ops/appointments/${a.id}/checklist`, () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              text: 'Rinse the wheels',
              required: true,
              photo: false,
              doneAt: '2030-06-02T16:30:00.000Z',
              doneBy: 'Theo Tech',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('reviewer') });
    expect(screen.getByText(VISIT.arrivedAt('10:12 AM MDT'))).toBeInTheDocument();
    expect(screen.getByText(VISIT.late(12))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VISIT.checklistHeading }));
    expect(await screen.findByText(VISIT.checklistTickedBy('Theo Tech', '10:30 AM MDT'))).toBeInTheDocument();
  });

  it("shows a no-show's note with when it was recorded, in the property's zone (issue 43)", () => {
    const a = booking({
      checkedInAt: '2030-06-03T03:15:00.000Z',
      completedAt: '2030-06-03T03:50:00.000Z',
      outcome: 'no-show',
      noShowCents: 4500,
      noShowNote: 'Nobody home; the gate was locked.',
    });
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('reviewer') });
    expect(screen.getByText('Nobody home; the gate was locked.')).toBeInTheDocument();
    expect(screen.getByText(VISIT.noShowNoteAt('Jun 2, 2030, 9:50 PM'))).toBeInTheDocument();
  });

  it('lets an admin count a no-show as completed, with a reason', async () => {
    const a = booking({
      checkedInAt: '2030-06-02T16:00:00.000Z',
      completedAt: '2030-06-02T16:30:00.000Z',
      outcome: 'no-show',
      noShowCents: 4500,
    });
    const bodies: unknown[] = [];
    server.use(
      http.patch(`/api/ops/appointments/${a.id}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { ...a, outcome: 'completed' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('admin') });
    expect(screen.getByText(VISIT.outcomeNoShow)).toBeInTheDocument();
    expect(screen.getByText(`${VISIT.noShowPayLabel}: $45.00`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VISIT.reverseNoShow }));
    expect(await screen.findByText(VISIT.reverseReasonEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(VISIT.reverseReasonLabel), 'The customer was inside.');
    await user.click(screen.getByRole('button', { name: VISIT.reverseNoShow }));
    await waitFor(() => expect(bodies).toEqual([{ outcome: 'completed', reason: 'The customer was inside.' }]));
  });

  it('shows the customer’s signature with the signer’s name and when, in the property’s zone', async () => {
    const a = booking({ checkedInAt: '2030-06-02T16:00:00.000Z', completedAt: '2030-06-02T17:05:00.000Z' });
    server.use(
      http.get(`/api/ops/appointments/${a.id}/signature`, () =>
        HttpResponse.json({
          data: {
            name: 'Casey Customer',
            signedAt: '2030-06-02T17:05:00.000Z',
            url: '/api/appointment/7/signature/content?expires=1&signature=x',
          },
        }),
      ),
    );
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('reviewer') });
    const image = await screen.findByRole('img', { name: VISIT.signatureImageAlt('Casey Customer') });
    expect(image).toHaveAttribute('src', '/api/appointment/7/signature/content?expires=1&signature=x');
    expect(screen.getByText(VISIT.signedBy('Casey Customer', 'Jun 2, 2030, 11:05 AM'))).toBeInTheDocument();
  });

  it('says a booking that requires a signature is not signed yet', async () => {
    const a = booking({ signatureRequired: true });
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('reviewer') });
    expect(await screen.findByText(`${VISIT.signatureHeading}: ${VISIT.signatureNone}`)).toBeInTheDocument();
  });

  it('offers a reviewer no reversal', () => {
    const a = booking({ completedAt: '2030-06-02T16:30:00.000Z', outcome: 'no-show', noShowCents: 4500 });
    renderWithProviders(<BookingVisit appointment={a} />, { session: staffSession('reviewer') });
    expect(screen.queryByRole('button', { name: VISIT.reverseNoShow })).toBeNull();
  });
});
