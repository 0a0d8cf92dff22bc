import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { anAppointment, dateOnly } from '../../test/appointment-data.ts';
import { fakeIdToken } from '../../test/tokens.ts';
import { noteOutbox } from '../../lib/offline/note-outbox.ts';
import { ArrivalControl } from './arrival-control.tsx';

// Issue 43 "The visit": Arrived and Done on the job's day, for the member who does the job; offline the tap waits
// in the outbox as "Waiting to sync" and is sent once, with its key, when the network is back.

afterEach(() => act(() => onlineManager.setOnline(true)));

// 9:00 AM in Denver on the job's day (the job starts at 10:00 AM MDT).
const NOW = new Date('2030-06-02T15:00:00.000Z');

function visitApi(appointmentId: number) {
  const keys: Array<string | null> = [];
  const steps: string[] = [];
  server.use(
    http.post(`/api/appointment/${appointmentId}/:step`, ({ request, params }) => {
      keys.push(request.headers.get('idempotency-key'));
      steps.push(String(params.step));
      return HttpResponse.json({ checkedInAt: NOW.toISOString() });
    }),
  );
  return { keys, steps };
}

describe('ArrivalControl', () => {
  it('offers Arrived on the job’s day only', async () => {
    const job = anAppointment();
    renderWithProviders(<ArrivalControl appointment={job} now={new Date('2030-06-01T15:00:00.000Z')} />);
    expect(screen.queryByRole('button', { name: VISIT.arrived })).toBeNull();
  });

  it('records the arrival at once when online, with a key', async () => {
    const job = anAppointment();
    const api = visitApi(job.id);
    const user = userEvent.setup();
    renderWithProviders(<ArrivalControl appointment={job} now={NOW} />);
    await user.click(screen.getByRole('button', { name: VISIT.arrived }));
    await waitFor(() => expect(api.steps).toEqual(['check-in']));
    expect(api.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('keeps a tap made offline as "Waiting to sync" and sends it once when back online', async () => {
    const job = anAppointment();
    const api = visitApi(job.id);
    const user = userEvent.setup();
    renderWithProviders(<ArrivalControl appointment={job} now={NOW} />);
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: VISIT.arrived }));
    expect(await screen.findByText(`${VISIT.arrived}: ${VISIT.waitingToSync}`)).toBeInTheDocument();
    // Arrived is shown as done: the next tap offered is Done.
    expect(screen.getByRole('button', { name: VISIT.done })).toBeInTheDocument();
    expect(api.steps).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await act(() => noteOutbox.sync(testVendor.id));
    await waitFor(() => expect(screen.queryByText(`${VISIT.arrived}: ${VISIT.waitingToSync}`)).toBeNull());
    expect(api.steps).toEqual(['check-in']);
    await act(() => noteOutbox.sync(testVendor.id));
    expect(api.steps).toEqual(['check-in']);
  });

  it('shows the arrival and the lateness against the start, then offers Done', () => {
    const job = anAppointment({ checkedInAt: '2030-06-02T16:12:00.000Z' });
    renderWithProviders(<ArrivalControl appointment={job} now={NOW} />);
    expect(screen.getByText(VISIT.arrivedAt('10:12 AM'))).toBeInTheDocument();
    expect(screen.getByText(VISIT.late(12))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VISIT.done })).toBeInTheDocument();
  });

  it('a date-only job is never late: its hidden time is no one’s appointment (issue 54 item 13)', () => {
    const job = dateOnly(anAppointment({ checkedInAt: '2030-06-02T16:36:00.000Z' }));
    renderWithProviders(<ArrivalControl appointment={job} now={NOW} />);
    expect(screen.getByText(VISIT.arrivedAt('10:36 AM'))).toBeInTheDocument();
    expect(screen.queryByText(VISIT.late(36))).toBeNull();
    expect(screen.queryByText(VISIT.onTime)).toBeNull();
  });

  it('offers nothing to the owner on a job given to a technician, and nothing on a closed job', () => {
    const assigned = anAppointment({ assignee: { id: 9, name: 'Theo Tech' } });
    const { unmount } = renderWithProviders(<ArrivalControl appointment={assigned} now={NOW} />);
    expect(screen.queryByRole('button', { name: VISIT.arrived })).toBeNull();
    unmount();
    const tech = fakeIdToken({ memberRole: 'technician' });
    const closed = anAppointment({ assignee: { id: 9, name: 'Theo Tech' }, completedAt: NOW.toISOString() });
    renderWithProviders(<ArrivalControl appointment={closed} now={NOW} />, { session: { token: tech } });
    expect(screen.queryByRole('button', { name: VISIT.arrived })).toBeNull();
  });
});
