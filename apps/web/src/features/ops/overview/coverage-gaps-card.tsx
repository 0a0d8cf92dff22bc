import { Link } from 'react-router';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { FigureTable } from '../../../components/charts/figure-table.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/empty-state.tsx';
import { useCoverageGaps } from '../api/get-insights-coverage-gaps.ts';
import { ExportButton } from './export-button.tsx';

/** Where no vendor may take the job: each gap, its waiting jobs and the vendors nearest to filling it. */
export function CoverageGapsCard({ days }: { days: number }) {
  const gaps = useCoverageGaps();
  return (
    <Card>
      <CardHeader
        title={INSIGHTS.gapsTitle}
        actions={
          <ExportButton view="coverage-gaps" days={days} label={`${INSIGHTS.exportCsv}: ${INSIGHTS.gapsTitle}`} />
        }
      />
      <CardBody>
        {gaps.isPending ? <LoadingState text={CONSOLE.loading} /> : null}
        {gaps.isError ? <p role="alert">{CONSOLE.loadFailed}</p> : null}
        {gaps.data && gaps.data.length === 0 ? <EmptyState title={INSIGHTS.gapsEmpty} /> : null}
        {gaps.data && gaps.data.length > 0 ? (
          <FigureTable
            caption={INSIGHTS.gapsTitle}
            rows={gaps.data}
            rowKey={(g) => `${g.zipCode}-${g.productId}`}
            columns={[
              { header: INSIGHTS.gapZip, className: 'tabular-nums', cell: (g) => g.zipCode },
              { header: INSIGHTS.gapService, className: 'text-gray-900', cell: (g) => g.productTitle },
              { header: INSIGHTS.gapJobs, figure: true, cell: (g) => g.openJobs },
              {
                header: INSIGHTS.gapNearest,
                cell: (g) =>
                  g.nearest.length === 0 ? (
                    <span className="text-gray-600">{INSIGHTS.gapNoneNear}</span>
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {g.nearest.map((n) => (
                        <li key={n.id}>
                          <Link to={`/ops/vendors/${n.id}`} className="text-brand-700 underline">
                            {n.title}
                          </Link>{' '}
                          <span className="text-gray-600">({INSIGHTS.nearReason[n.reason]})</span>
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        ) : null}
      </CardBody>
    </Card>
  );
}
