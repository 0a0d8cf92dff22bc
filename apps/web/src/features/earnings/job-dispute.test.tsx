import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MONEY } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { settle } from '../../test/settle.ts';
import { fakeIdToken } from '../../test/tokens.ts';
import { JobDispute, weekStartIn } from './job-dispute.tsx';

// docs/architecture.md "Money that is fair": the owner disputes a job from its page as well as from the week. The
// job counts in the week of its completion (or cancellation) in the company's zone (Denver here: no hours).

// Sunday 22 Nov 2026, 22:30 in Denver: the week of 16 Nov there, though it is Monday 23 Nov in UTC.
const SUNDAY_NIGHT = '2026-11-23T05:30:00.000Z';
const dispute = {
  id: 4,
  weekStart: '2026-11-16',
  appointmentId: 41,
  message: 'The driveway was extra',
  status: 'resolved',
  response: 'Driveway added',
  amountCents: 4_500,
  createdAt: '2026-11-24T16:00:00.000Z',
  resolvedAt: '2026-11-25T16:00:00.000Z',
};

describe('weekStartIn', () => {
  it("is the Monday of the instant's day in the zone, across a week's edge and a change of the clocks", () => {
    expect(weekStartIn(SUNDAY_NIGHT, 'America/Denver')).toBe('2026-11-16');
    expect(weekStartIn(SUNDAY_NIGHT, 'America/New_York')).toBe('2026-11-23');
    // Sunday 1 Nov 2026 23:30 in Denver, the day the clocks went back.
    expect(weekStartIn('2026-11-02T06:30:00.000Z', 'America/Denver')).toBe('2026-10-26');
    expect(weekStartIn('2026-11-02T06:30:00.000Z', 'America/New_York')).toBe('2026-11-02');
  });
});

describe('JobDispute', () => {
  it("lists the job's disputes with their answers and opens one on the job, in the week it counts in", async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('/api/disputes', () =>
        HttpResponse.json({ data: [dispute, { ...dispute, id: 5, appointmentId: 99, response: 'Other job' }] }),
      ),
      http.post('/api/disputes', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 7, status: 'open' }, { status: 201 });
      }),
    );
    renderWithProviders(<JobDispute appointment={anAppointment({ id: 41, completedAt: SUNDAY_NIGHT })} />);
    const card = (await screen.findByRole('heading', { name: MONEY.jobDisputeTitle })).closest('section')!;
    expect(within(card).getByText(MONEY.jobDisputeWeek('Nov 16'))).toBeVisible();
    const list = await within(card).findByRole('list', { name: MONEY.jobDisputesTitle });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(MONEY.disputeResponse('Driveway added'));
    expect(item).toHaveTextContent(MONEY.disputeAmount('$45.00'));
    const form = within(card).getByRole('form', { name: MONEY.jobDisputeTitle });
    await userEvent.type(within(form).getByLabelText(MONEY.disputeMessageLabel), 'Still short');
    await userEvent.click(within(form).getByRole('button', { name: MONEY.disputeSend }));
    expect(await within(form).findByText(MONEY.disputeSent)).toBeVisible();
    expect(posted).toEqual([{ weekStart: '2026-11-16', appointmentId: 41, message: 'Still short' }]);
  });

  it("a cancelled job (a late cancellation's fee) counts in the week of its cancellation", async () => {
    server.use(http.get('/api/disputes', () => HttpResponse.json({ data: [] })));
    renderWithProviders(
      <JobDispute
        appointment={anAppointment({ id: 42, completedAt: null, cancelledAt: '2026-11-25T18:00:00.000Z' })}
      />,
    );
    expect(await screen.findByText(MONEY.jobDisputeWeek('Nov 23'))).toBeVisible();
  });

  it('offers nothing on a job still to come, nor to the office or a technician', async () => {
    server.use(http.get('/api/disputes', () => HttpResponse.json({ data: [dispute] })));
    const { unmount } = renderWithProviders(<JobDispute appointment={anAppointment({ id: 41, completedAt: null })} />);
    await settle();
    expect(screen.queryByRole('heading', { name: MONEY.jobDisputeTitle })).toBeNull();
    unmount();
    for (const memberRole of ['office', 'technician']) {
      const view = renderWithProviders(
        <JobDispute appointment={anAppointment({ id: 41, completedAt: SUNDAY_NIGHT })} />,
        {
          session: { token: fakeIdToken({ memberRole }) },
        },
      );
      await settle();
      expect(screen.queryByRole('heading', { name: MONEY.jobDisputeTitle })).toBeNull();
      view.unmount();
    }
  });
});
