import { useState } from 'react';
import type { EarningsWeek } from '@vendor-portal/contract/earnings';
import { EARNINGS, MONEY } from '@vendor-portal/contract/messages';
import { formatCents, formatWholeDollars } from '@vendor-portal/contract/money';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { FigureTable } from '../../components/charts/figure-table.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useEarnings } from './api/get-earnings.ts';
import { weekLabel } from '../../lib/dates/dates.ts';
import { hasWork, WeekDetails } from './week-details.tsx';
import { Payout, StatementButton } from './week-payout.tsx';

// docs/architecture.md "Pay and earnings": this week so far, upcoming, the last 12 weeks (chart and the
// same figures in a table), each week's payout and its statement.

const paidCents = (w: EarningsWeek) => (w.paidAt ? w.completedCents : 0);

/** The chart's figures in words, oldest week first (its accessible description). */
export function chartDescription(weeks: EarningsWeek[]): string {
  const figures = [...weeks].reverse().map((w) => {
    const week = weekLabel(w.weekStart);
    const completed = formatCents(w.completedCents);
    return w.paidAt
      ? EARNINGS.chartWeekPaid({ week, completed, paid: formatCents(paidCents(w)) })
      : EARNINGS.chartWeekNotPaid({ week, completed });
  });
  return `${EARNINGS.chartDescription} ${figures.join('; ')}.`;
}

function Summary({ title, amount, hint }: { title: string; amount: string; hint: string }) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-1">
        <h2 className="text-sm font-medium text-gray-600">{title}</h2>
        <p className="text-2xl font-semibold tabular-nums text-gray-900">{amount}</p>
        <p className="text-sm text-gray-700">{hint}</p>
      </CardBody>
    </Card>
  );
}

export function EarningsPage() {
  const earnings = useEarnings();
  // Weeks with no work are folded away until asked for (issue 54 item 24: 12 stacked weeks on a phone).
  const [showEmpty, setShowEmpty] = useState(false);
  if (earnings.isPending)
    return (
      <>
        <PageHeader title={EARNINGS.pageTitle} />
        <LoadingState text={EARNINGS.loading} />
      </>
    );
  if (earnings.isError)
    return (
      <>
        <PageHeader title={EARNINGS.pageTitle} />
        <Alert>{errorText(earnings.error, { fallback: EARNINGS.loadFailed })}</Alert>
      </>
    );
  const { weeks, upcomingCount, upcomingCents } = earnings.data;
  const thisWeek = weeks[0];
  const empty = weeks.filter((w) => !hasWork(w)).length;
  return (
    <>
      <PageHeader title={EARNINGS.pageTitle} />
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Summary
            title={EARNINGS.thisWeek}
            amount={formatCents(thisWeek?.totalCents ?? 0)}
            hint={EARNINGS.jobsCount(thisWeek?.completedCount ?? 0)}
          />
          <Summary
            title={EARNINGS.upcoming}
            amount={formatCents(upcomingCents)}
            hint={EARNINGS.upcomingHint(upcomingCount)}
          />
        </div>
        <Card>
          <CardBody>
            <BarChart
              title={EARNINGS.chartTitle}
              description={chartDescription(weeks)}
              formatValue={formatWholeDollars}
              series={[
                { name: EARNINGS.completedSeries, fillClass: 'fill-brand-700' },
                { name: EARNINGS.paidSeries, fillClass: 'fill-gray-400' },
              ]}
              groups={[...weeks]
                .reverse()
                .map((w) => ({ label: weekLabel(w.weekStart), values: [w.completedCents, paidCents(w)] }))}
            />
          </CardBody>
        </Card>
        <Card className="overflow-hidden">
          <CardHeader title={EARNINGS.tableTitle} />
          <FigureTable
            layout="stacked"
            caption={EARNINGS.chartTitle}
            rows={showEmpty ? weeks : weeks.filter(hasWork)}
            rowKey={(w) => w.weekStart}
            columns={[
              { header: EARNINGS.tableWeek, cell: (w) => weekLabel(w.weekStart) },
              { header: EARNINGS.tableJobs, figure: true, cell: (w) => w.completedCount },
              {
                header: EARNINGS.tableCompleted,
                figure: true,
                className: 'font-semibold',
                cell: (w) => formatCents(w.completedCents),
              },
              // docs/architecture.md "Money that is fair": the week's adjustments, then what it pays in all.
              { header: MONEY.tableAdjustments, figure: true, cell: (w) => formatCents(w.adjustmentsCents) },
              {
                header: MONEY.tableTotal,
                figure: true,
                className: 'font-semibold',
                cell: (w) => formatCents(w.totalCents),
              },
              {
                header: EARNINGS.tablePayout,
                cell: (w) => (
                  <div className="flex flex-col items-start gap-2 max-sm:items-end">
                    <Payout week={w} />
                    {hasWork(w) ? <StatementButton weekStart={w.weekStart} /> : null}
                  </div>
                ),
              },
            ]}
          />
          {empty > 0 ? (
            <div className="border-t border-gray-100 px-4 py-2 sm:px-5">
              <Button variant="secondary" size="sm" onClick={() => setShowEmpty((s) => !s)}>
                {showEmpty ? EARNINGS.hideEmptyWeeks : EARNINGS.showEmptyWeeks(empty)}
              </Button>
            </div>
          ) : null}
        </Card>
        <WeekDetails weeks={weeks} />
      </div>
    </>
  );
}
