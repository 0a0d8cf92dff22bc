import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { and, asc, count, eq } from 'drizzle-orm';
import { APPOINTMENTS, PHOTOS } from '@vendor-portal/contract/messages';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_APPOINTMENT,
  photoUploadFields,
  type AppointmentPhoto,
} from '@vendor-portal/contract/photos';
import { inJobScope, type JobScope } from '../appointments/job-scope.ts';
import { requireOpenJob } from '../appointments/closed-job.ts';
import type { Db } from '../../db/client.ts';
import { appointmentPhotos, appointments } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { readFieldsAndFile } from '../../lib/multipart.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { cleanImage } from '../files/clean-image.ts';
import { detectPhotoType } from './photo-type.ts';
import type { PhotoLinks } from './photo-links.ts';

// Issue 31 "Photos of the work": before and after photos on an appointment, seen only by the vendor
// that holds it and by staff; anyone else gets 404, as for notes.

type PhotoRow = typeof appointmentPhotos.$inferSelect;

const tooLarge = () => new AppError('payload-too-large', PHOTOS.tooLarge);
const notAnImage = () => new AppError('unsupported-media-type', PHOTOS.notAnImage);

async function toPhoto(links: PhotoLinks, row: PhotoRow): Promise<AppointmentPhoto> {
  return { id: row.id, kind: row.kind, url: await links.url(row), createdAt: row.createdAt.toISOString() };
}

/** The appointment is held by the vendor (a technician's: assigned to it): enough to read its photos. */
async function requireHeldAppointment(db: Db, scope: JobScope, appointmentId: number) {
  const [held] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inJobScope(scope)))
    .limit(1);
  if (!held) throw notFound(APPOINTMENTS.notFound(appointmentId));
}

async function listRows(db: Db, appointmentId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(appointmentPhotos)
    .where(eq(appointmentPhotos.appointmentId, appointmentId))
    .orderBy(asc(appointmentPhotos.createdAt), asc(appointmentPhotos.id));
}

/** GET /api/appointment/{id}/photos: the held appointment's photos, oldest first. */
export async function listPhotos(db: Db, links: PhotoLinks, scope: JobScope, appointmentId: number) {
  await requireHeldAppointment(db, scope, appointmentId);
  const rows = await listRows(db, appointmentId);
  return { data: await Promise.all(rows.map((row) => toPhoto(links, row))) };
}

/** GET /api/ops/appointments/{id}/photos: staff see any booking's photos (an unknown booking: 404). */
export async function listPhotosForStaff(db: Db, links: PhotoLinks, appointmentId: number) {
  const [booking] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!booking) throw notFound(APPOINTMENTS.notFound(appointmentId));
  const rows = await listRows(db, appointmentId);
  return { data: await Promise.all(rows.map((row) => toPhoto(links, row))) };
}

/**
 * POST /api/appointment/{id}/photos. The bytes are checked before anything is stored (415 when not a
 * photo or not wholly one, 413 when too large), and what is stored is the image written again
 * without its metadata; the 30 per appointment are counted under a lock on the appointment's
 * row, so two uploads at once at 29 cannot make 31.
 */
export async function uploadPhoto(
  db: Db,
  storage: FileStorage,
  links: PhotoLinks,
  scope: JobScope,
  appointmentId: number,
  parts: AsyncIterable<Multipart>,
  now: Date = new Date(),
): Promise<AppointmentPhoto> {
  const { vendorId } = scope;
  // A cancelled or completed job takes no more photos (409 appointment-closed), before a byte is read.
  await requireOpenJob(db, scope, appointmentId);
  const { fields, bytes } = await readFieldsAndFile(parts, MAX_PHOTO_BYTES, tooLarge);
  const parsed = photoUploadFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  if (!bytes || bytes.length === 0) throw badRequest(PHOTOS.notAnImage);
  const contentType = await detectPhotoType(bytes);
  if (!contentType) throw notAnImage();
  // Issue 38 item 4: what is stored is the pixels alone, turned upright; no GPS position, no EXIF.
  const cleaned = await cleanImage(bytes, contentType);

  // The documents' key shape (vendor/uuid): the storage door accepts no other.
  const storageKey = `${vendorId}/${crypto.randomUUID()}`;
  await storage.put(storageKey, Readable.from([cleaned]));
  try {
    const row = await db.transaction(async (tx) => {
      // Locked: later uploads to it wait for this transaction (the 30 are counted once), and a job
      // cancelled or completed meanwhile is seen here.
      await requireOpenJob(tx, scope, appointmentId, 'update');
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(appointmentPhotos)
        .where(eq(appointmentPhotos.appointmentId, appointmentId))) as [{ n: number }];
      if (n >= MAX_PHOTOS_PER_APPOINTMENT) throw conflict(PHOTOS.limitReached);
      const [inserted] = await tx
        .insert(appointmentPhotos)
        .values({
          appointmentId,
          vendorId,
          kind: parsed.data.kind,
          storageKey,
          contentType,
          sizeBytes: cleaned.length,
          createdAt: now,
        })
        .returning();
      await publish(tx, { type: 'appointment.updated', appointmentId, vendorId });
      return inserted!;
    });
    return await toPhoto(links, row);
  } catch (err) {
    await storage.delete(storageKey).catch(() => {});
    throw err;
  }
}

/**
 * An upload sent again with its Idempotency-Key: the photo it made, asked again, not read from the
 * idempotency store, which keeps no link (a signed link is a credential). One who no longer holds the
 * job (released, given to another member) is 404, as for any read of its photos; a photo deleted since
 * is 404 too.
 */
export async function replayedPhoto(
  db: Db,
  links: PhotoLinks,
  scope: JobScope,
  appointmentId: number,
  kept: Record<string, unknown>,
): Promise<AppointmentPhoto> {
  await requireHeldAppointment(db, scope, appointmentId);
  const photoId = typeof kept.id === 'number' ? kept.id : -1;
  const [row] = await db
    .select()
    .from(appointmentPhotos)
    .where(and(eq(appointmentPhotos.id, photoId), eq(appointmentPhotos.appointmentId, appointmentId)))
    .limit(1);
  if (!row) throw notFound(PHOTOS.notFound);
  return toPhoto(links, row);
}

/** DELETE /api/appointment/{id}/photos/{photoId}: the row, then the bytes. */
export async function deletePhoto(
  db: Db,
  storage: FileStorage,
  scope: JobScope,
  appointmentId: number,
  photoId: number,
): Promise<void> {
  const { vendorId } = scope;
  const deleted = await db.transaction(async (tx) => {
    await requireOpenJob(tx, scope, appointmentId, 'share');
    const [row] = await tx
      .delete(appointmentPhotos)
      .where(and(eq(appointmentPhotos.id, photoId), eq(appointmentPhotos.appointmentId, appointmentId)))
      .returning({ storageKey: appointmentPhotos.storageKey });
    if (!row) throw notFound(PHOTOS.notFound);
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId });
    return row;
  });
  await storage.delete(deleted.storageKey);
}

/** The row behind a photo's signed link (disk storage); a photo deleted since is 404. */
export async function findLinkedPhoto(db: Db, photoId: number): Promise<PhotoRow> {
  const [row] = await db.select().from(appointmentPhotos).where(eq(appointmentPhotos.id, photoId)).limit(1);
  if (!row) throw notFound(PHOTOS.notFound);
  return row;
}
