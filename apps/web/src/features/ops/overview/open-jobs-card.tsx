import { Link } from 'react-router';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { JOB_AGE_BUCKETS, type Insights } from '@vendor-portal/contract/ops/insights';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/empty-state.tsx';
import { consoleInstant } from '../../../lib/dates/dates.ts';
import { useOpenJobs } from '../api/get-insights-open-jobs.ts';
import { ExportButton } from './export-button.tsx';

/** Open future jobs by how long they have waited, the oldest booking first, each a link to the bookings. */
export function OpenJobsCard({ summary, days }: { summary: Insights['openJobs']; days: number }) {
  const jobs = useOpenJobs();
  return (
    <Card>
      <CardHeader
        title={INSIGHTS.openTitle}
        subtitle={INSIGHTS.openSummary(summary.total, summary.olderThan24h)}
        actions={<ExportButton view="open-jobs" days={days} label={`${INSIGHTS.exportCsv}: ${INSIGHTS.openTitle}`} />}
      />
      <CardBody className="flex flex-col gap-3">
        {jobs.isPending ? <LoadingState text={CONSOLE.loading} /> : null}
        {jobs.isError ? <p role="alert">{CONSOLE.loadFailed}</p> : null}
        {jobs.data && jobs.data.data.length === 0 ? <EmptyState title={INSIGHTS.openEmpty} /> : null}
        {jobs.data && jobs.data.data.length > 0 ? (
          <>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {JOB_AGE_BUCKETS.map((b) => (
                <div key={b} className="flex gap-2">
                  <dt className="text-gray-600">{INSIGHTS.ageBucket[b]}</dt>
                  <dd className="font-medium tabular-nums text-gray-900">{jobs.data.counts[b]}</dd>
                </div>
              ))}
            </dl>
            <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
              {jobs.data.data.map((j) => (
                <li key={j.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                  <span className="min-w-0">
                    <Link
                      to={`/ops/bookings?q=${j.id}#booking-${j.id}`}
                      className="font-medium text-brand-700 underline"
                    >
                      {INSIGHTS.openJob} #{j.id}
                    </Link>{' '}
                    <span className="text-gray-700">
                      {j.services} · {j.zipCode}
                    </span>
                    <span className="block text-gray-600">
                      {INSIGHTS.openWhen}:{' '}
                      {consoleInstant(j.actualDateTime, j.timeZone, j.dateOnly ? 'date' : 'datetime')} ·{' '}
                      {INSIGHTS.openBooked}: {consoleInstant(j.bookedAt)}
                    </span>
                  </span>
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
                    {INSIGHTS.ageBucket[j.ageBucket]}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
