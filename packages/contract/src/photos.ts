import { z } from 'zod';
import { idSchema } from './common.ts';

// docs/architecture.md "The working day": before and after photos of a job.

export const PHOTO_KINDS = ['before', 'after'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
/** At most this many photos per appointment; one more is 409. */
export const MAX_PHOTOS_PER_APPOINTMENT = 30;
/** The server refuses a larger file (413); the browser resizes well below it. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Recognised by their bytes, never by name or declared type. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const photoKindSchema = z.enum(PHOTO_KINDS);
export const photoUploadFields = z.object({ kind: photoKindSchema });

/** POST /api/appointment/{id}/photos answer and GET's items. `url` is a short-lived signed link. */
export const appointmentPhotoSchema = z.object({
  id: z.number().int(),
  kind: photoKindSchema,
  url: z.string(),
  createdAt: z.string(),
});
export type AppointmentPhoto = z.infer<typeof appointmentPhotoSchema>;
export const appointmentPhotoListSchema = z.object({ data: z.array(appointmentPhotoSchema) });

export const appointmentPhotoParams = z.object({
  id: idSchema,
  photoId: idSchema,
});
export const photoLinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});
