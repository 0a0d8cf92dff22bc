import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Insights } from '@vendor-portal/contract/ops/insights';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Alert latency (docs/architecture.md "Alerts on the phone"): median and 99th percentile, booking to alert sent. */
export function AlertsCard({ summary }: { summary: Insights['alerts'] }) {
  return (
    <Card>
      <CardHeader title={INSIGHTS.alertsTitle} />
      <CardBody>
        {summary.count === 0 ? (
          <EmptyState title={INSIGHTS.alertsNone} />
        ) : (
          <p className="text-sm text-gray-800">
            {INSIGHTS.alertsSummary(summary.count, INSIGHTS.seconds(summary.p50Ms), INSIGHTS.seconds(summary.p99Ms))}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
