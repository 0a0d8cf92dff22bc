import { OPS_MONEY } from '@vendor-portal/contract/messages';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// GET /api/ops/payouts/export?weekStart= (admin; docs/architecture.md "Money that is fair"): a week's unpaid
// totals as CSV for the bank, fetched with the staff token (a plain link would carry none) and handed to the
// browser as a file. Not call(): the answer is text, not JSON.

const fetchPayoutsCsv = (weekStart: string) =>
  call(paths.getOpsPayoutsExport, { query: { weekStart }, headers: { accept: 'text/csv' } }) as Promise<string>;

export async function downloadPayoutsCsv(weekStart: string): Promise<void> {
  const csv = await fetchPayoutsCsv(weekStart);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = OPS_MONEY.exportFileName(weekStart);
  link.click();
  URL.revokeObjectURL(url);
}
