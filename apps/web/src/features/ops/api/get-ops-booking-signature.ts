import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments/{id}/signature (issue 43): a booking's newest signature (a short-lived link to the PNG,
// the signer's name, when), or null while unsigned.

const opsBookingSignatureQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['opsBookingSignature', appointmentId],
    queryFn: async () => (await call(paths.getOpsAppointmentsByIdSignature, { params: { id: appointmentId } })).data,
  });

export const useOpsBookingSignature = (appointmentId: number, enabled: boolean) =>
  useSignedInQuery(opsBookingSignatureQueryOptions(appointmentId), enabled);
