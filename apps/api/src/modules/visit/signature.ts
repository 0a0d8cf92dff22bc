import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { and, desc, eq } from 'drizzle-orm';
import { APPOINTMENTS, VISIT } from '@vendor-portal/contract/messages';
import {
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_PIXELS,
  signatureFields,
  type Signature,
} from '@vendor-portal/contract/visit';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentSignatures, appointments } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { readFieldsAndFile } from '../../lib/multipart.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { LINK_TTL_SECONDS, type FileStorage } from '../../storage/file-storage.ts';
import { checkLink, linkKeys, signLink, type LinkSecrets } from '../../lib/signed-links.ts';
import { inJobScope, type JobScope } from '../appointments/job-scope.ts';
import { detectWholeFile } from '../files/file-type.ts';
import { cleanImage } from '../files/clean-image.ts';
import { lockHeldJob, type VisitActor } from './service.ts';

// docs/architecture.md "The visit": the customer's signature, a PNG drawn on the technician's phone with the
// signer's name, stored like a photo of the job (the same storage door, a short-lived signed link to read it)
// and required before completion when the booking froze `signatureRequired`. Signing again keeps the newest.

type SignatureRow = typeof appointmentSignatures.$inferSelect;

export interface SignatureLinks {
  url(row: { id: number; appointmentId: number; storageKey: string }): Promise<string>;
  /** The link names the job (it opens the job's newest signature). */
  check(appointmentId: number, expires: number, signature: string): 'valid' | 'expired' | 'invalid';
}

/** Links as a photo's: presigned under S3; on disk our own link, with a key of its own (never a photo's). */
export function signatureLinks(storage: FileStorage, secrets: LinkSecrets): SignatureLinks {
  const key = linkKeys('signature', secrets);
  return {
    async url(row) {
      if (!(storage instanceof DiskStorage))
        return storage.link({
          id: row.id,
          storageKey: row.storageKey,
          contentType: 'image/png',
          downloadName: `signature-${row.appointmentId}.png`,
        });
      const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signLink(key, row.appointmentId, expires),
      });
      return `/api/appointment/${row.appointmentId}/signature/content?${query}`;
    },
    check: (appointmentId, expires, signature) => checkLink(key, appointmentId, expires, signature),
  };
}

const toSignature = async (links: SignatureLinks, row: SignatureRow): Promise<Signature> => ({
  name: row.name,
  signedAt: row.createdAt.toISOString(),
  url: await links.url(row),
});

/** The newest signature of a job, or null (the caller has checked who may read it). */
async function newestRow(db: Db | Tx, appointmentId: number): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(appointmentSignatures)
    .where(eq(appointmentSignatures.appointmentId, appointmentId))
    .orderBy(desc(appointmentSignatures.createdAt), desc(appointmentSignatures.id))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/appointment/{id}/signature: the holder of the open job (404 otherwise, 409 when closed) sends a PNG
 * (recognised by its bytes: anything else is 415; one that does not decode 415 too, over MAX_SIGNATURE_PIXELS 413) and
 * the signer's name (400 when empty). The cleaned bytes are stored before the row, and removed again when the row
 * is refused.
 */
export async function saveSignature(
  db: Db,
  storage: FileStorage,
  links: SignatureLinks,
  actor: VisitActor,
  appointmentId: number,
  parts: AsyncIterable<Multipart>,
  now: Date,
): Promise<Signature> {
  // The job is checked before a byte is read: another company's is 404, a closed one 409.
  await db.transaction(async (tx) => lockHeldJob(tx, actor, appointmentId));
  const { fields, bytes } = await readFieldsAndFile(
    parts,
    MAX_SIGNATURE_BYTES,
    () => new AppError('payload-too-large'),
  );
  const parsed = signatureFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  if (!bytes || (await detectWholeFile(bytes)) !== 'image/png')
    throw new AppError('unsupported-media-type', VISIT.signatureNotPng);
  // Cleaned like a photo (docs/decisions/013-images-cleaned-with-sharp.md; issue 54 item 3): decoded within the
  // signature's pixel limit (413 beyond it), written again as pixels alone (no text chunks, no metadata).
  const clean = await cleanImage(bytes, 'image/png', {
    maxPixels: MAX_SIGNATURE_PIXELS,
    message: VISIT.signatureTooManyPixels,
  });
  const storageKey = `${actor.vendorId}/${crypto.randomUUID()}`;
  await storage.put(storageKey, Readable.from([clean]));
  try {
    const row = await db.transaction(async (tx) => {
      await lockHeldJob(tx, actor, appointmentId);
      const [inserted] = await tx
        .insert(appointmentSignatures)
        .values({
          appointmentId,
          vendorId: actor.vendorId,
          name: parsed.data.name,
          storageKey,
          sizeBytes: clean.length,
          createdAt: now,
        })
        .returning();
      await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
      return inserted!;
    });
    return await toSignature(links, row);
  } catch (err) {
    await storage.delete(storageKey).catch(() => {});
    throw err;
  }
}

/** A signature sent again with its Idempotency-Key: the newest one, read afresh (the store keeps no link). */
export async function replayedSignature(db: Db, links: SignatureLinks, scope: JobScope, appointmentId: number) {
  const answer = await readSignature(db, links, scope, appointmentId);
  if (!answer) throw notFound(APPOINTMENTS.notFound(appointmentId));
  return answer;
}

/** GET /api/appointment/{id}/signature: a job in the member's scope (404 otherwise), open or closed. */
export async function readSignature(
  db: Db,
  links: SignatureLinks,
  scope: JobScope,
  appointmentId: number,
): Promise<Signature | null> {
  const [job] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inJobScope(scope)));
  if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
  const row = await newestRow(db, appointmentId);
  return row ? toSignature(links, row) : null;
}

/** GET /api/ops/appointments/{id}/signature: any booking's (an unknown one: 404). */
export async function readSignatureForStaff(
  db: Db,
  links: SignatureLinks,
  appointmentId: number,
): Promise<Signature | null> {
  const [job] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId));
  if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
  const row = await newestRow(db, appointmentId);
  return row ? toSignature(links, row) : null;
}

/** The row behind a signed link (disk storage): the job's newest signature. */
export async function linkedSignature(db: Db, appointmentId: number): Promise<SignatureRow> {
  const row = await newestRow(db, appointmentId);
  if (!row) throw notFound(VISIT.signatureNone);
  return row;
}

/**
 * Completion's guard, inside its transaction: a booking that froze `signatureRequired` is completed only once
 * signed (409 signature-required, which rolls the completion back).
 */
export async function refuseUnsigned(tx: Db | Tx, appointmentId: number): Promise<void> {
  const [job] = await tx
    .select({ required: appointments.signatureRequired })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!job?.required) return;
  if (!(await newestRow(tx, appointmentId))) throw new AppError('signature-required');
}
