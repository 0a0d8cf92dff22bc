import { useState } from 'react';
import { Link } from 'react-router';
import { FUNNEL_STEPS, type FunnelStep, type Insights } from '@vendor-portal/contract/ops/insights';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { FunnelChart } from '../../../components/charts/funnel-chart.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../../components/ui/empty-state.tsx';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { consoleInstant } from '../../../lib/dates/dates.ts';
import { useFunnelVendors } from '../api/get-insights-funnel-vendors.ts';
import { ExportButton } from './export-button.tsx';
import { largestDrop } from './funnel-figures.ts';

function StepVendors({ step, days }: { step: FunnelStep; days: number }) {
  const vendors = useFunnelVendors(step, days);
  if (vendors.isPending) return <LoadingState text={CONSOLE.loading} />;
  if (vendors.isError) return <p role="alert">{CONSOLE.loadFailed}</p>;
  if (vendors.data.length === 0) return <EmptyState title={INSIGHTS.funnelNoVendors} />;
  return (
    <section aria-label={INSIGHTS.funnelStepVendors(INSIGHTS.funnelStep[step])}>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">
        {INSIGHTS.funnelStepVendors(INSIGHTS.funnelStep[step])}
      </h3>
      <ul className="divide-y divide-gray-100">
        {vendors.data.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-x-3 py-2 text-sm">
            <span className="min-w-0">
              <Link to={`/ops/vendors/${v.id}`} className="font-medium text-brand-700 underline">
                {v.title}
              </Link>
              <span className="block break-all text-gray-600">
                {v.email} · {v.zipCode} · {consoleInstant(v.signedUpAt)}
              </span>
            </span>
            {v.furthestStep === step && step !== 'claimedOnce' ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {INSIGHTS.funnelStoppedHere}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The funnel, where most stop, and the vendors of the step chosen. */
export function FunnelCard({ funnel, days }: { funnel: Insights['funnel']; days: number }) {
  const [step, setStep] = useState<FunnelStep | null>(null);
  const drop = largestDrop(funnel);
  return (
    <Card>
      <CardHeader
        title={INSIGHTS.funnelTitle}
        actions={<ExportButton view="funnel" days={days} label={`${INSIGHTS.exportCsv}: ${INSIGHTS.funnelTitle}`} />}
      />
      <CardBody className="flex flex-col gap-4">
        {funnel.signedUp === 0 ? (
          <EmptyState title={INSIGHTS.funnelEmpty} />
        ) : (
          <>
            <p className="text-sm text-gray-800">
              {drop
                ? INSIGHTS.funnelMostStop(INSIGHTS.funnelStep[drop.from], INSIGHTS.funnelStep[drop.to], drop.lost)
                : INSIGHTS.funnelNobodyStops}
            </p>
            <FunnelChart
              title={INSIGHTS.funnelTitle}
              steps={FUNNEL_STEPS.map((s) => ({ key: s, label: INSIGHTS.funnelStep[s], value: funnel[s] }))}
              selected={step ?? undefined}
              onSelect={(key) => setStep(key as FunnelStep)}
              selectLabel={(s) => INSIGHTS.funnelShowVendors(s.label, s.value)}
            />
            {step ? <StepVendors step={step} days={days} /> : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
