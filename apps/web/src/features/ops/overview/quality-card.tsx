import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Insights } from '@vendor-portal/contract/ops/insights';
import { tierName } from '@vendor-portal/contract/tiers';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ExportButton } from './export-button.tsx';

/** Issue 57: the marketplace's rating average in the period and each tier's share of the companies now. */
export function QualityCard({ summary, days }: { summary: Insights['quality']; days: number }) {
  const companies = summary.tiers.standard + summary.tiers.pro + summary.tiers.elite;
  const share = (n: number) => (companies === 0 ? 0 : Math.round((n / companies) * 100));
  return (
    <Card>
      <CardHeader
        title={INSIGHTS.qualityTitle}
        actions={<ExportButton view="quality" days={days} label={`${INSIGHTS.exportCsv}: ${INSIGHTS.qualityTitle}`} />}
      />
      <CardBody className="flex flex-col gap-2 text-sm text-gray-800">
        <p>
          {summary.ratingAverage === null
            ? INSIGHTS.qualityNoRatings
            : INSIGHTS.qualityAverage(summary.ratingAverage.toFixed(2), summary.ratingCount)}
        </p>
        <ul className="flex flex-col gap-1">
          {(['elite', 'pro', 'standard'] as const).map((tier) => (
            <li key={tier}>{INSIGHTS.tierShare(tierName(tier), summary.tiers[tier], share(summary.tiers[tier]))}</li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
