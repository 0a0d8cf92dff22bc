import { HOURS } from '@vendor-portal/contract/messages';
import { Checkbox, SelectField } from '../../components/ui/field.tsx';
import { isClosed, setClosed, timeZoneOptions, type HoursDay, type HoursForm } from './hours.ts';

// SPEC §2 right panel, edit mode. A controlled grid rather than react-hook-form: the rules are
// whole-form (first failing day, SPEC §5) and live in hours.ts, which the panel runs on Save.

const timeInputClasses =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 disabled:bg-gray-100 disabled:text-gray-400 sm:text-sm';

export function HoursEditor({ form, onChange, disabled }: { form: HoursForm; onChange: (form: HoursForm) => void; disabled: boolean }) {
  const setDay = (index: number, day: HoursDay) => onChange({ ...form, days: form.days.map((d, i) => (i === index ? day : d)) });
  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Time zone" value={form.timeZone} disabled={disabled} onChange={(e) => onChange({ ...form, timeZone: e.target.value })}>
        <option value="" disabled>
          Select a time zone
        </option>
        {timeZoneOptions(form.timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <ul className="divide-y divide-gray-100">
        {form.days.map((day, index) => {
          const closed = isClosed(day);
          return (
            <li key={day.weekDay} className="grid grid-cols-2 items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-[7rem_6rem_1fr_1fr]">
              <span className="font-medium text-gray-900">{day.weekDay}</span>
              <span className="justify-self-end sm:justify-self-start">
                <Checkbox
                  label={HOURS.closed}
                  aria-label={`${day.weekDay} closed`}
                  checked={closed}
                  disabled={disabled}
                  onChange={(e) => setDay(index, setClosed(day, e.target.checked))}
                />
              </span>
              <label className="flex flex-col gap-0.5 text-xs text-gray-600">
                Open
                <input
                  type="time"
                  aria-label={`${day.weekDay} open time`}
                  className={timeInputClasses}
                  value={day.openTime}
                  disabled={disabled || closed}
                  onChange={(e) => setDay(index, { ...day, openTime: e.target.value })}
                />
              </label>
              <label className="flex flex-col gap-0.5 text-xs text-gray-600">
                Close
                <input
                  type="time"
                  aria-label={`${day.weekDay} close time`}
                  className={timeInputClasses}
                  value={day.closeTime}
                  disabled={disabled || closed}
                  onChange={(e) => setDay(index, { ...day, closeTime: e.target.value })}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
