import { useState } from 'react';
import type { PayoutRow } from '@vendor-portal/contract/earnings';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { formatCents } from '@vendor-portal/contract/money';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { consoleDay } from '../../lib/dates/dates.ts';
import { usePayOpsPayouts, useUnpaidPayouts } from './api/get-unpaid-payouts.ts';

// docs/architecture.md "Money that is fair": every ended unpaid week of every company, oldest first, with
// the totals across them; an admin ticks several, types each one's reference and pays them at once.

const keyOf = (r: PayoutRow) => `${r.vendorId}:${r.weekStart}`;

export function UnpaidWeeks({ admin }: { admin: boolean }) {
  const unpaid = useUnpaidPayouts();
  const pay = usePayOpsPayouts();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const picked = Object.entries(chosen);
  const rows = unpaid.data?.data ?? [];
  // The ticked weeks with a reference: what a confirmation names and what is sent.
  const payable = picked.flatMap(([key, reference]) => {
    const row = rows.find((r) => keyOf(r) === key);
    return row && reference.trim() ? [{ row, reference: reference.trim() }] : [];
  });
  const run = useAction({
    run: async () => {
      setAsking(false);
      const payouts = payable.map(({ row, reference }) => ({
        vendorId: row.vendorId,
        weekStart: row.weekStart,
        reference,
      }));
      if (payouts.length === 0) throw new Error(OPS_MONEY.referenceRequired);
      const { data } = await pay.mutateAsync(payouts);
      setChosen({});
      const paid = data.filter((r) => r.statusCode === 201).length;
      return OPS_MONEY.batchOutcome(paid, data.length - paid);
    },
    failure: (err) => errorText(err, { fallback: orStatus(CONSOLE.loadFailed) }),
  });
  let body;
  if (unpaid.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (unpaid.isError) body = <Alert>{errorText(unpaid.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (unpaid.data.data.length === 0)
    body = <p className="px-4 py-3 text-sm text-gray-700">{OPS_MONEY.unpaidEmpty}</p>;
  else
    body = (
      <>
        <p className="px-4 pt-3 text-sm font-medium text-gray-900 sm:px-5">
          {OPS_MONEY.unpaidTotals(unpaid.data.totals.weeks, formatCents(unpaid.data.totals.totalCents))}
        </p>
        <ul className="flex flex-col divide-y divide-gray-100">
          {unpaid.data.data.map((row) => {
            const key = keyOf(row);
            const week = consoleDay(row.weekStart);
            return (
              <li
                key={key}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-end sm:justify-between sm:px-5"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold break-words text-gray-900">{row.title}</h3>
                  <p className="text-sm text-gray-700">
                    {EARNINGS.tableWeek} {week} · {formatCents(row.totalCents)} ·{' '}
                    {EARNINGS.jobsCount(row.completedCount)}
                  </p>
                </div>
                {admin ? (
                  <div className="flex flex-wrap items-end gap-2">
                    <Checkbox
                      label={OPS_MONEY.selectWeek(row.title, week)}
                      checked={key in chosen}
                      onChange={(e) =>
                        setChosen(({ [key]: _dropped, ...rest }) => (e.target.checked ? { ...rest, [key]: '' } : rest))
                      }
                    />
                    {key in chosen ? (
                      <TextField
                        label={OPS_MONEY.payoutReference}
                        aria-label={OPS_MONEY.weekReference(row.title, week)}
                        autoComplete="off"
                        containerClassName="w-48"
                        value={chosen[key]}
                        onChange={(e) => setChosen((c) => ({ ...c, [key]: e.target.value }))}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {admin ? (
          <div className="flex flex-col items-start gap-2 px-4 pb-4 sm:px-5">
            <Button
              busy={run.busy}
              disabled={picked.length === 0}
              // A reference missing is said at once; otherwise the batch is confirmed first, as one week is.
              onClick={() => (payable.length === 0 ? void run.run() : setAsking(true))}
            >
              {OPS_MONEY.markSelectedPaid(picked.length)}
            </Button>
            <FormOutcome outcome={run.outcome} />
            <Dialog
              open={asking}
              onClose={() => setAsking(false)}
              title={OPS_MONEY.markSelectedPaid(payable.length)}
              footer={
                <>
                  <Button variant="secondary" onClick={() => setAsking(false)} disabled={run.busy}>
                    {CONSOLE.cancel}
                  </Button>
                  <Button busy={run.busy} onClick={() => void run.run()}>
                    {OPS_MONEY.markSelectedPaid(payable.length)}
                  </Button>
                </>
              }
            >
              <p>
                {OPS_MONEY.confirmBatch(
                  payable.length,
                  formatCents(payable.reduce((sum, { row }) => sum + row.totalCents, 0)),
                )}
              </p>
              <ul className="mt-2 list-disc pl-5">
                {payable.map(({ row, reference }) => (
                  <li key={keyOf(row)}>
                    {OPS_MONEY.confirmBatchLine(
                      row.title,
                      consoleDay(row.weekStart),
                      formatCents(row.totalCents),
                      reference,
                    )}
                  </li>
                ))}
              </ul>
            </Dialog>
          </div>
        ) : null}
      </>
    );
  return (
    <Card className="mb-4 overflow-hidden">
      <CardHeader title={OPS_MONEY.unpaidTitle} />
      {body}
    </Card>
  );
}
