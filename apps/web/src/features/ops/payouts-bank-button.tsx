import { useState } from 'react';
import { OPS_MONEY } from '@vendor-portal/contract/messages';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadPayoutsCsv } from './api/download-payouts-csv.ts';

/**
 * The chosen week's unpaid totals as the bank's CSV (an admin's: the page shows it only to one). No icon: the
 * overview's Download icon would become a chunk of its own, named in the shell (the /login budget).
 */
export function PayoutsBankButton({ weekStart }: { weekStart: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadPayoutsCsv(weekStart)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className="mb-4 flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" busy={busy} onClick={download}>
        {OPS_MONEY.exportForBank}
      </Button>
      {failed ? <ErrorText>{OPS_MONEY.exportForBankFailed}</ErrorText> : null}
    </div>
  );
}
