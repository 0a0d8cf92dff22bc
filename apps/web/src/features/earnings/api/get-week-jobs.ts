import { queryOptions } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { statementAdjustments, statementJobs, type WeekAdjustment, type WeekJob } from '../parse-statement.ts';
import { fetchStatement } from './download-statement.ts';

// A week's jobs and adjustments (docs/architecture.md "Pay and earnings"): the contract names no endpoint for them, so they
// are read from GET /api/earnings/statement, the same answer the download saves.

async function fetchWeekJobs(weekStart: string): Promise<{ jobs: WeekJob[]; adjustments: WeekAdjustment[] }> {
  const csv = await fetchStatement(weekStart);
  return { jobs: statementJobs(csv), adjustments: statementAdjustments(csv) };
}

const weekJobsQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: ['earnings', 'statement', weekStart], queryFn: () => fetchWeekJobs(weekStart) });

export const useWeekJobs = (weekStart: string) => useSignedInQuery(weekJobsQueryOptions(weekStart));
