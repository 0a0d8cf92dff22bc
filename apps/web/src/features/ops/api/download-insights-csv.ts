import type { InsightsView } from '@vendor-portal/contract/ops/insights';
import { api } from '../../../lib/api/api-client.ts';

// GET /api/ops/insights/export/{view}?days=N: the view as CSV, fetched with the staff token (a plain
// link would carry none) and handed to the browser as a file.

export const fetchInsightsCsv = (view: InsightsView, days: number) =>
  api.get<string>(`/ops/insights/export/${view}`, { query: { days }, headers: { accept: 'text/csv' } });

export async function downloadInsightsCsv(view: InsightsView, days: number): Promise<void> {
  const csv = await fetchInsightsCsv(view, days);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `insights-${view}-${days}d.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
