import { Link } from 'react-router';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {INSIGHTS.gapZip}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {INSIGHTS.gapService}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    {INSIGHTS.gapJobs}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {INSIGHTS.gapNearest}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 align-top">
                {gaps.data.map((g) => (
                  <tr key={`${g.zipCode}-${g.productId}`}>
                    <th scope="row" className="py-2 pr-3 font-medium tabular-nums text-gray-900">
                      {g.zipCode}
                    </th>
                    <td className="py-2 pr-3 text-gray-900">{g.productTitle}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{g.openJobs}</td>
                    <td className="py-2">
                      {g.nearest.length === 0 ? (
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
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
