import { idParams } from '../common.ts';
import { appointmentPhotoListSchema } from '../photos.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/photos/ops-routes.ts.
export const opsPhotosRoutes = {
  getOpsAppointmentsByIdPhotos: route({
    method: 'GET',
    path: '/api/ops/appointments/:id/photos',
    who: { staff: 'read' },
    tags: ['ops'],
    summary: "A booking's before and after photos (staff); url is a signed link valid for minutes",
    params: idParams,
    responses: { 200: appointmentPhotoListSchema, ...errors(404) },
  }),
};
