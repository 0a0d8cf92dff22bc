import { STATEMENT } from '@vendor-portal/contract/messages';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// GET /api/earnings/statement (docs/architecture.md "Pay and earnings"): the week's CSV. It needs the
// bearer token, so it is fetched and saved from a Blob rather than opened as a link.

export async function fetchStatement(weekStart: string): Promise<string> {
  return (await call(paths.getEarningsStatement, { query: { weekStart }, headers: { accept: 'text/csv' } })) as string;
}

/** Fetches the week's statement and hands it to the browser as a file download. */
export async function downloadStatement(weekStart: string): Promise<void> {
  const csv = await fetchStatement(weekStart);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = STATEMENT.fileName(weekStart);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
