import {
  coverageGapListSchema,
  funnelStepParams,
  funnelVendorListSchema,
  insightsExportParams,
  insightsQuery,
  insightsSchema,
  openJobListSchema,
  timeToClaimSchema,
} from '../ops/insights.ts';
import { z } from 'zod';
import { route } from './define.ts';

// Moved from apps/api/src/modules/insights/routes.ts.
export const insightsRoutes = {
  getOpsInsights: route({
    method: 'GET',
    path: '/api/ops/insights',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: 'The marketplace at a glance: funnel, time to claim, open jobs, coverage gaps',
    query: insightsQuery,
    responses: { 200: insightsSchema },
  }),
  getOpsInsightsFunnelByStep: route({
    method: 'GET',
    path: '/api/ops/insights/funnel/:step',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: "The vendors who signed up in the period and reached a funnel step, with each one's furthest step",
    params: funnelStepParams,
    query: insightsQuery,
    responses: { 200: funnelVendorListSchema },
  }),
  getOpsInsightsTimeToClaim: route({
    method: 'GET',
    path: '/api/ops/insights/time-to-claim',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: 'Time to claim per week and per service (median and 90th percentile, minutes)',
    query: insightsQuery,
    responses: { 200: timeToClaimSchema },
  }),
  getOpsInsightsOpenJobs: route({
    method: 'GET',
    path: '/api/ops/insights/open-jobs',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: 'Open future jobs, oldest booking first, with the counts per age',
    responses: { 200: openJobListSchema },
  }),
  getOpsInsightsCoverageGaps: route({
    method: 'GET',
    path: '/api/ops/insights/coverage-gaps',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: 'Coverage gaps with the vendors nearest to filling each',
    responses: { 200: coverageGapListSchema },
  }),
  getOpsInsightsExportByView: route({
    method: 'GET',
    path: '/api/ops/insights/export/:view',
    who: { staff: 'read' },
    tags: ['insights'],
    summary: 'One view of the overview as CSV',
    params: insightsExportParams,
    query: insightsQuery,
    responses: { 200: { description: 'The view as CSV', content: { 'text/csv': { schema: z.string() } } } },
  }),
};
