import { and, desc, eq, exists, ne, sql } from 'drizzle-orm';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { appointmentNotes, appointments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { mayChangeNote, type MemberRole } from '@vendor-portal/contract/team-roles';
import { publish } from '../../lib/event-bus.ts';
import { inJobScope, type JobScope } from '../appointments/job-scope.ts';
import { requireOpenJob } from '../appointments/closed-job.ts';

// docs/architecture.md: notes are private to the vendor, and only on its own appointments (a technician's:
// only on the jobs assigned to it, "A company with a crew").

type NoteRow = typeof appointmentNotes.$inferSelect;

/** Who asks: the member's job scope, and its role and id for who may change which note (`mayChangeNote`). */
export type NoteActor = JobScope & { role: MemberRole; memberId: number };

/** The answer's note; `mayChange`: whether the caller may edit and delete it (`mayChangeNote`). */
function toNote(row: NoteRow, mayChange: boolean): AppointmentNote {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    jobNotes: row.jobNotes,
    messageType: row.messageType,
    createdAt: row.createdAt.toISOString(),
    mayChange,
  };
}

async function requireOwnAppointment(db: Db, scope: JobScope, appointmentId: number): Promise<void> {
  const [owned] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inJobScope(scope)))
    .limit(1);
  if (!owned) throw notFound(APPOINTMENTS.notFound(appointmentId));
}

/** docs/architecture.md "Live events and alerts": the vendor's other devices re-read the appointment. */
const appointmentUpdated = (tx: Db, vendorId: number, appointmentId: number) =>
  publish(tx, { type: 'appointment.updated', appointmentId, vendorId });

/** The note is the vendor's and sits on an appointment the vendor still holds (and the member sees). */
function ownNote(db: Db, scope: JobScope, id: number) {
  return and(
    eq(appointmentNotes.id, id),
    eq(appointmentNotes.vendorId, scope.vendorId),
    exists(
      db
        .select({ one: sql`1` })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentNotes.appointmentId), inJobScope(scope))),
    ),
  );
}

/**
 * The note is the company's on a job the caller sees (404 otherwise), the caller may change it (its author, or a
 * role that changes any note: 403 role-forbidden otherwise, issue 54 item 8), and its job is still open (409).
 */
async function requireNoteOnOpenJob(tx: Db, actor: NoteActor, id: number): Promise<void> {
  const [note] = await tx
    .select({ appointmentId: appointmentNotes.appointmentId, authorMemberId: appointmentNotes.authorMemberId })
    .from(appointmentNotes)
    .where(ownNote(tx, actor, id))
    .for('update');
  if (!note) throw notFound(APPOINTMENTS.noteNotFound);
  if (!mayChangeNote(actor, note)) throw new AppError('role-forbidden', APPOINTMENTS.noteNotYours);
  await requireOpenJob(tx, actor, note.appointmentId, 'share');
}

/** GET /appointmentNote?appointmentId: the vendor's notes with text, newest first (docs/product-spec.md §7). */
export async function listNotes(db: Db, scope: NoteActor, appointmentId: number): Promise<AppointmentNote[]> {
  await requireOwnAppointment(db, scope, appointmentId);
  const { vendorId } = scope;
  const rows = await db
    .select()
    .from(appointmentNotes)
    .where(
      and(
        eq(appointmentNotes.appointmentId, appointmentId),
        eq(appointmentNotes.vendorId, vendorId),
        eq(appointmentNotes.messageType, 'vendor'),
        ne(appointmentNotes.jobNotes, ''),
      ),
    )
    .orderBy(desc(appointmentNotes.createdAt), desc(appointmentNotes.id));
  return rows.map((row) => toNote(row, mayChangeNote(scope, row)));
}

/** POST /appointmentNote: a private note on one of the vendor's own appointments. */
export async function createNote(
  db: Db,
  /** Without a member (the demo's seed, a test's fixture): a note of no known author. */
  scope: JobScope & { memberId?: number },
  body: { appointmentId: number; jobNotes: string },
): Promise<AppointmentNote> {
  const { vendorId } = scope;
  return db.transaction(async (tx) => {
    // A cancelled or completed job takes no more notes (409 appointment-closed).
    await requireOpenJob(tx, scope, body.appointmentId, 'share');
    const [row] = await tx
      .insert(appointmentNotes)
      .values({
        appointmentId: body.appointmentId,
        vendorId,
        authorMemberId: scope.memberId ?? null,
        jobNotes: body.jobNotes,
        messageType: 'vendor',
      })
      .returning();
    await appointmentUpdated(tx, vendorId, body.appointmentId);
    // Its author may change it.
    return toNote(row!, true);
  });
}

/** PATCH /appointmentNote/{id}: new text for one of the vendor's notes. */
export async function updateNote(db: Db, scope: NoteActor, id: number, jobNotes: string): Promise<AppointmentNote> {
  const { vendorId } = scope;
  return db.transaction(async (tx) => {
    await requireNoteOnOpenJob(tx, scope, id);
    const [row] = await tx
      .update(appointmentNotes)
      .set({ jobNotes, updatedAt: sql`now()` })
      .where(ownNote(tx, scope, id))
      .returning();
    if (!row) throw notFound(APPOINTMENTS.noteNotFound);
    await appointmentUpdated(tx, vendorId, row.appointmentId);
    // The caller passed requireNoteOnOpenJob's check: it may.
    return toNote(row, true);
  });
}

/** DELETE /appointmentNote/{id}. */
export async function deleteNote(db: Db, scope: NoteActor, id: number): Promise<void> {
  const { vendorId } = scope;
  await db.transaction(async (tx) => {
    await requireNoteOnOpenJob(tx, scope, id);
    const [deleted] = await tx
      .delete(appointmentNotes)
      .where(ownNote(tx, scope, id))
      .returning({ appointmentId: appointmentNotes.appointmentId });
    if (!deleted) throw notFound(APPOINTMENTS.noteNotFound);
    await appointmentUpdated(tx, vendorId, deleted.appointmentId);
  });
}
