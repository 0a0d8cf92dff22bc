import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { Form, useAction } from '../../components/form.tsx';
import { HOURS } from '@vendor-portal/contract/messages';
import { useSaveVendorHoursDay } from '../../lib/api/save-vendor-hours.ts';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { emptyHoursForm, hoursRequests, type HoursForm } from '../../lib/hours.ts';
import { hoursErrors } from './hours-errors.ts';
import { HoursEditor } from '../../components/hours-editor.tsx';
import { HoursTable } from './hours-table.tsx';
import { useHoursForm } from './api/use-hours-form.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';

/**
 * docs/product-spec.md §2 right panel, Business Hours: view <-> edit (docs/product-spec.md §4). `readOnly` (offline,
 * issue 28 item 6): the saved hours only, no Edit.
 */
export function HoursPanel({ readOnly = false }: { readOnly?: boolean }) {
  const online = useOnline();
  const hours = useHoursForm();
  const saveDay = useSaveVendorHoursDay();
  // docs/product-spec.md §8: a failed load leaves empty days and an empty time zone.
  const saved = hours.data ?? emptyHoursForm();
  const [draft, setDraft] = useState<HoursForm | null>(null);
  const [error, setError] = useState<string>();
  // After a Save that failed the rules, the errors follow the form as it is edited: each goes once fixed.
  const [checked, setChecked] = useState(false);
  const fieldErrors = checked && draft ? hoursErrors(draft) : null;
  const [focusInvalid, setFocusInvalid] = useState(0);

  function cancel() {
    // docs/product-spec.md §2: Cancel restores the last saved values.
    setDraft(null);
    setError(undefined);
    save.setOutcome(null);
    setChecked(false);
  }

  // Focus moves into the editor when it opens and back to Edit when it closes; Escape cancels (docs/ui.md).
  const editing = draft !== null;
  const form = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('select, input')?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  function onFormKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    cancel();
  }

  const save = useAction({
    run: async (edited: HoursForm) => {
      const requests = hoursRequests(saved, edited);
      if (requests.length === 0) return cancel();
      setError(undefined);
      // All of a vendor's days share one zone (docs/features.md "Services & Hours"): the server moves every saved
      // day on a PATCH in a new zone and refuses a new day (POST) in another zone, so updates go first.
      const patches = requests.filter((r) => r.method === 'PATCH');
      const posts = requests.filter((r) => r.method === 'POST');
      const sentInOrder = [...patches, ...posts];
      const results = [
        ...(await Promise.allSettled(patches.map((r) => saveDay.mutateAsync(r)))),
        ...(await Promise.allSettled(posts.map((r) => saveDay.mutateAsync(r)))),
      ];
      const failures = results.flatMap((r, i) =>
        r.status === 'rejected' ? [{ day: sentInOrder[i]!.body.weekDay, reason: r.reason as unknown }] : [],
      );
      if (failures.length) console.error('Saving business hours failed for some days', failures);
      const refreshed = await hours.refetch();
      if (refreshed.isError) throw refreshed.error;
      if (failures.length) setError(HOURS.saveFailedDays(failures.length));
      else setDraft(null);
    },
    failure: (err) => {
      console.error('Saving business hours failed', err);
      return HOURS.saveUnexpected;
    },
  });
  const saving = save.busy;
  function submit(edited: HoursForm) {
    // The rules are checked before the save starts, so the fields stay enabled and the first invalid one takes focus.
    if (!hoursErrors(edited)) return save.run(edited);
    setChecked(true);
    setFocusInvalid((n) => n + 1);
  }

  return (
    <Card aria-labelledby="hours-panel-title">
      <CardHeader
        title={<span id="hours-panel-title">{HOURS.title}</span>}
        actions={
          draft === null && !hours.isLoading && !readOnly ? (
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => {
                setChecked(false);
                setDraft(saved);
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {HOURS.edit}
            </Button>
          ) : null
        }
      />
      <CardBody className="flex flex-col gap-4">
        {hours.isError && draft === null ? <Alert>{HOURS.loadFailed}</Alert> : null}
        {hours.isLoading ? (
          <LoadingState text={HOURS.loading} />
        ) : draft === null ? (
          // A failed load shows the failure, not seven "Closed" days that look like real hours; the form still
          // falls back to empty days (docs/product-spec.md §8) when the vendor chooses Edit.
          hours.isError && !hours.data ? null : (
            <HoursTable form={saved} />
          )
        ) : (
          <Form
            ref={form}
            form={{ onSubmit: () => submit(draft) }}
            onKeyDown={onFormKeyDown}
            className="flex flex-col gap-4"
          >
            <HoursEditor form={draft} onChange={setDraft} disabled={saving || !online} errors={fieldErrors} />
            <ErrorText>{error ?? save.outcome?.text}</ErrorText>
            <OfflineReason />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={saving} disabled={!online}>
                {HOURS.saveChanges}
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                {HOURS.cancel}
              </Button>
            </div>
          </Form>
        )}
      </CardBody>
    </Card>
  );
}
