import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client.ts';
import { hasCode } from '../../../lib/errors/parse-error.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { unclaimedQueryOptions } from './get-unclaimed.ts';

/** Why the server refuses this vendor a claim (docs/architecture.md "Who may claim"): the list is read again. */
const CLAIM_REFUSALS = [
  'agreement-required',
  'email-unverified',
  'vendor-pending-review',
  'vendor-rejected',
  'service-not-offered',
  'document-expired',
] as const;

// PATCH /appointment/claim/{id} (docs/product-spec.md §7): empty body, answer not read.

export const claimAppointment = (id: number) =>
  api.patch<unknown>(`/appointment/claim/${id}`, undefined, { idempotent: true });

/**
 * Claims an appointment: once claimed it leaves the cached unclaimed list (docs/product-spec.md §4; the page keeps
 * the card in place, marked claimed, until the vendor leaves: held-cards.ts), and so does one
 * someone else claimed a moment ago (409, 404). A 403 (a reason that appeared meanwhile) reloads the
 * list, so the panel says why. The appointments lists reload either way.
 */
export function useClaimAppointment(callbacks: {
  onMutate: (id: number) => void;
  onSuccess: (id: number) => void;
  onError: (err: Error, id: number) => void;
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
      callbacks.onSuccess(id);
      dropFromList(id);
    },
    onError: (err, id) => {
      callbacks.onError(err, id);
      if (hasCode(err, 'conflict', 'not-found')) dropFromList(id);
      if (hasCode(err, ...CLAIM_REFUSALS))
        void queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
  });
}
