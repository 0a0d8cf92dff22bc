import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUALITY_CONSOLE } from '@vendor-portal/contract/messages/quality-console';
import { tierName } from '@vendor-portal/contract/tiers';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { FigureTable } from '../../components/charts/figure-table.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useOpsQuality } from './api/get-ops-quality.ts';

// docs/architecture.md "Scorecard and tiers": the quality console, every company's 28 days worst first, "Flagged
// only" kept in the address; each company opens its review page, where a person decides (the review status). The
// appeals queue is its own page (/ops/quality/appeals).

const percent = (rate: number | null) =>
  rate === null ? QUALITY_CONSOLE.noValue : QUALITY_CONSOLE.onTimeValue(Math.floor(rate * 100));

export function QualityPage() {
  const [params, setParams] = useSearchParams();
  const flaggedOnly = params.get('flagged') === 'true';
  const quality = useOpsQuality(flaggedOnly);
  let body: ReactNode;
  if (quality.isPending) body = <LoadingState text={QUALITY_CONSOLE.loading} />;
  else if (quality.isError) body = <Alert>{errorText(quality.error, { fallback: QUALITY_CONSOLE.loadFailed })}</Alert>;
  else if (quality.data.length === 0) body = <EmptyState title={QUALITY_CONSOLE.none} />;
  else
    body = (
      <FigureTable
        layout="stacked"
        caption={QUALITY_CONSOLE.pageTitle}
        rows={quality.data}
        rowKey={(row) => String(row.vendorId)}
        columns={[
          {
            header: QUALITY_CONSOLE.company,
            cell: (row) => (
              <Link to={`/ops/vendors/${row.vendorId}`} className="font-medium text-brand-700 underline">
                {row.title}
              </Link>
            ),
          },
          { header: QUALITY_CONSOLE.tier, cell: (row) => tierName(row.tier) },
          { header: QUALITY_CONSOLE.jobs, figure: true, cell: (row) => row.jobs },
          { header: QUALITY_CONSOLE.onTime, figure: true, cell: (row) => percent(row.onTimeRate) },
          { header: QUALITY_CONSOLE.lateReleases, figure: true, cell: (row) => row.lateReleases },
          { header: QUALITY_CONSOLE.noShows, figure: true, cell: (row) => row.noShows },
          {
            header: QUALITY_CONSOLE.rating,
            figure: true,
            cell: (row) =>
              row.ratingAverage === null
                ? QUALITY_CONSOLE.noValue
                : QUALITY_CONSOLE.ratingValue(row.ratingAverage.toFixed(2), row.ratingCount),
          },
          {
            header: QUALITY_CONSOLE.why,
            cell: (row) =>
              row.flagged ? (
                <span className="flex flex-col items-start gap-1 max-sm:items-end">
                  <Badge tone="warning">{QUALITY_CONSOLE.flagged}</Badge>
                  {row.why.map((line) => (
                    <span key={line} className="text-sm text-gray-800">
                      {line}
                    </span>
                  ))}
                </span>
              ) : (
                QUALITY_CONSOLE.noValue
              ),
          },
        ]}
      />
    );
  return (
    <>
      <PageHeader title={QUALITY_CONSOLE.pageTitle}>
        <Link
          to="/ops/quality/appeals"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          {QUALITY_CONSOLE.appeals}
        </Link>
        <p className="w-full text-sm text-gray-700">{QUALITY_CONSOLE.hint}</p>
      </PageHeader>
      <div className="flex flex-col gap-3">
        <Checkbox
          label={QUALITY_CONSOLE.flaggedOnly}
          checked={flaggedOnly}
          onChange={(e) => setParams(e.target.checked ? { flagged: 'true' } : {}, { replace: true })}
        />
        <Card className="overflow-hidden">{body}</Card>
      </div>
    </>
  );
}
