import { idParams } from '../common.ts';
import {
  appointmentPhotoListSchema,
  appointmentPhotoParams,
  appointmentPhotoSchema,
  photoLinkQuery,
} from '../photos.ts';
import { createNoteHeaders } from '../offline-notes.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/photos/routes.ts.
export const photosRoutes = {
  getAppointmentByIdPhotos: route({
    method: 'GET',
    path: '/api/appointment/:id/photos',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['photos'],
    summary: "The appointment's before and after photos, oldest first; url is a signed link valid for minutes",
    params: idParams,
    responses: { 200: appointmentPhotoListSchema, ...errors(404) },
  }),
  postAppointmentByIdPhotos: route({
    method: 'POST',
    path: '/api/appointment/:id/photos',
    calledBy: { by: 'the offline outbox (apps/web/src/lib/offline/), which sends the file as multipart' },
    ids: { id: 'appointment' },
    examples: [
      {
        parts: [
          { name: 'kind', value: 'before' },
          { name: 'file', file: 'image/png' },
        ],
      },
    ],
    who: 'signedIn',
    tags: ['photos'],
    summary:
      'Add a photo (multipart: kind before|after, file). JPEG, PNG or WebP by content, at most 10 MB, 30 per appointment. With Idempotency-Key, made once',
    consumes: ['multipart/form-data'],
    params: idParams,
    headers: createNoteHeaders,
    responses: {
      200: appointmentPhotoSchema,
      201: appointmentPhotoSchema,
      ...errors(404, 409, 413, 415),
    },
    idempotent: { withhold: ['url'] },
  }),
  deleteAppointmentByIdPhotosByPhotoId: route({
    method: 'DELETE',
    path: '/api/appointment/:id/photos/:photoId',
    ids: { id: 'appointment', photoId: 'photo' },
    who: 'signedIn',
    tags: ['photos'],
    summary: 'Delete a photo: the record and the stored bytes',
    params: appointmentPhotoParams,
    responses: { 204: z.null(), ...errors(404, 409) },
  }),
  getAppointmentByIdPhotosByPhotoIdContent: route({
    method: 'GET',
    path: '/api/appointment/:id/photos/:photoId/content',
    calledBy: { by: 'the signed link in a photo’s mediaUrl', test: 'apps/api/test/photos.test.ts' },
    ids: { id: 'appointment', photoId: 'photo' },
    who: 'public',
    tags: ['photos'],
    summary: "The bytes behind a photo's url (disk storage). The signature is the permission: no Authorization header",
    params: appointmentPhotoParams,
    query: photoLinkQuery,
    responses: {
      200: z.unknown().describe('The stored image, with its recognised type'),
      ...errors(403, 404),
    },
  }),
};
