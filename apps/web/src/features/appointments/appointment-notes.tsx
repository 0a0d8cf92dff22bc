import { useEffect, useState } from 'react';
import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import { NOTE_MAX_LENGTH } from '@vendor-portal/contract/appointments';
import { ACTIONS, APPOINTMENTS, FIELD } from '@vendor-portal/contract/messages';
import { isNetworkFailure } from '../../lib/errors/parse-error.ts';
import { Form } from '../../components/form.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { noteOutbox, usePendingNotes, type PendingNote } from '../../lib/offline/note-outbox.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useSession } from '../../lib/session/session.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { useNotes, useRefreshNotes } from './api/get-notes.ts';
import { useCreateNote, useDeleteNote, useUpdateNote } from './api/save-note.ts';

// docs/product-spec.md §2 Vendor Notes: list, add, edit, save, cancel, delete. docs/product-spec.md §5: empty or whitespace-only
// notes are not saved. docs/product-spec.md §8: add, update and delete failures are only logged; a
// server that cannot be reached is said in words, and a note added or edited then waits on this
// device (the offline outbox) with the key it was sent with. Deleting asks first, like a file.

/** `readOnly`: the job is closed or no longer the vendor's; its notes show, and none is added, edited or deleted. */
export function AppointmentNotes({
  appointmentId,
  timeZone,
  readOnly = false,
}: {
  appointmentId: number;
  timeZone: string;
  readOnly?: boolean;
}) {
  const notes = useNotes(appointmentId);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const add = useCreateNote(appointmentId);
  const save = useUpdateNote(appointmentId);
  const remove = useDeleteNote(appointmentId);
  const online = useOnline();
  const { vendorId } = useSession();
  const waiting = usePendingNotes(vendorId, appointmentId);
  const refreshNotes = useRefreshNotes();
  const [unreachable, setUnreachable] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  useEffect(
    () =>
      noteOutbox.onSynced((id) => {
        if (id === appointmentId) void refreshNotes(appointmentId);
      }),
    [appointmentId, refreshNotes],
  );

  const submitDraft = () => {
    if (!draft.trim()) return;
    if (!online && vendorId !== null)
      return void noteOutbox.add(vendorId, appointmentId, draft.trim()).then(() => setDraft(''));
    const text = draft.trim();
    setUnreachable('');
    add.mutate(text, {
      onSuccess: () => setDraft(''),
      onError: (err) => {
        if (!isNetworkFailure(err) || vendorId === null) return;
        setUnreachable(ACTIONS.noteKeptOnDevice);
        void noteOutbox.add(vendorId, appointmentId, text, err.idempotencyKey).then(() => setDraft(''));
      },
    });
  };
  const submitEdit = () => {
    if (!editing?.text.trim()) return;
    if (!online && vendorId !== null)
      return void noteOutbox
        .edit(vendorId, appointmentId, { noteId: editing.id }, editing.text.trim())
        .then(() => setEditing(null));
    const edit = { id: editing.id, text: editing.text.trim() };
    setUnreachable('');
    save.mutate(edit, {
      onSuccess: () => setEditing(null),
      onError: (err) => {
        if (!isNetworkFailure(err) || vendorId === null) return;
        setUnreachable(ACTIONS.noteKeptOnDevice);
        void noteOutbox.edit(vendorId, appointmentId, { noteId: edit.id }, edit.text).then(() => setEditing(null));
      },
    });
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    setUnreachable('');
    remove.mutate(deleting, {
      onSettled: () => setDeleting(null),
      onError: (err) => {
        if (isNetworkFailure(err)) setUnreachable(ACTIONS.networkUnreachable);
      },
    });
  };
  const edited = (id: number) => waiting.find((p) => p.noteId === id);

  return (
    <Card>
      <CardHeader title={APPOINTMENTS.notesHeading} />
      <CardBody className="flex flex-col gap-4">
        {/* Issue 54 item 8: who may change a note, said where the buttons are (or are not). */}
        {readOnly ? null : <p className="text-sm text-gray-600">{APPOINTMENTS.notesWhoMayEdit}</p>}
        {readOnly ? null : (
          <Form form={{ onSubmit: submitDraft }} className="flex flex-col gap-2">
            <TextAreaField
              label={APPOINTMENTS.newNoteLabel}
              value={draft}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" className="self-start" busy={add.isPending} disabled={!draft.trim()}>
              {APPOINTMENTS.addNote}
            </Button>
          </Form>
        )}
        {unreachable ? (
          <p role="alert" className="text-sm text-red-800">
            {unreachable}
          </p>
        ) : null}
        {notes.isPending ? <LoadingState text={APPOINTMENTS.loadingNotes} /> : null}
        {notes.isSuccess && notes.data.length === 0 && waiting.length === 0 ? (
          <p className="text-sm text-gray-600">{APPOINTMENTS.noNotes}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {waiting
            .filter((p) => p.noteId === undefined)
            .reverse()
            .map((p) => (
              <li key={p.key} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                <p className="whitespace-pre-wrap break-words text-gray-900">{p.text}</p>
                <SyncState entry={p} vendorId={vendorId} />
              </li>
            ))}
          {(notes.data ?? []).map((note: AppointmentNote) => (
            <li key={note.id} className="rounded-lg border border-gray-200 p-3">
              {!readOnly && note.mayChange && editing?.id === note.id ? (
                <Form form={{ onSubmit: submitEdit }} className="flex flex-col gap-2">
                  <TextAreaField
                    label={APPOINTMENTS.editNoteLabel}
                    value={editing.text}
                    maxLength={NOTE_MAX_LENGTH}
                    onChange={(e) => setEditing({ id: note.id, text: e.target.value })}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" size="sm" busy={save.isPending} disabled={!editing.text.trim()}>
                      {APPOINTMENTS.saveNote}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                      {APPOINTMENTS.cancelEdit}
                    </Button>
                  </div>
                </Form>
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="whitespace-pre-wrap break-words text-gray-900">
                    {edited(note.id)?.text ?? note.jobNotes}
                  </p>
                  {edited(note.id) ? <SyncState entry={edited(note.id)!} vendorId={vendorId} /> : null}
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-xs text-gray-600">{formatDateIn(note.createdAt, timeZone)}</span>
                    {readOnly || !note.mayChange ? null : (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing({ id: note.id, text: edited(note.id)?.text ?? note.jobNotes })}
                        >
                          {APPOINTMENTS.editNote}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          busy={remove.isPending && remove.variables === note.id}
                          disabled={!online}
                          title={online ? undefined : FIELD.offlineActionDisabled}
                          onClick={() => setDeleting(note.id)}
                        >
                          {APPOINTMENTS.deleteNote}
                        </Button>
                      </div>
                    )}
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={deleting !== null}
          message={ACTIONS.confirmDeleteNote}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      </CardBody>
    </Card>
  );
}

/** "Waiting to sync", or the failed sync's reason with a retry (the note stays either way). */
function SyncState({ entry, vendorId }: { entry: PendingNote; vendorId: number | null }) {
  if (!entry.error) return <Badge tone="warning">{FIELD.noteWaitingToSync}</Badge>;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <span role="alert" className="text-sm text-red-800">
        {FIELD.noteSyncFailed(entry.error)}
      </span>
      {vendorId !== null ? (
        <Button size="sm" variant="secondary" onClick={() => void noteOutbox.sync(vendorId)}>
          {FIELD.retrySync}
        </Button>
      ) : null}
    </div>
  );
}
