import type { EarningsWeek } from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { useAction } from '../../components/form.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { downloadStatement } from './api/download-statement.ts';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { paidLabel, weekLabel } from '../../lib/dates/dates.ts';

// A week's payout status and its statement (docs/architecture.md "Pay and earnings"), wherever a week is shown.

export function StatementButton({ weekStart }: { weekStart: string }) {
  const download = useAction({
    run: async () => void (await downloadStatement(weekStart)),
    failure: (err) => errorText(err, { fallback: orStatus(EARNINGS.loadFailed) }),
  });
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        busy={download.busy}
        aria-label={EARNINGS.downloadStatementOf(weekLabel(weekStart))}
        onClick={() => void download.run()}
      >
        {EARNINGS.downloadStatement}
      </Button>
      <ErrorText>{download.outcome?.text}</ErrorText>
    </div>
  );
}

export function Payout({ week }: { week: EarningsWeek }) {
  // The payment's day in the vendor's zone (issue 38 item 2: a week paid at 9:54 PM in Denver is paid that day).
  const timeZone = useVendorTimeZone() ?? DEFAULT_TIME_ZONE;
  // A week without work has nothing to pay: no "Not paid yet" beside $0.00.
  if (week.completedCount === 0 && week.adjustmentsCents === 0) return null;
  if (week.paidAt && week.reference)
    return <Badge tone="success">{EARNINGS.paidOn(paidLabel(week.paidAt, timeZone), week.reference)}</Badge>;
  return <span className="text-sm text-gray-600">{EARNINGS.notPaid}</span>;
}
