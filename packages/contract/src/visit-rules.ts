// docs/architecture.md "The visit": the rules both sides compute, free of zod and of texts, so the pages that only
// show a time (the job's page, the timeline, the console) load neither.

/** A no-show is possible this long after both the start and the arrival. */
export const NO_SHOW_WAIT_MINUTES = 30;
/** The no-show pay when the product says none: this share of the job's pay. */
export const DEFAULT_NO_SHOW_PAYOUT_PERCENT = 50;

/**
 * A job's scheduling kind as these rules need it (scheduling-kind.ts SchedulingKind): a date-only ("any time that
 * day") job's stored time is no one's appointment, so it is never a start to be late for (issue 54 item 13).
 */
type Kind = 'date' | 'datetime';

/**
 * The instant from which a no-show may be recorded: 30 minutes after the later of the start and the arrival; a
 * date-only job's from the arrival alone.
 */
export function noShowFrom(
  start: Date | string | null,
  checkedInAt: Date | string | null,
  kind: Kind = 'datetime',
): Date | null {
  if (!checkedInAt) return null;
  const arrival = new Date(checkedInAt).getTime();
  const begins = start && kind === 'datetime' ? new Date(start).getTime() : arrival;
  return new Date(Math.max(arrival, begins) + NO_SHOW_WAIT_MINUTES * 60_000);
}

/** Minutes late against the start (0 when on time or early); null without both instants, and for a date-only job. */
export function minutesLate(
  start: Date | string | null,
  checkedInAt: Date | string | null,
  kind: Kind = 'datetime',
): number | null {
  if (!start || !checkedInAt || kind === 'date') return null;
  return Math.max(0, Math.floor((new Date(checkedInAt).getTime() - new Date(start).getTime()) / 60_000));
}
