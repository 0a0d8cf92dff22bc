import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { minutesLate } from '@vendor-portal/contract/visit-rules';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import { Badge } from '../ui/badge.tsx';

// docs/features.md "The visit": lateness against the start, for the company (the job's page, the timeline) and staff.

/** Arrival against the start, as the company reads it: "On time" or "12 min late"; nothing for a date-only job. */
export function LatenessBadge({ appointment }: { appointment: Appointment }) {
  const late = minutesLate(
    appointment.actualDateTime,
    appointment.checkedInAt ?? null,
    schedulingKind(appointment.appointmentDetails),
  );
  if (late === null) return null;
  return late > 0 ? <Badge tone="warning">{VISIT.late(late)}</Badge> : <Badge tone="success">{VISIT.onTime}</Badge>;
}
