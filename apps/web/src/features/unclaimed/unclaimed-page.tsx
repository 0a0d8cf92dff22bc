import { useEffect, useState } from 'react';
import type { JobFit, UnclaimedItem } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, EARNINGS, GENERAL, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useClaimAppointment } from './api/claim-appointment.ts';
import { ClaimQuestionDialog } from './claim-question-dialog.tsx';
import { useUnclaimed } from './api/get-unclaimed.ts';
import { EligibilityPanel } from './eligibility-panel.tsx';
import { newJobs, useNewJobs } from '../../lib/live/new-jobs-store.ts';
import { withHeldCards, type HeldCard } from './held-cards.ts';
import { useOpenJobs } from './api/get-open-jobs.ts';
import { clashesOf, withFilter, type FitFilter } from './job-fit.tsx';
import { NearbyJobs } from './nearby-jobs.tsx';
import { UnclaimedCard } from './unclaimed-card.tsx';

/** docs/product-spec.md §9: the claim success banner shows for 5 seconds. */
export const CLAIM_BANNER_MS = 5000;

type JobOrder = 'soonest' | 'pay';

/**
 * The server's order is soonest first; "Highest pay first" sorts by the job's pay (ties keep the
 * server's order). Issue 29: a vendor chooses a job by what it pays.
 */
function inOrder(items: UnclaimedItem[], order: JobOrder): UnclaimedItem[] {
  if (order === 'soonest') return items;
  // A job offered to the company alone stays first, as the server lists it (docs/architecture.md "Availability and dispatch").
  return [...items].sort(
    (a, b) =>
      Number(!a.offer) - Number(!b.offer) || (b.appointment.payoutCents ?? 0) - (a.appointment.payoutCents ?? 0),
  );
}

export function UnclaimedPage() {
  const { token } = useSession();
  const [claimError, setClaimError] = useState<string | null>(null);
  // A new number per success restarts the banner's timer.
  const [banner, setBanner] = useState<number | null>(null);
  const unclaimed = useUnclaimed();
  // Jobs that arrived live are highlighted until the vendor leaves the page (app/live-events.tsx).
  const fresh = useNewJobs();
  useEffect(() => () => newJobs.clear(), []);

  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), CLAIM_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // The cards being claimed or claimed on this visit, kept in place (held-cards.ts); leaving the page lets them go.
  const [held, setHeld] = useState<ReadonlyMap<number, HeldCard>>(new Map());
  const list = unclaimed.data;
  const [order, setOrder] = useState<JobOrder>('soonest');
  const [filter, setFilter] = useState<FitFilter>('all');
  const listed = list?.data ?? [];
  const items = withHeldCards(inOrder(withFilter(listed, filter), order), held);
  // The vendor's open jobs name the clashes (service and time); read only when a card has one.
  const openJobs = useOpenJobs(listed.some((item) => item.fit.conflicts.length > 0)).data;
  // A claim that clashes is asked first, naming the clash (docs/architecture.md "The working day"). The names are
  // read as the dialog renders: a tap before the vendor's jobs have loaded shows the clash by its number, then by
  // its service and time once they come.
  const [asking, setAsking] = useState<{ id: number; fit: JobFit } | null>(null);
  const askingAbout = asking ? clashesOf(asking.fit, openJobs) : [];
  const hold = (id: number, change: (card: HeldCard | undefined) => HeldCard | null) =>
    setHeld((current) => {
      const next = new Map(current);
      const card = change(current.get(id));
      if (card) next.set(id, card);
      else next.delete(id);
      return next;
    });

  const claim = useClaimAppointment({
    onMutate: (id) => {
      setClaimError(null);
      setBanner(null);
      const index = items.findIndex((i) => i.appointment.id === id);
      if (index >= 0) hold(id, () => ({ item: items[index]!, index, claimed: false }));
    },
    onSuccess: (id) => {
      setBanner((n) => (n ?? 0) + 1);
      hold(id, (card) => (card ? { ...card, claimed: true } : null));
    },
    onError: (err, id) => {
      // A refused claim lets the card go: the list says what the server has (gone when claimed by another).
      hold(id, () => null);
      setClaimError(APPOINTMENTS.claimError(errorText(err, { fallback: orStatus(GENERAL.internal) })));
    },
  });

  // docs/architecture.md "Who may claim": a vendor that may not claim sees why, and the
  // jobs of its area without customer data and without a Claim button.
  const canClaim = list?.eligibility.canClaim ?? true;
  const loadError = !token
    ? APPOINTMENTS.unclaimedAuthRequired
    : unclaimed.error
      ? errorText(unclaimed.error, {
          codes: { unauthenticated: APPOINTMENTS.unclaimedAuthRequired },
          fallback: APPOINTMENTS.unclaimedLoadFailed,
        })
      : null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={APPOINTMENTS.unclaimedTitle} />
      {/* The claim's success shows over the page, not in its flow: when it goes after 5 s nothing under the
          vendor's thumb moves. At the foot of the screen, clear of the page's heading (issue 28). The region is
          always there, so that screen readers announce what appears in it. */}
      <div
        aria-live="polite"
        data-testid="claim-toast-region"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-3"
      >
        {banner !== null ? (
          <Alert tone="success" className="pointer-events-auto w-full max-w-md shadow-lg">
            {APPOINTMENTS.claimSuccess}
          </Alert>
        ) : null}
      </div>
      {claimError ? <Alert>{claimError}</Alert> : null}
      {loadError ? <Alert>{loadError}</Alert> : null}
      {!loadError && unclaimed.isPending ? <LoadingState text={APPOINTMENTS.loadingUnclaimed} /> : null}
      {list && !canClaim ? <EligibilityPanel reasons={list.eligibility.reasons} /> : null}
      {listed.length > 1 ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <SelectField
            label={EARNINGS.sortLabel}
            value={order}
            onChange={(e) => setOrder(e.target.value as JobOrder)}
            containerClassName="sm:max-w-xs sm:flex-1"
          >
            <option value="soonest">{EARNINGS.sortBySoonest}</option>
            <option value="pay">{EARNINGS.sortByPay}</option>
          </SelectField>
          <SelectField
            label={WORKING_DAY_FIT.fitFilterLabel}
            value={filter}
            onChange={(e) => setFilter(e.target.value as FitFilter)}
            containerClassName="sm:max-w-xs sm:flex-1"
          >
            <option value="all">{WORKING_DAY_FIT.fitFilterAll}</option>
            <option value="fits">{WORKING_DAY_FIT.fitFilterFits}</option>
          </SelectField>
        </div>
      ) : null}
      {list && items.length === 0 ? (
        <Card>
          <EmptyState title={listed.length > 0 ? WORKING_DAY_FIT.noneFit : APPOINTMENTS.unclaimedEmpty} />
        </Card>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.appointment.id}>
            <UnclaimedCard
              item={item}
              clashes={clashesOf(item.fit, openJobs)}
              fresh={fresh.has(item.appointment.id)}
              canClaim={canClaim}
              claimed={held.get(item.appointment.id)?.claimed ?? false}
              claiming={claim.isPending && claim.variables === item.appointment.id}
              disabled={claim.isPending}
              onClaim={(clashes) =>
                !token
                  ? setClaimError(APPOINTMENTS.claimAuthRequired)
                  : clashes.length > 0
                    ? setAsking({ id: item.appointment.id, fit: item.fit })
                    : claim.mutate(item.appointment.id)
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={WORKING_DAY_FIT.claimClashTitle}
        message={WORKING_DAY_FIT.claimClashText(askingAbout.map((c) => c.label).join('; '))}
        confirmLabel={WORKING_DAY_FIT.claimClashConfirm}
        cancelLabel={WORKING_DAY_FIT.claimClashCancel}
        confirmVariant="primary"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) claim.confirm(asking.id);
          setAsking(null);
        }}
      />
      <ClaimQuestionDialog claim={claim} />
      {list && list.nearby.length > 0 ? <NearbyJobs items={list.nearby} /> : null}
    </div>
  );
}
