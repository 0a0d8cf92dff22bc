import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { SchedulingKind } from '@vendor-portal/contract/scheduling-kind';
import type { Dispatch, DispatchState } from '@vendor-portal/contract/availability';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { Db } from '../../db/client.ts';
import { appointments, properties, vendorMembers } from '../../db/schema.ts';
import { takesJobsOf } from './busy.ts';
import { timeOffSpans } from './time-off.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';

// GET /api/dispatch?date&days (owner, office; docs/architecture.md "Availability and dispatch"): the company's
// members, its time off and its open jobs in those days of its zone, for the board.

/** The instants of [date, date + days) on the company's wall clock (DST moves them as it should). */
async function daysOf(db: Db, vendorId: number, date: string, days: number): Promise<{ from: Date; to: Date }> {
  const zone = vendorTimeZone(vendorId);
  const result = await db.execute(sql`select
      ((${date}::date + time '00:00') at time zone ${zone}) as "from",
      (((${date}::date + ${days}::int) + time '00:00') at time zone ${zone}) as "to"`);
  const [row] = (result as unknown as { rows: Array<{ from: string | Date; to: string | Date }> }).rows;
  return { from: new Date(row!.from), to: new Date(row!.to) };
}

/**
 * Where a job stands (issue 54 item 25), on the injected clock: a no-show or done once closed or Done tapped, arrived
 * once Arrived tapped, late when a timed job's start has passed without an arrival (a date-only job's stored time is
 * no appointment: never late), otherwise upcoming.
 */
export function dispatchState(
  job: {
    start: Date;
    checkedInAt: Date | null;
    checkedOutAt: Date | null;
    completedAt: Date | null;
    outcome: string | null;
  },
  kind: SchedulingKind,
  now: Date,
): DispatchState {
  if (job.outcome === 'no-show') return 'no-show';
  if (job.completedAt || job.checkedOutAt) return 'done';
  if (job.checkedInAt) return 'arrived';
  return kind === 'datetime' && job.start.getTime() < now.getTime() ? 'late' : 'upcoming';
}

export async function dispatchBoard(
  db: Db,
  vendorId: number,
  date: string,
  days: number,
  now: Date = new Date(),
): Promise<Dispatch> {
  const { from, to } = await daysOf(db, vendorId, date, days);
  const members = await db
    .select({
      id: vendorMembers.id,
      name: vendorMembers.name,
      role: vendorMembers.role,
      takesJobs: sql<boolean>`${takesJobsOf('vendor_members')}`.mapWith(Boolean),
    })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.status, 'active')))
    .orderBy(desc(sql`${vendorMembers.role} = 'owner'`), asc(vendorMembers.id));
  const jobs = await db
    .select({
      id: appointments.id,
      start: appointments.actualDateTime,
      length: appointments.appointmentLength,
      assigneeId: appointments.assigneeId,
      lines: appointments.lines,
      city: properties.city,
      zipCode: properties.zipCode,
      checkedInAt: appointments.checkedInAt,
      checkedOutAt: appointments.checkedOutAt,
      completedAt: appointments.completedAt,
      outcome: appointments.outcome,
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .where(
      and(
        eq(appointments.vendorId, vendorId),
        // A completed job stays on its day, marked done (issue 54 item 25); a cancelled one has left.
        isNull(appointments.cancelledAt),
        gte(appointments.actualDateTime, from),
        lt(appointments.actualDateTime, to),
      ),
    )
    .orderBy(asc(appointments.actualDateTime), asc(appointments.id));
  const spans = await timeOffSpans(db, vendorId, 'all', from, to);
  return {
    members,
    timeOff: spans.map(({ starts: _s, ends: _e, ...entry }) => entry),
    appointments: jobs.map((j) => ({
      state: dispatchState({ ...j, start: j.start! }, schedulingKindOfLines(j.lines), now),
      id: j.id,
      start: j.start!.toISOString(),
      end: new Date(j.start!.getTime() + j.length * 60_000).toISOString(),
      assigneeId: j.assigneeId,
      title: [...new Set(j.lines.map((l) => l.productTitle))].join(', '),
      city: j.city,
      zipCode: j.zipCode,
      schedulingKind: schedulingKindOfLines(j.lines),
    })),
  };
}
