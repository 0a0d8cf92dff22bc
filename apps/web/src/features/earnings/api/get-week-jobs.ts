import { queryOptions } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { statementJobs, type WeekJob } from '../parse-statement.ts';
import { fetchStatement } from './download-statement.ts';

// A week's jobs (docs/architecture.md "Pay and earnings"): the contract names no endpoint for them, so they
// are read from GET /api/earnings/statement, the same answer the download saves.

export async function fetchWeekJobs(weekStart: string): Promise<WeekJob[]> {
  return statementJobs(await fetchStatement(weekStart));
}

export const weekJobsQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: ['earnings', 'statement', weekStart], queryFn: () => fetchWeekJobs(weekStart) });

export const useWeekJobs = (weekStart: string) => useSignedInQuery(weekJobsQueryOptions(weekStart));
