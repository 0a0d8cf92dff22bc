import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments/{id}/photos (issue 31): a booking's before and after photos, for staff.
// The urls are signed links valid for 15 minutes: read again before they expire.

const fetchOpsBookingPhotos = async (appointmentId: number) =>
  (await call(paths.getOpsAppointmentsByIdPhotos, { params: { id: appointmentId } })).data;

const opsBookingPhotosQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['opsBookingPhotos', appointmentId],
    queryFn: () => fetchOpsBookingPhotos(appointmentId),
    refetchInterval: 10 * 60 * 1000,
  });

export const useOpsBookingPhotos = (appointmentId: number) =>
  useSignedInQuery(opsBookingPhotosQueryOptions(appointmentId));
