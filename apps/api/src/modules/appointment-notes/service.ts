import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentNotes, appointments } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';

type NoteRow = typeof appointmentNotes.$inferSelect;
export function toNote(row: NoteRow) {
  return { id: row.id, appointmentId: row.appointmentId, jobNotes: row.jobNotes, messageType: row.messageType, createdAt: row.createdAt.toISOString() };
}

/** POST /appointmentNote: a private note on one of the vendor's own appointments. */
export async function createNote(db: Db, vendorId: number, body: { appointmentId: number; jobNotes: string }) {
  const [owned] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, body.appointmentId), eq(appointments.vendorId, vendorId)))
    .limit(1);
  if (!owned) throw notFound(APPOINTMENTS.notFound(body.appointmentId));
  const [row] = await db.insert(appointmentNotes).values({ appointmentId: body.appointmentId, vendorId, jobNotes: body.jobNotes, messageType: 'vendor' }).returning();
  return toNote(row!);
}
