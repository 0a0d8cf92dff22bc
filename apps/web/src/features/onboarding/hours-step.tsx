import { useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { HoursEditor } from '../../components/hours-editor.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep } from './draft.ts';
import { hoursDraftFrom, hoursForm, hoursStepErrors } from './hours-draft.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { saveErrorTexts } from './save-error.ts';
import { saveHours } from './save-hours.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';

// docs/product-spec.md §2/§5 Hours: open and close per weekday and a time zone (default America/Denver).
export function HoursStep({ draft, update, onBack }: StepProps) {
  const { token } = useSession();
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
      await saveHours(hours, !draft.initialSave.hours);
    } catch (err) {
      setBusy(false);
      return setSaveError(errorText(err, saveErrorTexts(ONBOARDING.saveHoursFailed)));
    }
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
      <div ref={container}>
        <HoursEditor
          form={hoursForm(hours)}
          onChange={(form) => update((d) => ({ ...d, hours: hoursDraftFrom(form) }))}
          disabled={busy}
          errors={problems?.fields}
        />
      </div>
    </StepForm>
  );
}
