import type { Scorecard } from '@vendor-portal/contract/scorecard';
import { QUALITY } from '@vendor-portal/contract/messages';
import { tierName } from '@vendor-portal/contract/tiers';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { dayLabel } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useScorecard } from './api/get-scorecard.ts';
import { FigureWithJobs } from './figure-jobs.tsx';
import { scorecardFigures } from './figures.ts';
import { TierTable } from './tier-table.tsx';

// docs/architecture.md "Scorecard and tiers": the company's last 28 days (owner, office), every figure opening the
// list of its jobs, the tier, what the next one needs, and the tier table as it is.

export function NextTier({ card }: { card: Scorecard }) {
  if (!card.next) return <p className="text-sm text-gray-800">{QUALITY.topTier}</p>;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-gray-900">{QUALITY.nextTitle({ tier: tierName(card.next.tier) })}</h3>
      <ul className="list-disc pl-5 text-sm text-gray-800">
        {card.next.missing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function ScorecardPage() {
  const scorecard = useScorecard();
  if (scorecard.isPending)
    return (
      <>
        <PageHeader title={QUALITY.pageTitle} />
        <LoadingState text={QUALITY.pageTitle} />
      </>
    );
  if (scorecard.isError)
    return (
      <>
        <PageHeader title={QUALITY.pageTitle} />
        <Alert>{errorText(scorecard.error, { fallback: QUALITY.pageTitle })}</Alert>
      </>
    );
  const card = scorecard.data;
  return (
    <>
      <PageHeader title={QUALITY.pageTitle} />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader
            title={QUALITY.tierLine({ tier: tierName(card.tier) })}
            subtitle={QUALITY.period({ from: dayLabel(card.from), to: dayLabel(card.to) })}
            actions={<Badge tone="brand">{tierName(card.tier)}</Badge>}
          />
          <CardBody className="flex flex-col gap-4">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {scorecardFigures(card).map((figure) => (
                <FigureWithJobs key={figure.key} figure={figure} />
              ))}
            </div>
            <NextTier card={card} />
          </CardBody>
        </Card>
        <TierTable current={card.tier} />
      </div>
    </>
  );
}
