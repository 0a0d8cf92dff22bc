import { adjustmentForm, type AdjustmentForm, type AdjustmentFormValues } from '@vendor-portal/contract/adjustments';
import { OPS_MONEY } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { consoleDay } from '../../lib/dates/dates.ts';
import { useAddOpsAdjustment, useOpsAdjustments } from './api/ops-adjustments.ts';
import { useStaffMay } from './use-staff-role.ts';

// docs/architecture.md "Money that is fair" (issue 54 item 22): a company's adjustments, newest first, with why
// and who; an admin adds one (a credit, or a debit with a minus) to the company's current week, typed in dollars.

function AddAdjustment({ vendorId }: { vendorId: number }) {
  const add = useAddOpsAdjustment();
  const form = useContractForm<AdjustmentFormValues, AdjustmentForm>({
    schema: adjustmentForm,
    defaultValues: { amount: '', reason: '' },
    submit: async (values) => {
      const added = await add.mutateAsync({ vendorId, amountCents: values.amount, reason: values.reason });
      form.reset({ amount: '', reason: '' });
      return OPS_MONEY.adjustmentAdded(formatCents(added.amountCents), consoleDay(added.weekStart));
    },
    failure: (err) =>
      OPS_MONEY.adjustmentAddFailed(errorText(err, { fallback: orStatus(OPS_MONEY.adjustmentsFailed) })),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={OPS_MONEY.adjustmentAdd}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={OPS_MONEY.adjustmentAmountLabel}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={OPS_MONEY.adjustmentReasonLabel}
          autoComplete="off"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <Button type="submit" busy={form.busy} className="self-start">
        {OPS_MONEY.adjustmentAdd}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

export function VendorAdjustments({ vendorId }: { vendorId: number }) {
  const list = useOpsAdjustments(vendorId);
  const admin = useStaffMay('administer');
  let body;
  if (list.isPending) body = <LoadingState text={OPS_MONEY.adjustmentsTitle} />;
  else if (list.isError) body = <Alert>{errorText(list.error, { fallback: OPS_MONEY.adjustmentsFailed })}</Alert>;
  else if (list.data.length === 0) body = <p className="text-sm text-gray-700">{OPS_MONEY.adjustmentsEmpty}</p>;
  else
    body = (
      <ul aria-label={OPS_MONEY.adjustmentsTitle} className="flex flex-col divide-y divide-gray-100">
        {list.data.map((a) => (
          <li key={a.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{a.reason}</p>
              <p className="text-sm text-gray-700">{OPS_MONEY.adjustmentLine(consoleDay(a.weekStart), a.createdBy)}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-gray-900">{formatCents(a.amountCents)}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title={OPS_MONEY.adjustmentsTitle} subtitle={OPS_MONEY.adjustmentsIntro} />
      <CardBody className="flex flex-col gap-4">
        {body}
        {admin ? <AddAdjustment vendorId={vendorId} /> : null}
      </CardBody>
    </Card>
  );
}
