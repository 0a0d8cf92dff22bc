import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BusyClash, BusyTimeOffEntry } from '@vendor-portal/contract/availability';
import type { Db, Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { BusyAnswer } from './busy.ts';
import { timeOffSpans } from './time-off.ts';

// docs/architecture.md "Availability and dispatch": a 409 no-one-free or member-busy says why (issue 54 item 16):
// the clashing jobs with their service and start, and the time off entries overlapping the job (the company's,
// with memberId null, and the members' asked about). Added beside the answer's `conflicts` and `timeOff`.

export interface BusyDetails {
  clashes: BusyClash[];
  timeOffEntries: BusyTimeOffEntry[];
}

/**
 * The details of `busy` for the job `appointmentId` of `vendorId`: `members` are the members whose time off
 * counts (every one for a claim, the one asked about for an assignment); the company's entries always count.
 */
export async function busyDetails(
  tx: Tx,
  vendorId: number,
  appointmentId: number,
  busy: BusyAnswer,
  members: number[] | 'all',
): Promise<BusyDetails> {
  const jobs = await tx
    .select({
      id: appointments.id,
      start: appointments.actualDateTime,
      length: appointments.appointmentLength,
      lines: appointments.lines,
    })
    .from(appointments)
    .where(and(eq(appointments.vendorId, vendorId), inArray(appointments.id, [appointmentId, ...busy.conflicts])))
    .orderBy(asc(appointments.actualDateTime), asc(appointments.id));
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const clashes = busy.conflicts.flatMap((id) => {
    const j = byId.get(id);
    if (!j?.start) return [];
    return [
      {
        appointmentId: id,
        service: [...new Set(j.lines.map((l) => l.productTitle))].join(', '),
        startsAt: j.start.toISOString(),
      },
    ];
  });
  const job = byId.get(appointmentId);
  if (!job?.start) return { clashes, timeOffEntries: [] };
  const end = new Date(job.start.getTime() + job.length * 60_000);
  const spans = await timeOffSpans(tx as unknown as Db, vendorId, members, job.start, end);
  return {
    clashes,
    timeOffEntries: spans.map((s) => ({
      from: s.starts.toISOString(),
      to: s.ends.toISOString(),
      memberId: s.memberId,
    })),
  };
}
