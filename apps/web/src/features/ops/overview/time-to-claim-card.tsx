import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Insights } from '@vendor-portal/contract/ops/insights';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/empty-state.tsx';
import { formatDay } from '../format.ts';
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
                  xs={detail.data.weeks.map((w) => formatDay(w.weekStart))}
                  series={[
                    { label: INSIGHTS.claimMedian, values: detail.data.weeks.map((w) => w.p50Minutes) },
                    { label: INSIGHTS.claimP90, values: detail.data.weeks.map((w) => w.p90Minutes) },
                  ]}
                  format={m}
                />
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="mb-1 text-left font-semibold text-gray-900">{INSIGHTS.claimByService}</caption>
                    <thead className="text-gray-600">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          {INSIGHTS.claimService}
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          {INSIGHTS.claimCount}
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right font-medium">
                          {INSIGHTS.claimMedian}
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          {INSIGHTS.claimP90}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-gray-100 tabular-nums">
                      {detail.data.services.map((s) => (
                        <tr key={s.productId}>
                          <th scope="row" className="py-1 pr-3 font-normal text-gray-900">
                            {s.productTitle}
                          </th>
                          <td className="py-1 pr-3 text-right">{s.count}</td>
                          <td className="py-1 pr-3 text-right">{m(s.p50Minutes)}</td>
                          <td className="py-1 text-right">{m(s.p90Minutes)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
