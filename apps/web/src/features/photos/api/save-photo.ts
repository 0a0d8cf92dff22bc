import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { uploadPhoto, type PhotoUpload } from '../../../lib/api/send-photo.ts';
import { photosQueryOptions } from '../../../lib/api/get-photos.ts';

// POST and DELETE /api/appointment/{id}/photos (issue 31). The upload's fetcher is shared with the
// offline outbox (lib/api/send-photo.ts).

export function useUploadPhoto(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<PhotoUpload, 'appointmentId'>) => uploadPhoto({ ...upload, appointmentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryOptions(appointmentId).queryKey }),
  });
}

export function useDeletePhoto(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      call(paths.deleteAppointmentByIdPhotosByPhotoId, { params: { id: appointmentId, photoId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryOptions(appointmentId).queryKey }),
  });
}
