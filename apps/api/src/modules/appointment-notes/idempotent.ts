import { and, eq } from 'drizzle-orm';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import type { Db } from '../../db/client.ts';
import { appointmentNoteKeys, appointmentNotes } from '../../db/schema.ts';
import { createNote, toNote } from './service.ts';

// docs/architecture.md "Phone and calendar": POST /appointmentNote with an Idempotency-Key makes the
// note once; the same key again answers the note it made. The key and the note are written in one
// transaction, so two sends racing each other leave one note.

class KeyTaken extends Error {}

async function noteForKey(db: Db, vendorId: number, key: string): Promise<AppointmentNote | null> {
  const [row] = await db
    .select({ note: appointmentNotes })
    .from(appointmentNoteKeys)
    .innerJoin(appointmentNotes, eq(appointmentNotes.id, appointmentNoteKeys.noteId))
    .where(and(eq(appointmentNoteKeys.vendorId, vendorId), eq(appointmentNoteKeys.idempotencyKey, key)));
  return row ? toNote(row.note) : null;
}

export async function createNoteOnce(
  db: Db,
  vendorId: number,
  body: { appointmentId: number; jobNotes: string },
  key: string,
): Promise<{ note: AppointmentNote; created: boolean }> {
  const existing = await noteForKey(db, vendorId, key);
  if (existing) return { note: existing, created: false };
  try {
    return await db.transaction(async (tx) => {
      const note = await createNote(tx, vendorId, body);
      const kept = await tx
        .insert(appointmentNoteKeys)
        .values({ vendorId, idempotencyKey: key, noteId: note.id })
        .onConflictDoNothing()
        .returning({ noteId: appointmentNoteKeys.noteId });
      if (kept.length === 0) throw new KeyTaken();
      return { note, created: true };
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    return { note: (await noteForKey(db, vendorId, key))!, created: false };
  }
}
