import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/open-jobs: open future jobs, the oldest booking first, and counts per age.

const fetchOpenJobs = () => call(paths.getOpsInsightsOpenJobs);

const openJobsQueryOptions = () => queryOptions({ queryKey: ['opsInsights', 'openJobs'], queryFn: fetchOpenJobs });

export const useOpenJobs = () => useSignedInQuery(openJobsQueryOptions());
