import type { z } from 'zod';
import { createDisputeBody, type CreateDisputeBody, type Dispute } from '@vendor-portal/contract/disputes';
import { MONEY } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { instantDayLabel, jobDayLabel, weekLabel } from '../../lib/dates/dates.ts';
import { useDisputes, useOpenDispute } from './api/disputes.ts';
import type { WeekJob } from './parse-statement.ts';

// docs/architecture.md "Money that is fair": beside an opened week, the owner reads its disputes with their
// answers and opens one, on the whole week or one of its jobs.

const TONE = { open: 'warning', resolved: 'success', rejected: 'neutral' } as const;

/** One dispute with its status, its answer and any amount added (`jobs` name the job it is about). */
export function DisputeItem({ dispute, jobs }: { dispute: Dispute; jobs: Pick<WeekJob, 'id' | 'service'>[] }) {
  const job = jobs.find((j) => j.id === dispute.appointmentId);
  // The day it was opened in the vendor's zone: at 9:50 PM in Denver, that day, not the UTC one.
  const timeZone = useVendorTimeZone() ?? DEFAULT_TIME_ZONE;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[dispute.status]}>{MONEY.disputeStatus(dispute.status)}</Badge>
        <span className="text-sm text-gray-700">
          {job ? job.service : MONEY.disputeWholeWeek} · {instantDayLabel(dispute.createdAt, timeZone)}
        </span>
      </div>
      <p className="break-words text-gray-900">{dispute.message}</p>
      {dispute.response ? (
        <p className="break-words text-sm text-gray-800">{MONEY.disputeResponse(dispute.response)}</p>
      ) : null}
      {dispute.amountCents !== null ? (
        <p className="text-sm font-semibold tabular-nums text-gray-900">
          {MONEY.disputeAmount(formatCents(dispute.amountCents))}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The owner's new dispute: on the week, or one of its `jobs` it picks; from a job's page, on that job
 * (`appointmentId`), with no choice to make.
 */
export function DisputeForm({
  weekStart,
  jobs,
  appointmentId,
  title = MONEY.disputeOpenTitle,
  titled = true,
}: {
  weekStart: string;
  jobs: WeekJob[];
  appointmentId?: number;
  title?: string;
  /** Whether the form shows its title (false where a card's heading already says it). */
  titled?: boolean;
}) {
  const open = useOpenDispute();
  const empty: z.input<typeof createDisputeBody> = { weekStart, message: '', appointmentId };
  const form = useContractForm<z.input<typeof createDisputeBody>, CreateDisputeBody>({
    schema: createDisputeBody,
    defaultValues: empty,
    submit: async (values) => {
      await open.mutateAsync(values);
      form.reset(empty);
      return MONEY.disputeSent;
    },
    failure: (err) => MONEY.disputeFailed(errorText(err, { fallback: orStatus(MONEY.disputesFailed) })),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="flex w-full flex-col gap-3" aria-label={title}>
      {titled ? <p className="font-medium text-gray-900">{title}</p> : null}
      {jobs.length > 0 ? (
        <SelectField
          label={MONEY.disputeAboutLabel}
          {...form.register('appointmentId', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        >
          <option value="">{MONEY.disputeWholeWeek}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.service} · {jobDayLabel(job.completedAt)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField label={MONEY.disputeMessageLabel} error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" variant="secondary" busy={form.busy} className="self-start">
        {MONEY.disputeSend}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

export function WeekDisputes({ weekStart, jobs }: { weekStart: string; jobs: WeekJob[] }) {
  const disputes = useDisputes();
  const mine = (disputes.data ?? []).filter((d) => d.weekStart === weekStart);
  return (
    <div className="flex w-full flex-col gap-2">
      {disputes.isError ? <ErrorText>{errorText(disputes.error, { fallback: MONEY.disputesFailed })}</ErrorText> : null}
      {mine.length > 0 ? (
        <ul aria-label={MONEY.disputesTitle(weekLabel(weekStart))} className="divide-y divide-gray-100">
          {mine.map((d) => (
            <DisputeItem key={d.id} dispute={d} jobs={jobs} />
          ))}
        </ul>
      ) : null}
      <DisputeForm weekStart={weekStart} jobs={jobs} />
    </div>
  );
}
