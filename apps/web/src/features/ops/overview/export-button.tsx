import { useState } from 'react';
import { Download } from 'lucide-react';
import type { InsightsView } from '@vendor-portal/contract/ops/insights';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { ErrorText } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { downloadInsightsCsv } from '../api/download-insights-csv.ts';

/**
 * Downloads one view as CSV; a failure shows under the button. A read, not a form: kept off
 * components/form.tsx's useAction so that react-hook-form stays out of the overview's chunk.
 */
export function ExportButton({ view, days, label }: { view: InsightsView; days: number; label: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadInsightsCsv(view, days)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" busy={busy} onClick={download} aria-label={label}>
        <Download aria-hidden="true" className="size-4" />
        {INSIGHTS.exportCsv}
      </Button>
      {failed ? <ErrorText>{INSIGHTS.exportFailed}</ErrorText> : null}
    </div>
  );
}
