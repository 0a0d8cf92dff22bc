import { useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { HoursEditor } from '../../components/hours-editor.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { vendorHoursQueryOptions } from '../../lib/api/get-vendor-hours.ts';
import { useSignedInQuery } from '../../lib/api/use-signed-in-query.ts';
import { clockTime } from '@vendor-portal/contract/dates';
import { Button } from '../../components/ui/button.tsx';
import { DEFAULT_CLOSE, DEFAULT_OPEN, hoursFormFromRows, openWorkingWeek, type HoursForm } from '../../lib/hours.ts';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep } from './draft.ts';
import { hoursDraftFrom, hoursForm } from './hours-draft.ts';
import { hoursStepErrors } from './hours-step-errors.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { saveErrorTexts } from './save-error.ts';
import { saveHours } from './save-hours.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';

// docs/product-spec.md §2/§5 Hours: open and close per weekday and a time zone (default America/Denver).
// `savedOnServer`: the server says this step was saved (GET /vendorSetup), maybe on another device: the step
// shows the hours the server holds, and a Save sends only what the vendor changed in them (issue 28, as item 7
// for Services).
export function HoursStep({ draft, update, onBack, savedOnServer = false }: StepProps & { savedOnServer?: boolean }) {
  const { token } = useSession();
  // Read once, on arrival, when this device has not saved the step itself.
  const [readSaved] = useState(savedOnServer && !draft.initialSave.hours);
  const savedHours = useSignedInQuery({ ...vendorHoursQueryOptions(), refetchOnMount: 'always' }, readSaved);
  const [applied, setApplied] = useState(!readSaved);
  // The server's hours with their row ids, once shown: what a Save compares the edited hours with.
  const [saved, setSaved] = useState<HoursForm | null>(null);
  useEffect(() => {
    // Offline (the read paused) or failed, the step goes on from this device's draft.
    if (applied || (savedHours.isPending && savedHours.fetchStatus === 'fetching')) return;
    setApplied(true);
    const rows = savedHours.data ?? [];
    if (!rows.length) return;
    const { form } = hoursFormFromRows(rows);
    setSaved(form);
    update((d) => ({ ...d, hours: hoursDraftFrom(form) }));
  }, [applied, savedHours.isPending, savedHours.fetchStatus, savedHours.data, update]);
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  const { hours } = draft;
  // After a Save that failed the rules, the messages follow the hours as they are edited: each goes once fixed.
  const [checked, setChecked] = useState(false);
  const problems = checked ? hoursStepErrors(hours) : null;
  const container = useRef<HTMLDivElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const onSubmit = async () => {
    setSaveError('');
    if (hoursStepErrors(hours)) {
      setChecked(true);
      setFocusInvalid((n) => n + 1);
      return;
    }
    if (!token) return setSaveError(ONBOARDING.tokenMissing);
    setBusy(true);
    try {
      await saveHours(hours, !draft.initialSave.hours, saved);
    } catch (err) {
      setBusy(false);
      return setSaveError(errorText(err, saveErrorTexts(ONBOARDING.saveHoursFailed)));
    }
    if (readSaved) void savedHours.refetch(); // the cache holds what was just saved, for the pages after
    update((d) => completeStep(d, 'hours'));
  };

  return (
    <StepForm
      title={HOURS.title}
      subtitle={ONBOARDING.hoursSubtitle}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
      error={saveError || problems?.form || undefined}
    >
      <Alert tone="info" className="flex gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {ONBOARDING.hoursClosedNote} {ONBOARDING.hours24Note}
        </span>
      </Alert>
      <div ref={container} className="flex flex-col gap-3">
        {applied ? (
          // Issue 54 item 26: the usual week in one tap rather than five; the days start Closed (§5) until then.
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={busy}
            onClick={() => update((d) => ({ ...d, hours: hoursDraftFrom(openWorkingWeek(hoursForm(d.hours))) }))}
          >
            {ONBOARDING.hoursWeekdays(clockTime(DEFAULT_OPEN), clockTime(DEFAULT_CLOSE))}
          </Button>
        ) : null}
        {applied ? (
          <HoursEditor
            form={hoursForm(hours)}
            onChange={(form) => update((d) => ({ ...d, hours: hoursDraftFrom(form) }))}
            disabled={busy}
            errors={problems?.fields}
          />
        ) : (
          <LoadingState text={HOURS.loading} />
        )}
      </div>
    </StepForm>
  );
}
