import { queryOptions } from '@tanstack/react-query';
import type { OpenJobList } from '@vendor-portal/contract/ops/insights';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/open-jobs: open future jobs, the oldest booking first, and counts per age.

export const fetchOpenJobs = () => api.get<OpenJobList>('/ops/insights/open-jobs');

export const openJobsQueryOptions = () =>
  queryOptions({ queryKey: ['opsInsights', 'openJobs'], queryFn: fetchOpenJobs });

export const useOpenJobs = () => useSignedInQuery(openJobsQueryOptions());
