import type { Appointment } from '@vendor-portal/contract/appointments';
import { MONEY } from '@vendor-portal/contract/messages';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { addCalendarDays, calendarDayIn, weekLabel } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { useDisputes } from './api/disputes.ts';
import { DisputeForm, DisputeItem } from './week-disputes.tsx';

// docs/architecture.md "Money that is fair": the owner disputes a job from its own page as well as from the
// week on Earnings. The job counts in the week (Monday, the company's zone) it was completed, or cancelled (a late
// cancellation's fee); a job still to come has nothing to dispute yet. The server decides whose job it is (404).

/** The Monday (YYYY-MM-DD) of the week holding `instant` in `timeZone`: weeks run Monday to Sunday. */
export function weekStartIn(instant: string, timeZone: string): string {
  const day = calendarDayIn(new Date(instant), timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

function JobDisputeCard({ appointment, closedAt }: { appointment: Appointment; closedAt: string }) {
  const zone = useVendorTimeZone();
  const disputes = useDisputes();
  if (zone === undefined) return null;
  const weekStart = weekStartIn(closedAt, zone);
  const mine = (disputes.data ?? []).filter((d) => d.appointmentId === appointment.id);
  const service = appointment.appointmentDetails.products.map((p) => p.title).join(', ');
  return (
    <Card>
      <CardHeader title={MONEY.jobDisputeTitle} subtitle={MONEY.jobDisputeWeek(weekLabel(weekStart))} />
      <CardBody className="flex flex-col gap-3">
        {disputes.isError ? (
          <ErrorText>{errorText(disputes.error, { fallback: MONEY.disputesFailed })}</ErrorText>
        ) : null}
        {mine.length > 0 ? (
          <ul aria-label={MONEY.jobDisputesTitle} className="divide-y divide-gray-100">
            {mine.map((d) => (
              <DisputeItem key={d.id} dispute={d} jobs={[{ id: appointment.id, service }]} />
            ))}
          </ul>
        ) : null}
        <DisputeForm
          weekStart={weekStart}
          jobs={[]}
          appointmentId={appointment.id}
          title={MONEY.jobDisputeTitle}
          titled={false}
        />
      </CardBody>
    </Card>
  );
}

/** On a job's page, for those who read the company's money (the owner): its disputes and a new one. */
export function JobDispute({ appointment }: { appointment: Appointment }) {
  const readsMoney = useMay('earnings');
  const closedAt = appointment.completedAt ?? appointment.cancelledAt ?? null;
  if (!readsMoney || closedAt === null) return null;
  return <JobDisputeCard appointment={appointment} closedAt={closedAt} />;
}
