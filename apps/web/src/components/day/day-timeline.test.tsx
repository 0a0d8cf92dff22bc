import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { anAppointment } from '../../test/appointment-data.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DayTimeline } from './day-timeline.tsx';

// The day at a glance: order, gaps between instants (a DST day in Denver) and each job's state.

const job = (actualDateTime: string, duration: number, overrides: Partial<Appointment> = {}) => {
  const a = anAppointment({ actualDateTime, ...overrides });
  return { ...a, appointmentDetails: { ...a.appointmentDetails, duration } };
};

afterEach(() => onlineManager.setOnline(true));

describe('DayTimeline', () => {
  it('lists the day in time order with the real gaps across a DST change, and each job’s state', async () => {
    // 10 March 2030 in Denver: 2:00 AM MST becomes 3:00 AM MDT.
    const first = job('2030-03-10T08:00:00.000Z', 30); // 1:00–1:30 AM MST
    const second = job('2030-03-10T09:30:00.000Z', 60); // 3:30–4:30 AM MDT: one hour later, not two
    const third = job('2030-03-10T10:30:00.000Z', 45, { completedAt: '2030-03-10T11:15:00.000Z' }); // 4:30 AM MDT
    const fourth = job('2030-03-10T11:00:00.000Z', 30); // overlaps the third
    const photo = (id: number) => ({ id, kind: 'before', url: `/p/${id}`, createdAt: '2030-03-10T11:05:00.000Z' });
    server.use(
      // The server's photos of each job: three of the fourth.
      http.get('/api/appointment/:id/photos', ({ params }) =>
        HttpResponse.json({ data: Number(params.id) === fourth.id ? [photo(1), photo(2), photo(3)] : [] }),
      ),
      http.get('/api/appointment/on-my-way', () =>
        HttpResponse.json({
          data: [
            {
              appointmentId: second.id,
              sentAt: '2030-03-10T09:05:00.000Z',
              etaMinutes: 25,
              arrivesAt: '2030-03-10T09:30:00.000Z',
            },
          ],
        }),
      ),
    );
    // Given out of order: the timeline sorts them.
    renderWithProviders(
      <DayTimeline appointments={[third, fourth, first, second]} now={new Date('2030-03-10T07:00:00Z')} />,
    );
    const jobs = screen.getAllByRole('article');
    expect(jobs.map((j) => j.getAttribute('aria-label'))).toEqual([
      '1:00 AM Vehicle Detailing',
      '3:30 AM Vehicle Detailing',
      '4:30 AM Vehicle Detailing',
      '5:00 AM Vehicle Detailing',
    ]);
    expect(screen.getAllByTestId('timeline-gap').map((g) => g.textContent)).toEqual([
      DAY.gap(durationText(120 - 60)), // 1:30 AM MST to 3:30 AM MDT is one hour
      DAY.back2back,
      DAY.overlap(durationText(15)),
    ]);
    expect(within(jobs[0]!).getByText(/until 1:30 AM MST/)).toBeInTheDocument();
    expect(within(jobs[1]!).getByText(/until 4:30 AM MDT/)).toBeInTheDocument();
    // States.
    expect(within(jobs[0]!).getByText(DAY.stateToDo)).toBeInTheDocument();
    expect(await within(jobs[1]!).findByText(DAY.stateOnMyWaySent('3:05 AM'))).toBeInTheDocument();
    expect(within(jobs[2]!).getByText(DAY.stateCompleted)).toBeInTheDocument();
    expect(await within(jobs[3]!).findByText(DAY.statePhotos(3))).toBeInTheDocument();
    // The address with directions.
    const directions = within(jobs[0]!).getByRole('link', { name: DAY.directions });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1 Elm St, Unit 2, Denver, CO 80202')}`,
    );
    // The customer's phone, one tap to call (a technician's day needs nothing else to reach the customer).
    const call = within(jobs[0]!).getByRole('link', { name: DAY.callCustomer('Casey Customer', '(303) 555-0199') });
    expect(call).toHaveAttribute('href', 'tel:3035550199');
    expect(call).toHaveTextContent('(303) 555-0199');
  });

  it('sends on my way from a preset in two taps and then says when it was sent', async () => {
    const today = job('2030-06-02T16:00:00.000Z', 90);
    const sent: unknown[] = [];
    let list: unknown[] = [];
    server.use(
      http.get('/api/appointment/on-my-way', () => HttpResponse.json({ data: list })),
      http.post(`/api/appointment/${today.id}/on-my-way`, async ({ request }) => {
        sent.push(await request.json());
        const row = {
          appointmentId: today.id,
          sentAt: '2030-06-02T15:12:00.000Z',
          etaMinutes: 30,
          arrivesAt: '2030-06-02T15:42:00.000Z',
        };
        list = [row];
        return HttpResponse.json({ data: row }, { status: 202 });
      }),
    );
    renderWithProviders(<DayTimeline appointments={[today]} now={new Date('2030-06-02T15:00:00Z')} />);
    await userEvent.click(screen.getByRole('button', { name: DAY.onMyWay }));
    await userEvent.click(screen.getByRole('button', { name: DAY.presetLabel(30) }));
    expect(await screen.findByText(DAY.sentAtWithEta('9:12 AM', '9:42 AM MDT'))).toBeInTheDocument();
    expect(sent).toEqual([{ etaMinutes: 30 }]);
  });

  it('offline, says on my way needs a connection and sends nothing', async () => {
    onlineManager.setOnline(false);
    const today = job('2030-06-02T16:00:00.000Z', 90);
    renderWithProviders(<DayTimeline appointments={[today]} now={new Date('2030-06-02T15:00:00Z')} />);
    expect(screen.getByRole('button', { name: DAY.onMyWay })).toBeDisabled();
    expect(screen.getByText(DAY.needsConnection)).toBeInTheDocument();
  });

  it('checks a custom estimate with the contract’s rule before sending', async () => {
    const today = job('2030-06-02T16:00:00.000Z', 90);
    renderWithProviders(<DayTimeline appointments={[today]} now={new Date('2030-06-02T15:00:00Z')} />);
    await userEvent.click(screen.getByRole('button', { name: DAY.onMyWay }));
    await userEvent.type(screen.getByLabelText(DAY.customLabel), '300');
    await userEvent.click(screen.getByRole('button', { name: DAY.customSend }));
    await waitFor(() => expect(screen.getByText(DAY.etaRange)).toBeInTheDocument());
  });

  describe('at 9:50 PM in Denver (issue 38 items 3 and 15)', () => {
    // Nov 27, 2026, 9:50 PM MST is 04:50Z on Nov 28: the browser's UTC day is already the next one.
    const now = new Date('2026-11-28T04:50:00.000Z');

    it('says a 9 AM job not marked complete has passed, not "To do"', () => {
      const nine = job('2026-11-27T16:00:00.000Z', 90); // 9:00–10:30 AM MST
      renderWithProviders(<DayTimeline appointments={[nine]} now={now} />);
      const card = screen.getByRole('article');
      expect(within(card).getByText(DAY.stateTimePassed)).toBeVisible();
      expect(within(card).queryByText(DAY.stateToDo)).toBeNull();
    });

    it('an arrived job reads Arrived and a no-show No-show, never "To do" (issue 54 item 14)', () => {
      const arrived = job('2026-11-28T05:30:00.000Z', 30, { checkedInAt: '2026-11-28T04:40:00.000Z' });
      const noShow = job('2026-11-28T05:00:00.000Z', 30, {
        checkedInAt: '2026-11-28T04:00:00.000Z',
        checkedOutAt: '2026-11-28T04:45:00.000Z',
        completedAt: '2026-11-28T04:45:00.000Z',
        outcome: 'no-show',
      });
      renderWithProviders(<DayTimeline appointments={[arrived, noShow]} now={now} />);
      const [first, second] = screen.getAllByRole('article');
      expect(within(second!).getByText(APPOINTMENTS.visitState('arrived'))).toBeVisible();
      expect(within(second!).queryByText(DAY.stateToDo)).toBeNull();
      expect(within(first!).getByText(APPOINTMENTS.visitState('noShow'))).toBeVisible();
      expect(within(first!).queryByText(DAY.stateCompleted)).toBeNull();
    });

    it('keeps "To do" for a job still to come that day', () => {
      const late = job('2026-11-28T05:30:00.000Z', 30); // 10:30 PM MST
      renderWithProviders(<DayTimeline appointments={[late]} now={now} />);
      expect(within(screen.getByRole('article')).getByText(DAY.stateToDo)).toBeVisible();
    });

    it('shows a date-only job as the day, without its hidden time, and with no gap to the timed jobs', () => {
      const base = anAppointment();
      const windows: Appointment = {
        ...base,
        id: 501,
        actualDateTime: '2026-11-27T21:30:00.000Z', // the console's hidden 2:30 PM MST
        appointmentDetails: {
          duration: 90,
          products: [
            {
              id: 7,
              title: 'Window Cleaning',
              prices: [
                {
                  id: 71,
                  title: 'Whole house',
                  quantity: 1,
                  section: null,
                  isOutside: true,
                  schedulingInterface: 'date',
                  payoutCents: 5000,
                },
              ],
            },
          ],
        },
      };
      const timed = job('2026-11-28T05:30:00.000Z', 30, { id: 502 });
      renderWithProviders(<DayTimeline appointments={[timed, windows]} now={now} />);
      const [first, second] = screen.getAllByRole('article');
      expect(first).toHaveAttribute('aria-label', `${DAY.allDay} Window Cleaning`);
      expect(first!.textContent).not.toMatch(/\d:\d\d/);
      expect(second).toHaveAttribute('aria-label', '10:30 PM Vehicle Detailing');
      expect(screen.queryAllByTestId('timeline-gap')).toHaveLength(0);
    });
  });
});
