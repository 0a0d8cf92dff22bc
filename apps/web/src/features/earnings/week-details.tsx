import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { EarningsWeek } from '@vendor-portal/contract/earnings';
import { EARNINGS, MONEY } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { shortDay } from '@vendor-portal/contract/dates';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { cn } from '../../components/ui/cn.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useWeekJobs } from './api/get-week-jobs.ts';
import type { WeekAdjustment, WeekJob } from './parse-statement.ts';
import { jobDayLabel, weekLabel } from '../../lib/dates/dates.ts';
import { Payout, StatementButton } from './week-payout.tsx';
import { WeekDisputes } from './week-disputes.tsx';

// docs/features.md "Pay and earnings": each week with work opens its jobs (service, day, town, pay), its
// payout status and reference, and its statement. The jobs load when the week is opened.

/**
 * An adjustment's reason: a label the server wrote (a late cancellation's fee, a dispute's amount) in the reader's
 * language, any other as it was typed.
 */
function adjustmentReason({ label, reason }: WeekAdjustment): string {
  if (!label) return reason;
  if (label.kind === 'dispute-week') return MONEY.disputeWeekAdjustment({ week: shortDay(label.week) });
  const job = { service: label.service, day: shortDay(label.day) };
  return label.kind === 'fee' ? MONEY.cancellationFee(job) : MONEY.disputeAdjustment(job);
}

function WeekJobs({ weekStart }: { weekStart: string }) {
  const week = useWeekJobs(weekStart);
  if (week.isPending) return <LoadingState text={EARNINGS.weekJobsLoading} />;
  if (week.isError) return <ErrorText>{errorText(week.error, { fallback: EARNINGS.weekJobsFailed })}</ErrorText>;
  const { jobs, adjustments } = week.data;
  return (
    <>
      {jobs.length === 0 ? (
        <p className="text-sm text-gray-700">{EARNINGS.noJobsThisWeek}</p>
      ) : (
        <JobList weekStart={weekStart} jobs={jobs} />
      )}
      {adjustments.length > 0 ? (
        // docs/architecture.md "Money that is fair": what changed the week, and why.
        <ul aria-label={MONEY.weekAdjustmentsTitle(weekLabel(weekStart))} className="divide-y divide-gray-100">
          {adjustments.map((a, i) => (
            <li key={i} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{adjustmentReason(a)}</p>
                <p className="text-sm text-gray-700">
                  {MONEY.statementAdjustment} · {jobDayLabel(a.createdAt)}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-gray-900">{formatCents(a.amountCents)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <WeekDisputes weekStart={weekStart} jobs={jobs} />
    </>
  );
}

function JobList({ weekStart, jobs }: { weekStart: string; jobs: WeekJob[] }) {
  return (
    <ul aria-label={EARNINGS.weekJobsTitle(weekLabel(weekStart))} className="divide-y divide-gray-100">
      {jobs.map((job) => (
        <li key={job.id} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <Link
              to={`/appointments/${job.id}`}
              aria-label={EARNINGS.openJob(job.service, jobDayLabel(job.completedAt))}
              className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {job.service}
            </Link>
            <p className="text-sm text-gray-700">
              {jobDayLabel(job.completedAt)} · {job.city}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-gray-900">{formatCents(job.payoutCents)}</p>
        </li>
      ))}
    </ul>
  );
}

function WeekItem({ week }: { week: EarningsWeek }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const label = weekLabel(week.weekStart);
  const jobs = EARNINGS.jobsCount(week.completedCount);
  const amount = formatCents(week.totalCents);
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={EARNINGS.weekSummary(label, jobs, amount)}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center gap-3 px-4 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:px-5"
      >
        <span className="flex-1">
          <span className="block font-medium text-gray-900">{EARNINGS.weekOf(label)}</span>
          <span className="block text-sm text-gray-700">{jobs}</span>
        </span>
        <span className="font-semibold tabular-nums text-gray-900">{amount}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-gray-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={panel} className="flex flex-col items-start gap-3 px-4 pb-4 sm:px-5">
          <Payout week={week} />
          <div className="w-full">
            <WeekJobs weekStart={week.weekStart} />
          </div>
          <StatementButton weekStart={week.weekStart} />
        </div>
      ) : null}
    </li>
  );
}

/** A week with work: a completed job or an adjustment (a statement, details; the others fold away). */
export const hasWork = (w: EarningsWeek) => w.completedCount > 0 || w.adjustmentsCents !== 0;

export function WeekDetails({ weeks }: { weeks: EarningsWeek[] }) {
  const title = useId();
  const worked = weeks.filter(hasWork);
  if (worked.length === 0) return null;
  return (
    <Card className="overflow-hidden" aria-labelledby={title}>
      <CardHeader title={<span id={title}>{EARNINGS.weeksTitle}</span>} />
      <ul className="divide-y divide-gray-100">
        {worked.map((w) => (
          <WeekItem key={w.weekStart} week={w} />
        ))}
      </ul>
    </Card>
  );
}
