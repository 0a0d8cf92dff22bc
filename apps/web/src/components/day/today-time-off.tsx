import { CalendarOff } from 'lucide-react';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { clockTime, dayIn } from '@vendor-portal/contract/dates';
import { useTimeOff } from '../../lib/api/time-off.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';

// docs/architecture.md "Availability and dispatch": a member's day shows its own time off (and the company's)
// for today, the calendar day in the company's zone, beside its jobs.

export function TodayTimeOff({ now = new Date() }: { now?: Date }) {
  const list = useTimeOff();
  const zone = useVendorTimeZone();
  if (!list.data || !zone) return null;
  const today = dayIn(now, zone);
  const mine = list.data.memberId;
  const entries = list.data.entries.filter(
    (e) => e.startDate <= today && e.endDate >= today && (e.memberId === null || e.memberId === mine),
  );
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="today-time-off" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
      <h2 id="today-time-off" className="flex items-center gap-2 font-semibold text-amber-900">
        <CalendarOff aria-hidden="true" className="size-4" />
        {AVAILABILITY.todayTitle}
      </h2>
      <ul className="mt-1 text-sm text-amber-900">
        {entries.map((e) => (
          <li key={e.id}>
            {(e.memberId === null ? AVAILABILITY.todayCompany : AVAILABILITY.todayOwn)(
              e.startTime && e.endTime
                ? AVAILABILITY.hours(clockTime(e.startTime), clockTime(e.endTime))
                : AVAILABILITY.wholeDays,
            )}
            {e.note ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
