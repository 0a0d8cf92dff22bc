import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { anAppointment, dateOnly } from '../../test/appointment-data.ts';
import { NoShowControl, NoShowOutcome } from './no-show.tsx';

// Issue 43 "The visit": "Customer didn't show" after arriving, 30 minutes after both the start and the arrival;
// before that the page says from when.

// The job starts at 10:00 AM MDT (16:00 UTC); arrived at 10:05.
const arrived = () => anAppointment({ checkedInAt: '2030-06-02T16:05:00.000Z' });

describe('NoShowControl', () => {
  it('says from when it is possible, counted from the later of the start and the arrival', () => {
    renderWithProviders(<NoShowControl appointment={arrived()} now={new Date('2030-06-02T16:20:00.000Z')} />);
    expect(screen.getByText(VISIT.noShowFrom('10:35 AM MDT'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VISIT.noShow })).toBeNull();
  });

  it('a date-only job: from the arrival alone, whatever its hidden time (issue 54 item 13)', () => {
    // Stored at 10:00 AM MDT, which no one sees; arrived at 9:00 AM.
    const job = dateOnly(anAppointment({ checkedInAt: '2030-06-02T15:00:00.000Z' }));
    renderWithProviders(<NoShowControl appointment={job} now={new Date('2030-06-02T15:10:00.000Z')} />);
    expect(screen.getByText(VISIT.noShowFrom('9:30 AM MDT'))).toBeInTheDocument();
  });

  it('is not offered before arriving', () => {
    renderWithProviders(<NoShowControl appointment={anAppointment()} now={new Date('2030-06-02T18:00:00.000Z')} />);
    expect(screen.queryByRole('button', { name: VISIT.noShow })).toBeNull();
  });

  it('closes the job as a no-show with a note once the time has come', async () => {
    const job = arrived();
    const notes: unknown[] = [];
    server.use(
      http.post(`/api/appointment/${job.id}/no-show`, async ({ request }) => {
        notes.push(await request.json());
        return HttpResponse.json({ data: { ...job, outcome: 'no-show' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NoShowControl appointment={job} now={new Date('2030-06-02T16:35:00.000Z')} />);
    await user.click(screen.getByRole('button', { name: VISIT.noShow }));
    // The form is a chunk of its own: it shows once loaded.
    await user.click(await screen.findByRole('button', { name: VISIT.noShowConfirm }));
    expect(await screen.findByText(VISIT.noShowNoteEmpty)).toBeInTheDocument();
    expect(notes).toEqual([]);
    await user.type(screen.getByLabelText(VISIT.noShowNoteLabel), 'Nobody answered the door.');
    await user.click(screen.getByRole('button', { name: VISIT.noShowConfirm }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Nobody answered the door.' }]));
  });

  it('shows a no-show’s pay (its page’s status badge says No-show: issue 54 item 14)', () => {
    const job = anAppointment({ completedAt: '2030-06-02T16:35:00.000Z', outcome: 'no-show', noShowCents: 4500 });
    renderWithProviders(<NoShowOutcome appointment={job} />);
    expect(screen.getByText('$45.00')).toBeInTheDocument();
  });
});
