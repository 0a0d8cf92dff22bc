import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call, type Answer } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// docs/architecture.md "The visit": the customer's signature and more time, for the job's page.

export type Signature = NonNullable<Answer<typeof paths.getAppointmentByIdSignature>['data']>;

const signatureKey = (appointmentId: number) => ['signature', appointmentId] as const;

/** GET /api/appointment/{id}/signature: the job's newest signature, or null. */
export const useSignature = (appointmentId: number) =>
  useSignedInQuery(
    queryOptions({
      queryKey: signatureKey(appointmentId),
      queryFn: async (): Promise<Signature | null> =>
        (await call(paths.getAppointmentByIdSignature, { params: { id: appointmentId } })).data,
    }),
  );

/** After a signature is saved: the job's signature read again. */
export function useRefreshSignature(appointmentId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: signatureKey(appointmentId) }),
    [queryClient, appointmentId],
  );
}

/** POST /api/appointment/{id}/signature: the PNG and the signer's name, once (an Idempotency-Key per tap). */
export function sendSignature(appointmentId: number, png: Blob, name: string) {
  const form = new FormData();
  // The field first: the server reads it before the file.
  form.append('name', name);
  form.append('file', png, 'signature.png');
  return call(paths.postAppointmentByIdSignature, { params: { id: appointmentId }, formData: form });
}

/** POST /api/appointment/{id}/extra-time {minutes, reason}. */
export const askExtraTime = (appointmentId: number, minutes: number, reason: string) =>
  call(paths.postAppointmentByIdExtraTime, { params: { id: appointmentId }, body: { minutes, reason } });

/**
 * The job's detail as the job's page reads it (its key and answer as features/appointments writes them), followed
 * as it changes: the live stream's "updated" reads it again, so an approval shows at once. The page fetches it;
 * this only follows (its fetcher is for a read again that this observer would start).
 */
export function useJobDetail(appointmentId: number): Appointment | undefined {
  return useQuery({
    queryKey: queryKey(paths.getAppointmentById, { params: { id: appointmentId } }),
    queryFn: async (): Promise<Appointment> =>
      (await call(paths.getAppointmentById, { params: { id: appointmentId } })).data,
    enabled: false,
  }).data;
}
