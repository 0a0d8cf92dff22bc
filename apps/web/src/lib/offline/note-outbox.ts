import { useMemo, useSyncExternalStore } from 'react';
import { createStore, get, set } from 'idb-keyval';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import type { PhotoKind } from '@vendor-portal/contract/photos';
import { createNote, updateNote } from '../api/send-note.ts';
import { uploadPhoto } from '../api/send-photo.ts';
import { sendChecklistTick, sendVisitStep, type VisitStep } from '../api/send-visit.ts';
import { errorText, orStatus } from '../errors/error-text.ts';
import { hasCode, isNetworkFailure } from '../errors/parse-error.ts';

// docs/architecture.md "Phone and calendar": notes added or edited offline wait here (IndexedDB),
// shown as "Waiting to sync", and are sent when the network is back, one at a time, each new note
// with its own idempotency key, so a send retried after a lost answer never makes a second note.
// A send the server refuses stays, with its error, and is tried again: nothing is dropped.
// Photos of the work (issue 31) wait here too, the same way: an entry with `photo` is one. So do the visit's
// taps (issue 43: Arrived, Done, a checklist tick): an entry with `visit`.

export interface PendingNote {
  /** The idempotency key of a new note, and the entry's id. */
  key: string;
  vendorId: number;
  appointmentId: number;
  /** Set for an edit of a note the server has. */
  noteId?: number;
  text: string;
  /** Set for a photo taken offline (its resized bytes); `text` is then empty. */
  photo?: { kind: PhotoKind; file: Blob };
  /** Set for a visit's tap made offline: Arrived or Done, or a checklist item ticked or unticked. */
  visit?: { step: VisitStep } | { itemId: number; done: boolean };
  queuedAt: string;
  error?: string;
}

const store = () => createStore('vendor-portal-notes', 'outbox');
const KEY = 'pending';
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

let pending: PendingNote[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const syncedListeners = new Set<(appointmentId: number) => void>();

function load(): Promise<void> {
  loaded ??= (hasIndexedDb() ? get<PendingNote[]>(KEY, store()) : Promise.resolve(undefined))
    .then((saved) => {
      pending = [...(saved ?? []), ...pending.filter((p) => !saved?.some((s) => s.key === p.key))];
      listeners.forEach((l) => l());
    })
    .catch(() => {});
  return loaded;
}

async function save(next: PendingNote[]): Promise<void> {
  pending = next;
  listeners.forEach((l) => l());
  if (hasIndexedDb()) await set(KEY, next, store());
}

export const noteOutbox = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void load();
    return () => listeners.delete(listener);
  },
  snapshot: (): PendingNote[] => pending,
  /** Called with the appointment whose notes changed on the server. */
  onSynced(listener: (appointmentId: number) => void): () => void {
    syncedListeners.add(listener);
    return () => syncedListeners.delete(listener);
  },
  /** `key`: the idempotency key of a send already tried (the server may have the note), else a new one. */
  async add(vendorId: number, appointmentId: number, text: string, key: string = crypto.randomUUID()): Promise<void> {
    await load();
    const entry = { key, vendorId, appointmentId, text, queuedAt: new Date().toISOString() };
    await save([...pending, entry]);
  },
  /** A photo taken offline (or whose upload was cut off: `key` is the key it was sent with). */
  async addPhoto(vendorId: number, appointmentId: number, photo: PendingNote['photo'] & object, key?: string) {
    await load();
    const entry = {
      key: key ?? crypto.randomUUID(),
      vendorId,
      appointmentId,
      text: '',
      photo,
      queuedAt: new Date().toISOString(),
    };
    await save([...pending, entry]);
  },
  /** A visit's tap made offline (or cut off on the way: `key` is the key it was sent with). */
  async addVisit(vendorId: number, appointmentId: number, visit: PendingNote['visit'] & object, key?: string) {
    await load();
    const entry = {
      key: key ?? crypto.randomUUID(),
      vendorId,
      appointmentId,
      text: '',
      visit,
      queuedAt: new Date().toISOString(),
    };
    // A tick of an item that waits already replaces it: only the last state of each item is sent.
    const sameItem = (p: PendingNote) =>
      'itemId' in visit && p.visit && 'itemId' in p.visit && p.visit.itemId === visit.itemId;
    await save([...pending.filter((p) => !sameItem(p)), entry]);
  },
  /** An edit offline: of a note the server has (its last edit wins), or of a note still waiting. */
  async edit(vendorId: number, appointmentId: number, target: { noteId?: number; key?: string }, text: string) {
    await load();
    const same = (p: PendingNote) =>
      target.key ? p.key === target.key : p.noteId === target.noteId && p.vendorId === vendorId;
    if (pending.some(same)) return save(pending.map((p) => (same(p) ? { ...p, text, error: undefined } : p)));
    const entry = {
      key: crypto.randomUUID(),
      vendorId,
      appointmentId,
      noteId: target.noteId,
      text,
      queuedAt: new Date().toISOString(),
    };
    await save([...pending, entry]);
  },
  /** Sends what waits for `vendorId`, oldest first; stops at the first network failure. */
  sync(vendorId: number): Promise<void> {
    flushing ??= flush(vendorId).finally(() => (flushing = null));
    return flushing;
  },
};

let flushing: Promise<void> | null = null;

async function flush(vendorId: number): Promise<void> {
  await load();
  for (const entry of pending.filter((p) => p.vendorId === vendorId)) {
    let saved: Pick<AppointmentNote, 'id'>;
    try {
      if (entry.visit) {
        saved = { id: 0 };
        await sendVisit(entry);
      } else if (entry.photo) {
        saved = await uploadPhoto({ appointmentId: entry.appointmentId, ...entry.photo, idempotencyKey: entry.key });
      } else if (entry.noteId === undefined) {
        saved = await createNote(entry.appointmentId, entry.text, entry.key);
      } else {
        saved = await updateNote(entry.noteId, entry.text);
      }
    } catch (err) {
      if (isNetworkFailure(err)) return; // still offline: everything waits
      await save(
        pending.map((p) => (p.key === entry.key ? { ...p, error: errorText(err, { fallback: orStatus('') }) } : p)),
      );
      continue;
    }
    // Edited again while it was on its way: the newer text waits, now as an edit of the saved note.
    const now = pending.find((p) => p.key === entry.key);
    await save(
      now && now.text !== entry.text
        ? pending.map((p) => (p.key === entry.key ? { ...now, noteId: saved.id, key: crypto.randomUUID() } : p))
        : pending.filter((p) => p.key !== entry.key),
    );
    syncedListeners.forEach((l) => l(entry.appointmentId));
  }
}

/** Sends a visit's tap; one the server already has (a second Arrived from another device) counts as sent. */
async function sendVisit(entry: PendingNote): Promise<void> {
  const visit = entry.visit!;
  try {
    if ('step' in visit) await sendVisitStep(entry.appointmentId, visit.step, entry.key);
    else await sendChecklistTick(entry.appointmentId, visit.itemId, visit.done);
  } catch (err) {
    if (hasCode(err, 'already-done')) return;
    throw err;
  }
}

/** The notes of one appointment that wait to be sent, oldest first. */
export function usePendingNotes(vendorId: number | null, appointmentId: number): PendingNote[] {
  const all = useSyncExternalStore(noteOutbox.subscribe, noteOutbox.snapshot);
  return useMemo(
    () => all.filter((p) => !p.photo && !p.visit && p.vendorId === vendorId && p.appointmentId === appointmentId),
    [all, vendorId, appointmentId],
  );
}

/** The photos of one appointment that wait to be sent, oldest first. */
export function usePendingPhotos(vendorId: number | null, appointmentId: number): PendingNote[] {
  const all = useSyncExternalStore(noteOutbox.subscribe, noteOutbox.snapshot);
  return useMemo(
    () => all.filter((p) => p.photo && p.vendorId === vendorId && p.appointmentId === appointmentId),
    [all, vendorId, appointmentId],
  );
}

/** The visit's taps of one appointment that wait to be sent, oldest first. */
export function usePendingVisit(vendorId: number | null, appointmentId: number): PendingNote[] {
  const all = useSyncExternalStore(noteOutbox.subscribe, noteOutbox.snapshot);
  return useMemo(
    () => all.filter((p) => p.visit && p.vendorId === vendorId && p.appointmentId === appointmentId),
    [all, vendorId, appointmentId],
  );
}
