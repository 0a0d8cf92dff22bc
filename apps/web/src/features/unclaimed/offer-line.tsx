import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useDeclineOffer } from './api/decline-offer.ts';
import { refreshUnclaimed } from './api/get-unclaimed.ts';

// docs/architecture.md "Availability and dispatch", offers: a job held for this company alone says so, with the
// time left (read again each minute; at the deadline the list is read again, as the job then opens to all), and
// offers Decline beside Claim.

/** Whole minutes from now until `iso`, rounded up (a job with 30 s left still has "1 min left"). */
const minutesUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 60_000));

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
  const decline = useDeclineOffer();
  const action = useAction({
    run: async () => {
      await decline.mutateAsync(appointmentId);
      return AVAILABILITY.declined;
    },
    failure: (err) =>
      AVAILABILITY.declineFailed(errorText(err, { fallback: orStatus(AVAILABILITY.declineFailed('')) })),
  });
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
      <span className="text-sm font-medium text-amber-900">{AVAILABILITY.offerLeft(left)}</span>
      {canDecline ? (
        <Button variant="secondary" size="sm" busy={action.busy} onClick={() => void action.run()}>
          {AVAILABILITY.decline}
        </Button>
      ) : null}
      <FormOutcome outcome={action.outcome} />
    </div>
  );
}
