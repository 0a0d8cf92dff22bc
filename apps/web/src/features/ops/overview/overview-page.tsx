import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { INSIGHTS_PERIODS } from '@vendor-portal/contract/ops/insights';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useInsights } from '../api/get-insights.ts';
import { CoverageGapsCard } from './coverage-gaps-card.tsx';
import { FunnelCard } from './funnel-card.tsx';
import { OpenJobsCard } from './open-jobs-card.tsx';
import { TimeToClaimCard } from './time-to-claim-card.tsx';
import { AlertsCard } from './alerts-card.tsx';
import { QualityCard } from './quality-card.tsx';
import { StaffPushCard } from '../../account/push-card.tsx';

// The marketplace at a glance (docs/architecture.md "The marketplace at a glance"): the console's
// overview for reviewers and admins, over 7, 30 or 90 days.

export function OverviewPage() {
  const [days, setDays] = useState<number>(30);
  const insights = useInsights(days);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={INSIGHTS.title}>
        <div role="group" aria-label={INSIGHTS.periodLabel} className="flex gap-1">
          {INSIGHTS_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={days === p}
              onClick={() => setDays(p)}
              className={cn(
                'min-h-11 rounded-md border px-3 text-sm font-medium',
                days === p ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800',
              )}
            >
              {INSIGHTS.period(p)}
            </button>
          ))}
        </div>
      </PageHeader>
      {insights.isPending ? <LoadingState text={CONSOLE.loading} /> : null}
      {insights.isError ? <Alert>{CONSOLE.loadFailed}</Alert> : null}
      {insights.data ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <FunnelCard funnel={insights.data.funnel} days={days} />
          <TimeToClaimCard summary={insights.data.timeToClaim} days={days} />
          <AlertsCard summary={insights.data.alerts} />
          <QualityCard summary={insights.data.quality} days={days} />
          <div className="lg:col-span-2">
            <CoverageGapsCard days={days} />
          </div>
          <div className="lg:col-span-2">
            <OpenJobsCard summary={insights.data.openJobs} days={days} />
          </div>
        </div>
      ) : null}
      {/* Each staff member's own devices: jobs still unclaimed 24 hours and 2 hours before their start. */}
      <StaffPushCard />
    </div>
  );
}
