import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { minutesLate } from '@vendor-portal/contract/visit-rules';
import { Badge } from '../ui/badge.tsx';

// docs/features.md "The visit": lateness against the start, for the company (the job's page, the timeline) and staff.

/** Arrival against the start, as the company reads it: "On time" or "12 min late". */
export function LatenessBadge({ appointment }: { appointment: Appointment }) {
  const late = minutesLate(appointment.actualDateTime, appointment.checkedInAt ?? null);
  if (late === null) return null;
  return late > 0 ? <Badge tone="warning">{VISIT.late(late)}</Badge> : <Badge tone="success">{VISIT.onTime}</Badge>;
}
