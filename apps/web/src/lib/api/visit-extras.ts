import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { visitRoutes } from '@vendor-portal/contract/routes/visit';
import { api, apiRequest } from './api-client.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';

// docs/architecture.md "The visit": the customer's signature and more time, for the job's page. The plain client,
// typed from the entries with `import type` (decision 016: an entry at runtime brings zod into the chunk).

type SignatureAnswer = AnswerOf<typeof visitRoutes.getAppointmentByIdSignature>;
export type Signature = NonNullable<SignatureAnswer['data']>;
export type ExtraTimeRequest = AnswerOf<typeof visitRoutes.postAppointmentByIdExtraTime>;

const signatureKey = (appointmentId: number) => ['signature', appointmentId] as const;

/** GET /api/appointment/{id}/signature: the job's newest signature, or null. */
export const useSignature = (appointmentId: number) =>
  useSignedInQuery(
    queryOptions({
      queryKey: signatureKey(appointmentId),
      queryFn: async (): Promise<Signature | null> =>
        (await api.get<SignatureAnswer>(`/appointment/${appointmentId}/signature`)).data,
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
  return apiRequest<Signature>(`/appointment/${appointmentId}/signature`, {
    method: 'POST',
    formData: form,
    idempotent: true,
  });
}

/** POST /api/appointment/{id}/extra-time {minutes, reason}. */
export const askExtraTime = (appointmentId: number, minutes: number, reason: string) =>
  apiRequest<ExtraTimeRequest>(`/appointment/${appointmentId}/extra-time`, {
    method: 'POST',
    body: { minutes, reason },
    idempotent: true,
  });

/**
 * The job's detail as the job's page reads it (its key and answer as features/appointments writes them), followed
 * as it changes: the live stream's "updated" reads it again, so an approval shows at once. The page fetches it;
 * this only follows (its fetcher is for a read again that this observer would start).
 */
export function useJobDetail(appointmentId: number): Appointment | undefined {
  return useQuery({
    queryKey: ['appointment', String(appointmentId)],
    queryFn: async () => (await api.get<{ data: Appointment }>(`/appointment/${appointmentId}`)).data,
    enabled: false,
  }).data;
}
