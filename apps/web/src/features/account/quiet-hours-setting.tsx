import { useState } from 'react';
import { QUIET_HOURS } from '@vendor-portal/contract/messages/quiet-hours';
import type { NotificationSettings, NotificationSettingsPatch, QuietHours } from '@vendor-portal/contract/live';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';

// docs/architecture.md "Alerts on the phone": quiet hours hold back the member's new-job pushes (only those) from
// `start` to `end` in the company's zone, across midnight when the end is earlier. The box turns them off at once;
// turning them on offers the two times (a night by default) and saves them with one button.

const NIGHT: QuietHours = { start: '21:00', end: '07:00' };

export function QuietHoursSetting({
  settings,
  busy,
  change,
}: {
  settings: NotificationSettings;
  busy: boolean;
  change: (patch: NotificationSettingsPatch) => void;
}) {
  const saved = settings.quietHours;
  const [draft, setDraft] = useState<QuietHours | null>(null);
  const [error, setError] = useState<string | undefined>();
  const editing = draft !== null;
  const on = saved !== null || editing;
  // They hold back new-job pushes: they matter only while those are on.
  const disabled = busy || settings.pushNewJobs === false;

  const save = () => {
    if (!draft) return;
    if (draft.start === draft.end) return setError(QUIET_HOURS.same);
    change({ quietHours: draft });
    setDraft(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={QUIET_HOURS.label}
        checked={on}
        disabled={disabled}
        aria-describedby="quiet-hours-hint"
        onChange={(e) => {
          setError(undefined);
          if (e.target.checked) setDraft(saved ?? NIGHT);
          else {
            setDraft(null);
            if (saved !== null) change({ quietHours: null });
          }
        }}
      />
      <p id="quiet-hours-hint" className="text-sm text-gray-700">
        {QUIET_HOURS.hint}
      </p>
      {editing ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            type="time"
            label={QUIET_HOURS.start}
            value={draft.start}
            required
            error={error}
            onChange={(e) => setDraft({ ...draft, start: e.target.value })}
          />
          <TextField
            type="time"
            label={QUIET_HOURS.end}
            value={draft.end}
            required
            onChange={(e) => setDraft({ ...draft, end: e.target.value })}
          />
          <div>
            <Button onClick={save} disabled={disabled}>
              {QUIET_HOURS.save}
            </Button>
          </div>
        </div>
      ) : saved ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-900">{QUIET_HOURS.summary(saved.start, saved.end)}</p>
          <Button variant="secondary" onClick={() => setDraft(saved)} disabled={disabled}>
            {QUIET_HOURS.change}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
