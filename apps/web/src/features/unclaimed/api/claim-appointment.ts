import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { hasCode } from '../../../lib/errors/parse-error.ts';
import { busyReasons } from '../../../lib/errors/busy-reasons.ts';
import { useVendorTimeZone } from '../../../lib/api/get-vendor-time-zone.ts';
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

export const claimAppointment = (id: number, confirm = false) =>
  call(paths.patchAppointmentClaimById, { params: { id }, body: confirm ? { confirm: true } : undefined });

/** A claim the server asked about (409 no-one-free: the company is off, or no one who takes jobs is free then). */
export interface ClaimQuestion {
  id: number;
  message: string;
  /** Why (issue 54 item 16): the clashing jobs and the time off then, in the company's zone. */
  reasons: string[];
}

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
  const zone = useVendorTimeZone();
  // The claims asked about and confirmed: sent with `{confirm: true}` (docs/architecture.md "Availability and dispatch").
  const confirmed = useRef(new Set<number>());
  const [question, setQuestion] = useState<ClaimQuestion | null>(null);
  const dropFromList = (id: number) =>
    queryClient.setQueryData(unclaimedQueryOptions().queryKey, (list) =>
      list ? { ...list, data: list.data.filter((i) => i.appointment.id !== id) } : list,
    );
  const mutation = useMutation({
    mutationFn: (id: number) => claimAppointment(id, confirmed.current.delete(id)),
    onMutate: callbacks.onMutate,
    onSuccess: (_data, id) => {
      callbacks.onSuccess(id);
      dropFromList(id);
    },
    onError: (err, id) => {
      // Not refused: asked. The card stays; the page asks (ClaimQuestionDialog) and claims again when confirmed.
      if (hasCode(err, 'no-one-free'))
        return setQuestion({ id, message: err.message, reasons: busyReasons(err, zone) });
      callbacks.onError(err, id);
      if (hasCode(err, 'conflict', 'not-found')) dropFromList(id);
      if (hasCode(err, ...CLAIM_REFUSALS))
        void queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
  });
  return {
    ...mutation,
    /** Claims even when the company is off or no one is free then. */
    confirm: (id: number) => {
      confirmed.current.add(id);
      mutation.mutate(id);
    },
    question,
    answer: (claimAnyway: boolean) => {
      const asked = question;
      setQuestion(null);
      if (claimAnyway && asked) {
        confirmed.current.add(asked.id);
        mutation.mutate(asked.id);
      }
    },
  };
}
