import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, FIELD } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { noteOutbox } from '../../lib/offline/note-outbox.ts';
import { AppointmentNotes } from './appointment-notes.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Phone and calendar": a note written offline waits, then is sent once.

afterEach(() => act(() => onlineManager.setOnline(true)));

function notesApi(appointmentId: number, answer: (key: string | null) => Response | null = () => null) {
  const notes: AppointmentNote[] = [];
  const keys: Array<string | null> = [];
  server.use(
    mockRoute(paths.getAppointmentNote).reply(() => notes),
    http.post('/api/appointmentNote', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      keys.push(key);
      const refused = answer(key);
      if (refused) return refused;
      const body = (await request.json()) as { jobNotes: string };
      const note = {
        id: notes.length + 1,
        appointmentId,
        jobNotes: body.jobNotes,
        messageType: 'vendor',
        createdAt: new Date().toISOString(),
        mayChange: true,
      };
      notes.unshift(note);
      return HttpResponse.json(note, { status: 201 });
    }),
  );
  return { notes, keys };
}

async function writeOffline(appointmentId: number, text: string) {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentNotes appointmentId={appointmentId} timeZone="America/Denver" />);
  expect(await screen.findByText(APPOINTMENTS.noNotes)).toBeInTheDocument();
  act(() => onlineManager.setOnline(false));
  await user.type(screen.getByLabelText(APPOINTMENTS.newNoteLabel), text);
  await user.click(screen.getByRole('button', { name: APPOINTMENTS.addNote }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByText(FIELD.noteWaitingToSync)).toBeInTheDocument();
}

describe('offline notes', () => {
  it('keeps a note written offline as "Waiting to sync" and sends it once, with a key, when back online', async () => {
    const api = notesApi(501);
    await writeOffline(501, 'Side gate sticks');
    expect(api.keys).toEqual([]);
    // Back online: the signed-in area's NoteSync (lib/offline/offline-cache.tsx) calls sync.
    act(() => onlineManager.setOnline(true));
    await act(() => noteOutbox.sync(testVendor.id));
    await waitFor(() => expect(screen.queryByText(FIELD.noteWaitingToSync)).toBeNull());
    expect(await screen.findByText('Side gate sticks')).toBeInTheDocument();
    expect(api.keys).toHaveLength(1);
    expect(api.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await act(() => noteOutbox.sync(testVendor.id));
    expect(api.notes).toHaveLength(1);
  });

  it('shows a refused sync and keeps the note, sending it again with the same key', async () => {
    let refuse = true;
    const api = notesApi(502, () =>
      refuse ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'Try later' }, { status: 500 }) : null,
    );
    await writeOffline(502, 'Bring the long ladder');
    act(() => onlineManager.setOnline(true));
    await act(() => noteOutbox.sync(testVendor.id));
    expect(await screen.findByText(FIELD.noteSyncFailed('Try later'))).toBeInTheDocument();
    expect(screen.getByText('Bring the long ladder')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: FIELD.retrySync }));
    await waitFor(() => expect(screen.queryByText(/Sync failed/)).toBeNull());
    expect(await screen.findByText('Bring the long ladder')).toBeInTheDocument();
    expect(api.notes.map((n) => n.jobNotes)).toEqual(['Bring the long ladder']);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
  });
});
