import { Link } from 'react-router';
import { QUALITY } from '@vendor-portal/contract/messages';
import { tierName } from '@vendor-portal/contract/tiers';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { useScorecard } from './api/get-scorecard.ts';
import { FigureWithJobs } from './figure-jobs.tsx';
import { scorecardFigures } from './figures.ts';
import { NextTier } from './scorecard-page.tsx';

// docs/architecture.md "Scorecard and tiers": the landing page's card (owner, office): the tier, each figure with
// its jobs, the next tier's lines and a link to the page. Nothing while it loads or when it cannot (the page says).
export function ScorecardCard() {
  const scorecard = useScorecard();
  if (!scorecard.data) return null;
  const card = scorecard.data;
  return (
    <Card>
      <CardHeader
        title={QUALITY.cardTitle}
        subtitle={QUALITY.tierLine({ tier: tierName(card.tier) })}
        actions={
          <Link
            to="/scorecard"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
          >
            {QUALITY.openScorecard}
          </Link>
        }
      />
      <CardBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {scorecardFigures(card).map((figure) => (
            <FigureWithJobs key={figure.key} figure={figure} />
          ))}
        </div>
        <NextTier card={card} />
      </CardBody>
    </Card>
  );
}
