import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { AVAILABILITY, GENERAL } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useDeclineOffer } from './api/decline-offer.ts';
import { refreshUnclaimed } from './api/get-unclaimed.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { calendarDayIn, formatDateIn, timeIn } from '../../lib/dates/dates.ts';

// docs/architecture.md "Availability and dispatch", offers: a job held for this company alone says so, with the
// time left (read again each minute; at the deadline the list is read again, as the job then opens to all), and
// offers Decline beside Claim.

/** Whole minutes from now until `iso`, rounded up (a job with 30 s left still has "1 min left"). */
const minutesUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 60_000));

/** "25 min left", "1 h 30 min left". */
const timeLeft = (minutes: number) =>
  minutes < 60 ? AVAILABILITY.offerLeft(minutes) : AVAILABILITY.offerLeftHours(Math.floor(minutes / 60), minutes % 60);

/**
 * The deadline as a clock time in the company's zone (issue 54 item 21), "until 11:30 AM"; with its day when it is
 * not today there.
 */
function deadline(expiresAt: string, zone: string): string {
  const sameDay = calendarDayIn(new Date(expiresAt), zone) === calendarDayIn(new Date(), zone);
  return AVAILABILITY.offerUntil(sameDay ? timeIn(expiresAt, zone) : formatDateIn(expiresAt, zone));
}

function useMinutesLeft(expiresAt: string, onOver: () => void): number {
  const [left, setLeft] = useState(() => minutesUntil(expiresAt));
  useEffect(() => {
    const tick = () => {
      const now = minutesUntil(expiresAt);
      setLeft(now);
      if (now === 0) onOver();
    };
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [expiresAt, onOver]);
  return left;
}

export function OfferLine({
  appointmentId,
  expiresAt,
  canDecline,
}: {
  appointmentId: number;
  expiresAt: string;
  canDecline: boolean;
}) {
  const queryClient = useQueryClient();
  const readAgain = useCallback(() => void refreshUnclaimed(queryClient), [queryClient]);
  const left = useMinutesLeft(expiresAt, readAgain);
  const zone = useVendorTimeZone();
  // mutate, not the forms chunk's useAction: the Unclaimed page loads no form (its budget); the list read again
  // after a decline drops this line, and a refusal shows the server's words (e.g. the offer ran out meanwhile).
  const decline = useDeclineOffer();
  if (left === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2"
      data-testid="offer-line"
    >
      <Badge tone="warning" className="gap-1">
        <Hourglass aria-hidden="true" className="size-3" />
        {AVAILABILITY.offered}
      </Badge>
      <span className="text-sm font-medium text-amber-900">
        {timeLeft(left)}
        {zone ? <span className="font-normal"> · {deadline(expiresAt, zone)}</span> : null}
      </span>
      {canDecline ? (
        <Button variant="secondary" size="sm" busy={decline.isPending} onClick={() => decline.mutate(appointmentId)}>
          {AVAILABILITY.decline}
        </Button>
      ) : null}
      {decline.error ? (
        <Alert className="w-full">{errorText(decline.error, { fallback: orStatus(GENERAL.internal) })}</Alert>
      ) : null}
    </div>
  );
}
