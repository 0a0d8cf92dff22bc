import { useState } from 'react';
import { Link } from 'react-router';
import {
  resolveDisputeForm,
  type ResolveDisputeBody,
  type ResolveDisputeFormValues,
} from '@vendor-portal/contract/disputes';
import type { z } from 'zod';
import { MONEY, OPS_MONEY } from '@vendor-portal/contract/messages';
import type { opsDisputeSchema } from '@vendor-portal/contract/disputes';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { consoleDay } from '../../lib/dates/dates.ts';
import { useAnswerDispute, useOpenDisputes } from './api/ops-disputes.ts';

// docs/architecture.md "Money that is fair": the console's open disputes, oldest first with their age; an admin
// resolves one with a response and, if owed, an amount (which becomes an adjustment), or rejects it with a response.

type OpsDispute = z.infer<typeof opsDisputeSchema>;

/** Whole days since the dispute was opened (its age in the list). */
const ageInDays = (createdAt: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(createdAt)) / 86_400_000));

function AnswerForm({ dispute }: { dispute: OpsDispute }) {
  const answer = useAnswerDispute();
  const form = useContractForm<ResolveDisputeFormValues, ResolveDisputeBody>({
    schema: resolveDisputeForm,
    defaultValues: { status: 'resolved', response: '', amount: '' },
    submit: async (body) => {
      await answer.mutateAsync({ id: dispute.id, body });
      return OPS_MONEY.disputeAnswered;
    },
    failure: (err) => OPS_MONEY.disputeAnswerFailed(errorText(err, { fallback: orStatus(MONEY.disputesFailed) })),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={OPS_MONEY.disputeAnswer}>
      <SelectField label={OPS_MONEY.disputeDecision} {...form.register('status')}>
        <option value="resolved">{OPS_MONEY.disputeResolve}</option>
        <option value="rejected">{OPS_MONEY.disputeReject}</option>
      </SelectField>
      <TextAreaField
        label={OPS_MONEY.disputeResponseLabel}
        error={errors.response?.message}
        {...form.register('response')}
      />
      <TextField
        label={OPS_MONEY.disputeAmountLabel}
        inputMode="decimal"
        error={errors.amount?.message ?? (errors as { amountCents?: { message?: string } }).amountCents?.message}
        {...form.register('amount')}
      />
      <Button type="submit" busy={form.busy} className="self-start">
        {OPS_MONEY.disputeAnswer}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

export function OpenDisputes({ admin }: { admin: boolean }) {
  const disputes = useOpenDisputes();
  // The ages are counted from when the list was first shown.
  const [now] = useState(() => Date.now());
  let body;
  if (disputes.isPending) body = <LoadingState text={OPS_MONEY.opsDisputesTitle} />;
  else if (disputes.isError) body = <Alert>{errorText(disputes.error, { fallback: MONEY.disputesFailed })}</Alert>;
  else if (disputes.data.length === 0) body = <p className="text-sm text-gray-700">{OPS_MONEY.opsDisputesEmpty}</p>;
  else
    body = (
      <ul aria-label={OPS_MONEY.opsDisputesTitle} className="flex flex-col divide-y divide-gray-100">
        {disputes.data.map((d) => (
          <li key={d.id} className="flex flex-col gap-2 py-3">
            <p className="font-medium text-gray-900">{OPS_MONEY.disputeOn(d.title, consoleDay(d.weekStart))}</p>
            <p className="text-sm text-gray-700">{OPS_MONEY.disputeAge(ageInDays(d.createdAt, now))}</p>
            {d.appointmentId === null ? null : (
              // Issue 54 item 20: the job's row in Bookings opens with its visit (arrival, photos, checklist,
              // signature, extra time), the evidence an answer weighs.
              <Link
                to={`/ops/bookings?q=${d.appointmentId}#booking-${d.appointmentId}`}
                className="self-start text-sm font-medium text-brand-700 underline"
              >
                {OPS_MONEY.disputeEvidence(d.appointmentId)}
              </Link>
            )}
            <p className="break-words text-gray-900">{d.message}</p>
            {admin ? <AnswerForm dispute={d} /> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Card className="mb-6">
      <CardHeader title={OPS_MONEY.opsDisputesTitle} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
