import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Insights } from '@vendor-portal/contract/ops/insights';
import { FigureTable } from '../../../components/charts/figure-table.tsx';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/empty-state.tsx';
import { consoleDay } from '../../../lib/dates/dates.ts';
import { useTimeToClaim } from '../api/get-insights-time-to-claim.ts';
import { ExportButton } from './export-button.tsx';

/** Time to claim: the period's figures, a line per week (median, 90th percentile) and a table per service. */
export function TimeToClaimCard({ summary, days }: { summary: Insights['timeToClaim']; days: number }) {
  const detail = useTimeToClaim(days);
  const m = INSIGHTS.minutes;
  return (
    <Card>
      <CardHeader
        title={INSIGHTS.claimTitle}
        actions={
          <ExportButton view="time-to-claim" days={days} label={`${INSIGHTS.exportCsv}: ${INSIGHTS.claimTitle}`} />
        }
      />
      <CardBody className="flex flex-col gap-4">
        {summary.count === 0 ? (
          <EmptyState title={INSIGHTS.claimNone} />
        ) : (
          <>
            <p className="text-sm text-gray-800">
              {INSIGHTS.claimSummary(summary.count, m(summary.p50Minutes), m(summary.p90Minutes))}
            </p>
            {detail.isPending ? <LoadingState text={CONSOLE.loading} /> : null}
            {detail.isError ? <p role="alert">{CONSOLE.loadFailed}</p> : null}
            {detail.data ? (
              <>
                <LineChart
                  title={INSIGHTS.claimTitle}
                  xLabel={INSIGHTS.claimWeek}
                  xs={detail.data.weeks.map((w) => consoleDay(w.weekStart))}
                  series={[
                    { label: INSIGHTS.claimMedian, values: detail.data.weeks.map((w) => w.p50Minutes) },
                    { label: INSIGHTS.claimP90, values: detail.data.weeks.map((w) => w.p90Minutes) },
                  ]}
                  format={m}
                />
                <FigureTable
                  caption={INSIGHTS.claimByService}
                  showCaption
                  rows={detail.data.services}
                  rowKey={(s) => s.productId}
                  columns={[
                    { header: INSIGHTS.claimService, cell: (s) => s.productTitle },
                    { header: INSIGHTS.claimCount, figure: true, cell: (s) => s.count },
                    { header: INSIGHTS.claimMedian, figure: true, cell: (s) => m(s.p50Minutes) },
                    { header: INSIGHTS.claimP90, figure: true, cell: (s) => m(s.p90Minutes) },
                  ]}
                />
              </>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
