import type { BusyClash, BusyTimeOffEntry } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { ApiError } from '../api/api-client.ts';
import { addCalendarDays, formatDay, formatDateIn, timeIn } from '../dates/dates.ts';
import { localParts } from '@vendor-portal/contract/dates';

// docs/architecture.md "Availability and dispatch" (issue 54 item 16): why a claim or an assignment is asked about.
// A 409 no-one-free or member-busy carries the clashing jobs (`clashes`) and the time off overlapping the job
// (`timeOffEntries`); each becomes one line, its times in the company's zone (12-hour in English).

const isClash = (v: unknown): v is BusyClash =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as BusyClash).service === 'string' &&
  typeof (v as BusyClash).startsAt === 'string';
const isEntry = (v: unknown): v is BusyTimeOffEntry =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as BusyTimeOffEntry).from === 'string' &&
  typeof (v as BusyTimeOffEntry).to === 'string';

const listOf = <T>(value: unknown, is: (v: unknown) => v is T): T[] => (Array.isArray(value) ? value.filter(is) : []);

/** An entry's span: whole days as days ("Jun 3, 2027", "Jun 3, 2027 – Jun 5, 2027"), else from and to times. */
function spanText(entry: BusyTimeOffEntry, zone: string | undefined): string {
  const [fromDay, fromTime] = localParts(entry.from, zone).split('T') as [string, string];
  const [toDay, toTime] = localParts(entry.to, zone).split('T') as [string, string];
  if (fromTime === '00:00' && toTime === '00:00') {
    const last = addCalendarDays(toDay, -1);
    return last === fromDay ? formatDay(fromDay) : AVAILABILITY.range(formatDay(fromDay), formatDay(last));
  }
  const to = toDay === fromDay ? timeIn(entry.to, zone) : formatDateIn(entry.to, zone);
  return AVAILABILITY.range(formatDateIn(entry.from, zone), to);
}

/**
 * The lines that say why (empty when the error carries none): each clashing job, then each time off entry;
 * `nameOf` names a member's entry when the page knows the member.
 */
export function busyReasons(
  err: unknown,
  zone: string | undefined,
  nameOf: (memberId: number) => string | undefined = () => undefined,
): string[] {
  if (!(err instanceof ApiError)) return [];
  const clashes = listOf(err.details.clashes, isClash).map((c) =>
    AVAILABILITY.clashWith(c.service, formatDateIn(c.startsAt, zone)),
  );
  const off = listOf(err.details.timeOffEntries, isEntry).map((e) => {
    const when = spanText(e, zone);
    if (e.memberId === null) return AVAILABILITY.companyOffThen(when);
    const name = nameOf(e.memberId);
    return name ? AVAILABILITY.memberOffThen(name, when) : AVAILABILITY.someoneOffThen(when);
  });
  return [...clashes, ...off];
}
