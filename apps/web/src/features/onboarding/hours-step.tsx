import { useState, type FormEvent } from 'react';
import { Info } from 'lucide-react';
import { ALLOWED_TIME_ZONES, WEEK_DAYS, type WeekDay } from '@vendor-portal/contract/constants';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep } from './draft.ts';
import { validateHours, type DayHours } from './hours.ts';
import { errorText } from '../../lib/error-text.ts';
import { SAVE_ERROR_TEXTS } from './save-error.ts';
import { saveHours } from './save-hours.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';

const timeInput = 'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 sm:text-sm';

// docs/product-spec.md §2/§5 Hours: open and close per weekday and a time zone (default America/Denver).
export function HoursStep({ draft, update, onBack }: StepProps) {
  const { token } = useSession();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { hours } = draft;

  const setDay = (day: WeekDay, patch: Partial<DayHours>) =>
    update((d) => ({
      ...d,
      hours: { ...d.hours, days: { ...d.hours.days, [day]: { ...d.hours.days[day], ...patch } } },
    }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateHours(hours);
    setErrors(problems);
    if (problems.length) return;
    if (!token) return setErrors([ONBOARDING.tokenMissing]);
    setBusy(true);
    try {
      await saveHours(hours, !draft.initialSave.hours);
    } catch (err) {
      setBusy(false);
      return setErrors([errorText(err, { ...SAVE_ERROR_TEXTS, fallback: ONBOARDING.saveHoursFailed })]);
    }
    update((d) => completeStep(d, 'hours'));
  };

  return (
    <StepForm
      title={HOURS.title}
      subtitle={ONBOARDING.hoursSubtitle}
      onSubmit={(e) => void onSubmit(e)}
      onBack={onBack}
      busy={busy}
      error={
        errors.length
          ? errors.map((text) => (
              <span key={text} className="block">
                {text}
              </span>
            ))
          : undefined
      }
    >
      <SelectField
        label={HOURS.timeZoneLabel}
        value={hours.timeZone}
        onChange={(e) => update((d) => ({ ...d, hours: { ...d.hours, timeZone: e.target.value } }))}
      >
        <option value="">{HOURS.selectTimeZone}</option>
        {ALLOWED_TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>

      <Alert tone="info" className="flex gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {ONBOARDING.hoursClosedNote} {ONBOARDING.hours24Note}
        </span>
      </Alert>

      <table className="w-full border-separate border-spacing-y-2 text-sm">
        <thead>
          <tr className="text-left text-gray-700">
            <th scope="col" className="font-medium">
              {HOURS.dayHeader}
            </th>
            <th scope="col" className="font-medium">
              {HOURS.openHeader}
            </th>
            <th scope="col" className="font-medium">
              {HOURS.closeHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEK_DAYS.map((day) => (
            <tr key={day}>
              <th scope="row" className="pr-2 text-left font-medium text-gray-900">
                <span className="sm:hidden">{day.slice(0, 3)}</span>
                <span className="max-sm:hidden">{day}</span>
              </th>
              <td className="pr-2">
                <input
                  type="time"
                  aria-label={HOURS.openTimeLabel(day)}
                  className={timeInput}
                  value={hours.days[day].openTime}
                  onChange={(e) => setDay(day, { openTime: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="time"
                  aria-label={HOURS.closeTimeLabel(day)}
                  className={timeInput}
                  value={hours.days[day].closeTime}
                  onChange={(e) => setDay(day, { closeTime: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StepForm>
  );
}
