import type { TimeOff, TimeOffFormValues } from '@vendor-portal/contract/availability';
import { timeOffForm } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { clockTime, formatDay, shortDay } from '@vendor-portal/contract/dates';
import { Form, FormOutcome, useAction, useContractForm } from '../form.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardBody, CardHeader } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { Alert } from '../ui/alert.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useAddTimeOff, useHolidays, useRemoveTimeOff, useTimeOff } from '../../lib/api/time-off.ts';

// docs/architecture.md "Availability and dispatch": time off, whole days or part of a day, of the company
// (Services & Hours, with the US public holidays one tap each) or of one member (Team, the member's Account).
// Days and times are the company's wall clock, as the server reads them.

/** Whose time off: the company's (null), a member's by id, or the signed-in member's own. */
export type TimeOffOwner = null | number | 'own';

/** "Dec 24 – Dec 26, all day" / "Dec 3, 1:00 PM–5:00 PM" (times by the one writer, clockTime). */
function timeOffWhen(entry: Pick<TimeOff, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): string {
  const from = shortDay(entry.startDate);
  const days = entry.startDate === entry.endDate ? from : AVAILABILITY.range(from, shortDay(entry.endDate));
  const hours =
    entry.startTime && entry.endTime
      ? AVAILABILITY.hours(clockTime(entry.startTime), clockTime(entry.endTime))
      : AVAILABILITY.wholeDays;
  return `${days}, ${hours}`;
}

export function TimeOffCard({
  owner,
  title,
  intro,
  holidays = false,
  readOnly = false,
}: {
  owner: TimeOffOwner;
  title: string;
  intro: string;
  /** Offer the US public holidays (the company's card). */
  holidays?: boolean;
  readOnly?: boolean;
}) {
  const list = useTimeOff();
  const memberId = owner === 'own' ? (list.data?.memberId ?? null) : owner;
  const entries = (list.data?.entries ?? []).filter((e) => e.memberId === memberId);
  return (
    <Card aria-labelledby={`time-off-${owner ?? 'company'}`}>
      <CardHeader title={<span id={`time-off-${owner ?? 'company'}`}>{title}</span>} subtitle={intro} />
      <CardBody className="flex flex-col gap-4">
        {list.isPending ? (
          <p className="text-sm text-gray-700">{AVAILABILITY.loading}</p>
        ) : list.error ? (
          <Alert>{errorText(list.error, { fallback: orStatus(AVAILABILITY.loadFailed) })}</Alert>
        ) : (
          <TimeOffList entries={entries} readOnly={readOnly} />
        )}
        {readOnly || (owner === 'own' && memberId === null) ? null : (
          <>
            <TimeOffForm memberId={memberId} />
            {holidays ? <HolidayButtons taken={entries} /> : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}

function TimeOffList({ entries, readOnly }: { entries: TimeOff[]; readOnly: boolean }) {
  const remove = useRemoveTimeOff();
  const action = useAction({
    run: async (id: number) => {
      await remove.mutateAsync(id);
      return AVAILABILITY.removed;
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  if (entries.length === 0) return <p className="text-sm text-gray-700">{AVAILABILITY.none}</p>;
  return (
    <>
      <FormOutcome outcome={action.outcome} />
      <ul className="flex flex-col divide-y divide-gray-100">
        {entries.map((entry) => {
          const when = timeOffWhen(entry);
          return (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-gray-900">
                {when}
                {entry.note ? <span className="text-gray-600"> · {entry.note}</span> : null}
              </span>
              {readOnly ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={action.busy}
                  aria-label={AVAILABILITY.removeLabel(when)}
                  onClick={() => void action.run(entry.id)}
                >
                  {AVAILABILITY.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

const empty = (memberId: number | null): TimeOffFormValues => ({
  memberId,
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  note: '',
});

function TimeOffForm({ memberId }: { memberId: number | null }) {
  const add = useAddTimeOff();
  const form = useContractForm<TimeOffFormValues, ReturnType<typeof timeOffForm.parse>>({
    schema: timeOffForm,
    defaultValues: empty(memberId),
    submit: async (values) => {
      await add.mutateAsync({ ...values, memberId });
      form.reset(empty(memberId));
      return AVAILABILITY.added;
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="grid gap-3 sm:grid-cols-2">
      <TextField
        type="date"
        label={AVAILABILITY.startDate}
        error={errors.startDate?.message}
        {...form.register('startDate')}
      />
      <TextField
        type="date"
        label={AVAILABILITY.endDate}
        error={errors.endDate?.message}
        {...form.register('endDate')}
      />
      <TextField
        type="time"
        optional
        label={AVAILABILITY.startTime}
        error={errors.startTime?.message}
        {...form.register('startTime')}
      />
      <TextField
        type="time"
        optional
        label={AVAILABILITY.endTime}
        error={errors.endTime?.message}
        {...form.register('endTime')}
      />
      <TextField
        optional
        label={AVAILABILITY.note}
        error={errors.note?.message}
        containerClassName="sm:col-span-2"
        {...form.register('note')}
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Button type="submit" busy={form.busy} className="self-start">
          {AVAILABILITY.add}
        </Button>
        <FormOutcome outcome={form.outcome} />
      </div>
    </Form>
  );
}

/** The coming US public holidays, each added as a whole day of the company's with its name. */
function HolidayButtons({ taken }: { taken: TimeOff[] }) {
  const holidays = useHolidays();
  const add = useAddTimeOff();
  const action = useAction({
    run: async (day: { date: string; name: string }) => {
      await add.mutateAsync({ memberId: null, startDate: day.date, endDate: day.date, note: day.name });
      return AVAILABILITY.added;
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  const open = (holidays.data ?? []).filter(
    (h) => !taken.some((e) => e.startDate <= h.date && e.endDate >= h.date && e.startTime === null),
  );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-gray-800">{AVAILABILITY.holidaysTitle}</h3>
      <FormOutcome outcome={action.outcome} />
      {holidays.data && open.length === 0 ? <p className="text-sm text-gray-700">{AVAILABILITY.holidaysNone}</p> : null}
      <div className="flex flex-wrap gap-2">
        {open.map((h) => (
          <Button
            key={h.date}
            variant="secondary"
            size="sm"
            disabled={action.busy}
            aria-label={AVAILABILITY.holidayAdd(h.name, formatDay(h.date))}
            onClick={() => void action.run(h)}
          >
            {`${h.name} · ${formatDay(h.date)}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
