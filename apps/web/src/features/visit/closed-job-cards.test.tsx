import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EARNINGS, VISIT } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { settle } from '../../test/settle.ts';
import { ServiceDetailsCard } from '../appointments/service-details-card.tsx';
import { VisitExtraTime } from './visit-extra-time.tsx';

// docs/features.md "The visit": a job closed as a no-show reads the no-show pay it earned, not the job's pay, and a
// closed job whose technician never asked for more time shows no empty "More time" card.

describe('a closed job', () => {
  it('closed as a no-show shows the no-show pay, not the job’s pay', () => {
    const job = anAppointment({ payoutCents: 10_000, outcome: 'no-show', noShowCents: 5_000 });
    renderWithProviders(<ServiceDetailsCard appointment={job} />);
    expect(screen.getByText(VISIT.noShowPayLabel)).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.queryByText(EARNINGS.payLabel)).toBeNull();
    expect(screen.queryByText('$100.00')).toBeNull();
  });

  it('completed shows the job’s pay', () => {
    renderWithProviders(<ServiceDetailsCard appointment={anAppointment({ payoutCents: 10_000 })} />);
    expect(screen.getByText(EARNINGS.payLabel)).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
  });

  it('shows no More time card when nothing was asked and it can no longer be', async () => {
    const job = anAppointment({ id: 7, checkedInAt: '2030-06-02T17:00:00.000Z' });
    // Open (arrived, not closed): the card is there, to ask.
    const open = renderWithProviders(<VisitExtraTime appointmentId={7} readOnly={false} />);
    act(() => open.queryClient.setQueryData(['appointment', '7'], job));
    expect(await screen.findByText(VISIT.extraTimeHeading)).toBeInTheDocument();
    open.unmount();
    // Closed (read-only) with no request: no card.
    const closed = renderWithProviders(<VisitExtraTime appointmentId={7} readOnly />);
    act(() => closed.queryClient.setQueryData(['appointment', '7'], { ...job, outcome: 'no-show' }));
    await settle();
    expect(screen.queryByText(VISIT.extraTimeHeading)).toBeNull();
  });
});
