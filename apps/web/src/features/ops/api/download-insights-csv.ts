import type { InsightsView } from '@vendor-portal/contract/ops/insights';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// GET /api/ops/insights/export/{view}?days=N: the view as CSV, fetched with the staff token (a plain
// link would carry none) and handed to the browser as a file.

const fetchInsightsCsv = (view: InsightsView, days: number) =>
  call(paths.getOpsInsightsExportByView, {
    params: { view },
    query: { days },
    headers: { accept: 'text/csv' },
  }) as Promise<string>;

export async function downloadInsightsCsv(view: InsightsView, days: number): Promise<void> {
  const csv = await fetchInsightsCsv(view, days);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `insights-${view}-${days}d.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
