import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EARNINGS, VISIT } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ServiceDetailsCard } from './service-details-card.tsx';

// docs/features.md "The visit": a job closed as a no-show reads the no-show pay it earned, not the job's pay.

describe('Service Details of a closed job', () => {
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
});
