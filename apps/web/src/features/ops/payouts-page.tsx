import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { payoutReferenceForm, type PayoutReferenceFormValues, type PayoutRow } from '@vendor-portal/contract/earnings';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { formatCents } from '@vendor-portal/contract/money';
import { Form, FormOutcome, useAction, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useCreateOpsPayout } from './api/create-ops-payout.ts';
import { useOpsPayouts } from './api/get-ops-payouts.ts';
import { consoleDay, consoleInstant } from '../../lib/dates/dates.ts';
import { recentMondays } from './payouts-week.ts';
import { UnpaidWeeks } from './payouts-unpaid.tsx';
import { PayoutsBankButton } from './payouts-bank-button.tsx';
import { OpenDisputes } from './payouts-disputes.tsx';
import { useStaffMay } from './use-staff-role.ts';

/** One vendor's week: paid with its reference, or (for an admin) a reference to type and Mark paid, asked first. */
function PayoutItem({ row, weekStart, admin }: { row: PayoutRow; weekStart: string; admin: boolean }) {
  const create = useCreateOpsPayout();
  const [asking, setAsking] = useState<string | null>(null);
  const pay = useAction({
    run: async (reference: string) => {
      await create.mutateAsync({ vendorId: row.vendorId, weekStart, reference });
      setAsking(null);
      return OPS_MONEY.markedPaid;
    },
    failure: (err) => {
      setAsking(null);
      return errorText(err, { fallback: orStatus(CONSOLE.loadFailed) });
    },
  });
  const form = useContractForm<PayoutReferenceFormValues, PayoutReferenceFormValues>({
    schema: payoutReferenceForm,
    defaultValues: { reference: '' },
    submit: async ({ reference }) => void setAsking(reference),
    failure: () => CONSOLE.loadFailed,
  });
  const amount = formatCents(row.completedCents);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold text-gray-900">{row.title}</h2>
        <p className="text-sm text-gray-700">
          {amount} · {EARNINGS.jobsCount(row.completedCount)}
        </p>
        {row.paidAt && row.reference ? (
          <Badge tone="success" className="self-start">
            {EARNINGS.paidOn(consoleInstant(row.paidAt), row.reference)}
          </Badge>
        ) : (
          <Badge tone="warning" className="self-start">
            {EARNINGS.notPaid}
          </Badge>
        )}
        <FormOutcome outcome={pay.outcome} />
      </div>
      {admin && !row.paidAt ? (
        <Form form={form} className="flex items-end gap-2">
          <TextField
            label={OPS_MONEY.payoutReference}
            autoComplete="off"
            containerClassName="w-48"
            error={form.formState.errors.reference?.message}
            {...form.register('reference')}
          />
          <Button type="submit" busy={pay.busy}>
            {OPS_MONEY.markPaid}
          </Button>
        </Form>
      ) : null}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={OPS_MONEY.markPaid}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={pay.busy}>
              {CONSOLE.cancel}
            </Button>
            <Button busy={pay.busy} onClick={() => void pay.run(asking ?? '')}>
              {OPS_MONEY.markPaid}
            </Button>
          </>
        }
      >
        {OPS_MONEY.confirmPaid(row.title, amount)}
      </Dialog>
    </li>
  );
}

/** The console's payouts (docs/architecture.md "Pay and earnings"): a week's vendors, their totals, paid or not. */
export function PayoutsPage() {
  const [weeks] = useState(() => recentMondays(new Date()));
  const [weekStart, setWeekStart] = useState(weeks[1]!);
  const payouts = useOpsPayouts(weekStart);
  // Marking paid, the bank file and answering a dispute are an admin's alone (docs/architecture.md "Money that is fair").
  const admin = useStaffMay('administer');
  let body;
  if (payouts.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (payouts.isError) body = <Alert>{errorText(payouts.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (payouts.data.length === 0)
    body = <EmptyState icon={<Wallet aria-hidden="true" className="size-8" />} title={OPS_MONEY.payoutsEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100">
        {payouts.data.map((row) => (
          <PayoutItem key={`${weekStart}-${row.vendorId}`} row={row} weekStart={weekStart} admin={admin} />
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={OPS_MONEY.payoutsTitle} />
      <UnpaidWeeks admin={admin} />
      <OpenDisputes admin={admin} />
      <SelectField
        label={OPS_MONEY.payoutsWeek}
        value={weekStart}
        onChange={(e) => setWeekStart(e.target.value)}
        containerClassName="mb-4 max-w-xs"
      >
        {weeks.map((monday) => (
          <option key={monday} value={monday}>
            {consoleDay(monday)}
          </option>
        ))}
      </SelectField>
      {admin ? <PayoutsBankButton weekStart={weekStart} /> : null}
      {admin ? null : <p className="mb-3 text-sm text-gray-600">{CONSOLE.adminOnlyHint}</p>}
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
