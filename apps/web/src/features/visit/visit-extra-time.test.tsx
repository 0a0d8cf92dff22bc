import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { settle } from '../../test/settle.ts';
import { VisitExtraTime } from './visit-extra-time.tsx';

// docs/features.md "The visit": a closed job whose technician never asked for more time shows no empty card.

describe('More time on a closed job', () => {
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
