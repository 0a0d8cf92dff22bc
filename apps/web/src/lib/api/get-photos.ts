import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AppointmentPhoto } from '@vendor-portal/contract/photos';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';

// GET /api/appointment/{id}/photos (issue 31): the photos card on the detail and the day's timeline (shared: lib/api). A photo's url is a signed link valid for 15 minutes:
// refetch before the shown links expire.

const LINK_REFRESH_MS = 10 * 60 * 1000;

const fetchPhotos = async (appointmentId: number): Promise<AppointmentPhoto[]> =>
  (await call(paths.getAppointmentByIdPhotos, { params: { id: appointmentId } })).data;

export const photosQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['appointmentPhotos', appointmentId],
    queryFn: () => fetchPhotos(appointmentId),
    refetchInterval: LINK_REFRESH_MS,
  });

export const usePhotos = (appointmentId: number) => useSignedInQuery(photosQueryOptions(appointmentId));

/** Reads the photos again (after the outbox sent one). */
export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return useCallback(
    (appointmentId: number) => queryClient.invalidateQueries({ queryKey: photosQueryOptions(appointmentId).queryKey }),
    [queryClient],
  );
}

/** How many photos a job has on the server (the day's timeline shows "photos taken"). */
export const usePhotoCountOf = (appointmentId: number) =>
  useSignedInQuery({ ...photosQueryOptions(appointmentId), select: (list: AppointmentPhoto[]) => list.length });
