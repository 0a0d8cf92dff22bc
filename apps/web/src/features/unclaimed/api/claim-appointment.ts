import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api/api-client.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { unclaimedQueryOptions } from './get-unclaimed.ts';

// PATCH /appointment/claim/{id} (docs/product-spec.md §7): empty body, answer not read.

export const claimAppointment = (id: number) =>
  api.patch<unknown>(`/appointment/claim/${id}`, undefined, { idempotent: true });

/**
 * Claims an appointment: once claimed it leaves the unclaimed list (docs/product-spec.md §4), and so does one
 * someone else claimed a moment ago (409, 404). A 403 (a reason that appeared meanwhile) reloads the
 * list, so the panel says why. The appointments lists reload either way.
 */
export function useClaimAppointment(callbacks: {
  onMutate: () => void;
  onSuccess: () => void;
  onError: (err: Error) => void;
}) {
  const queryClient = useQueryClient();
  const dropFromList = (id: number) =>
    queryClient.setQueryData(unclaimedQueryOptions().queryKey, (list) =>
      list ? { ...list, data: list.data.filter((i) => i.appointment.id !== id) } : list,
    );
  return useMutation({
    mutationFn: claimAppointment,
    onMutate: callbacks.onMutate,
    onSuccess: (_data, id) => {
      callbacks.onSuccess();
      dropFromList(id);
    },
    onError: (err, id) => {
      callbacks.onError(err);
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) dropFromList(id);
      if (err instanceof ApiError && err.status === 403)
        void queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
  });
}
