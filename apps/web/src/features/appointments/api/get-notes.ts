import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from '../../../lib/api/api-client.ts';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /appointmentNote?appointmentId (docs/product-spec.md §7).

/** docs/product-spec.md §7: only notes with text and messageType vendor are kept, newest first. */
export async function fetchNotes(appointmentId: number): Promise<AppointmentNote[]> {
  const notes = unwrapList<AppointmentNote>(await call(paths.getAppointmentNote, { query: { appointmentId } })) ?? [];
  return notes
    .filter((n) => n.jobNotes?.trim() && n.messageType === 'vendor')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export const notesQueryOptions = (appointmentId: number) =>
  queryOptions({ queryKey: ['appointmentNote', appointmentId], queryFn: () => fetchNotes(appointmentId) });

export const useNotes = (appointmentId: number) => useSignedInQuery(notesQueryOptions(appointmentId));

/** Reads an appointment's notes again (written elsewhere: another device, the offline outbox). */
export const refreshNotes = (queryClient: QueryClient, appointmentId: number) =>
  queryClient.invalidateQueries({ queryKey: notesQueryOptions(appointmentId).queryKey });

export function useRefreshNotes() {
  const queryClient = useQueryClient();
  return useCallback((appointmentId: number) => refreshNotes(queryClient, appointmentId), [queryClient]);
}
