import { opsQualityQuery, opsQualitySchema, scorecardSchema } from '../scorecard.ts';
import { route } from './define.ts';

// docs/architecture.md "Scorecard and tiers": the company's 28 days and the console's view of every company.
export const qualityRoutes = {
  getScorecard: route({
    method: 'GET',
    path: '/api/scorecard',
    who: { member: 'scorecard' },
    tags: ['quality'],
    summary: "The company's last 28 days (its zone): jobs, on time, late releases, no-shows, rating, tier and next",
    responses: { 200: scorecardSchema },
  }),
  getOpsQuality: route({
    method: 'GET',
    path: '/api/ops/quality',
    who: { staff: 'read' },
    tags: ['quality'],
    summary: 'Every company with its 28-day figures, worst first; flagged ones with why (flagged=true: only those)',
    query: opsQualityQuery,
    responses: { 200: opsQualitySchema },
  }),
};
