import { HOURS } from '@vendor-portal/contract/messages';
import { Checkbox, SelectField } from './ui/field.tsx';
import { cn } from './ui/cn.ts';
import { isClosed, setClosed, timeZoneOptions, type HoursDay, type HoursForm } from '../lib/hours.ts';

/** Each failing rule's text where it belongs: the zone's under the zone, a day's beside the day. */
export interface HoursErrors {
  timeZone?: string | undefined;
  days: Partial<Record<string, string>>;
}

// The one hours editor, for onboarding's Hours step and the Services & Hours panel (docs/product-spec.md §2 right
// panel, edit mode): a Closed toggle per day (unticking it presets 09:00–17:00) and the day's two times. A
// controlled grid rather than react-hook-form: the rules are whole-form and live in lib/hours.ts, which each
// screen runs on Save with its own texts; each failing rule's text shows beside its field (the zone, or the
// day), whose inputs are marked invalid.

const timeInputClasses =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 disabled:bg-gray-100 disabled:text-gray-400 sm:text-sm';

export function HoursEditor({
  form,
  onChange,
  disabled,
  errors,
}: {
  form: HoursForm;
  onChange: (form: HoursForm) => void;
  disabled: boolean;
  errors?: HoursErrors | null;
}) {
  const setDay = (index: number, day: HoursDay) =>
    onChange({ ...form, days: form.days.map((d, i) => (i === index ? day : d)) });
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={HOURS.timeZoneLabel}
        value={form.timeZone}
        disabled={disabled}
        error={errors?.timeZone}
        onChange={(e) => onChange({ ...form, timeZone: e.target.value })}
      >
        <option value="" disabled>
          {HOURS.selectTimeZone}
        </option>
        {timeZoneOptions(form.timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      {/* A container query, not a viewport one: the panel is half the page on wide screens. */}
      <ul className="@container divide-y divide-gray-100">
        {form.days.map((day, index) => {
          const closed = isClosed(day);
          const error = errors?.days[day.weekDay];
          const errorId = `hours-${day.weekDay}-error`;
          const dayName = HOURS.weekDay(day.weekDay);
          return (
            <li
              key={day.weekDay}
              className="grid grid-cols-2 items-end gap-x-3 gap-y-1 py-2 @sm:grid-cols-[minmax(0,1fr)_8rem_8rem]"
            >
              <div className="col-span-2 flex items-center justify-between gap-2 @sm:col-span-1 @sm:flex-col @sm:items-start @sm:gap-0">
                <span className="font-medium text-gray-900">{dayName}</span>
                <Checkbox
                  label={HOURS.closed}
                  aria-label={HOURS.dayClosedLabel(dayName)}
                  checked={closed}
                  disabled={disabled}
                  onChange={(e) => setDay(index, setClosed(day, e.target.checked))}
                />
              </div>
              <TimeInput
                label={HOURS.openLabel}
                ariaLabel={HOURS.openTimeLabel(dayName)}
                value={day.openTime}
                disabled={disabled || closed}
                errorId={error ? errorId : undefined}
                onChange={(openTime) => setDay(index, { ...day, openTime })}
              />
              <TimeInput
                label={HOURS.closeLabel}
                ariaLabel={HOURS.closeTimeLabel(dayName)}
                value={day.closeTime}
                disabled={disabled || closed}
                errorId={error ? errorId : undefined}
                onChange={(closeTime) => setDay(index, { ...day, closeTime })}
              />
              {error ? (
                <p id={errorId} className="col-span-full text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TimeInput({
  label,
  ariaLabel,
  value,
  disabled,
  errorId,
  onChange,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  disabled: boolean;
  /** The id of the day's error text, when the day fails a rule. */
  errorId?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-0.5 text-xs text-gray-600">
      {label}
      <input
        type="time"
        aria-label={ariaLabel}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={cn(timeInputClasses, errorId && 'border-red-600')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
