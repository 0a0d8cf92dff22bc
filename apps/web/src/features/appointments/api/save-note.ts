import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { createNote, updateNote } from '../../../lib/api/send-note.ts';
import { notesQueryOptions } from './get-notes.ts';

// POST /appointmentNote, PATCH and DELETE /appointmentNote/{id} (docs/product-spec.md §7). Each reloads the
// appointment's notes. docs/product-spec.md §8: their failures are only logged.

const logged = (what: string) => (err: unknown) => console.error(`Failed to ${what} note`, err);

function useNoteMutation<T>(appointmentId: number, what: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions(appointmentId).queryKey }),
    onError: logged(what),
  });
}

export const useCreateNote = (appointmentId: number) =>
  useNoteMutation(appointmentId, 'add', (text: string) => createNote(appointmentId, text));
export const useUpdateNote = (appointmentId: number) =>
  useNoteMutation(appointmentId, 'update', ({ id, text }: { id: number; text: string }) => updateNote(id, text));
export const useDeleteNote = (appointmentId: number) =>
  useNoteMutation(appointmentId, 'delete', (id: number) => call(paths.deleteAppointmentNoteById, { params: { id } }));
