import { FUNNEL_STEPS, type InsightsView } from '@vendor-portal/contract/ops/insights';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Db } from '../../db/client.ts';
import { writeCsv, type CsvCell } from '../../lib/csv.ts';
import { coverageGapsWithNearest } from './coverage-gaps.ts';
import { funnelCounts } from './funnel.ts';
import { openJobsByAge } from './open-jobs.ts';
import { timeToClaimDetail } from './time-to-claim.ts';
import { qualitySummary } from './quality.ts';

const C = INSIGHTS.csv;
type Table = { columns: string[]; rows: CsvCell[][] };

/** Each view as the table the console shows, read by the same query as its drill-down. */
const TABLES: Record<InsightsView, (db: Db, days: number) => Promise<Table>> = {
  funnel: async (db, days) => {
    const counts = await funnelCounts(db, days);
    return {
      columns: [C.step, C.vendors],
      rows: FUNNEL_STEPS.map((s) => [INSIGHTS.funnelStep[s], counts[s]]),
    };
  },
  'time-to-claim': async (db, days) => {
    const { weeks, services } = await timeToClaimDetail(db, days);
    return {
      columns: [C.kind, C.week, C.productId, C.service, C.claimed, C.p50, C.p90],
      rows: [
        ...weeks.map((w) => ['week', w.weekStart, '', '', w.count, w.p50Minutes, w.p90Minutes]),
        ...services.map((s) => ['service', '', s.productId, s.productTitle, s.count, s.p50Minutes, s.p90Minutes]),
      ],
    };
  },
  'open-jobs': async (db) => {
    const { data } = await openJobsByAge(db);
    return {
      // Issue 38 item 15: times on the property's clock, as a person reads them, and its zone named.
      columns: [C.jobId, C.zipCode, C.appointment, C.bookedAt, C.timeZone, C.age, C.service],
      rows: data.map((j) => [
        j.id,
        j.zipCode,
        // A date-only job is its day (issue 38 item 3): the stored time is the console's, not the customer's.
        j.dateOnly ? (j.appointmentLocal?.slice(0, 10) ?? null) : j.appointmentLocal,
        j.bookedAtLocal,
        j.timeZone,
        INSIGHTS.ageBucket[j.ageBucket],
        j.services,
      ]),
    };
  },
  'coverage-gaps': async (db) => {
    const gaps = await coverageGapsWithNearest(db);
    return {
      columns: [C.zipCode, C.productId, C.service, C.openJobs, C.nearest],
      rows: gaps.map((g) => [
        g.zipCode,
        g.productId,
        g.productTitle,
        g.openJobs,
        g.nearest.map((n) => `${n.title} (#${n.id}, ${INSIGHTS.nearReason[n.reason]})`).join('; '),
      ]),
    };
  },
  // Issue 57: the marketplace's rating average and the companies in each tier.
  quality: async (db, days) => {
    const q = await qualitySummary(db, days);
    return {
      columns: [C.figure, C.value],
      rows: [
        [C.ratingAverage, q.ratingAverage],
        [C.ratingCount, q.ratingCount],
        ...(['elite', 'pro', 'standard'] as const).map((tier): CsvCell[] => [C.tierCompanies(tier), q.tiers[tier]]),
      ],
    };
  },
};

/** The view as CSV, through the one writer (lib/csv.ts: quoting, and no cell a spreadsheet runs). */
export async function insightsCsv(db: Db, view: InsightsView, days: number): Promise<string> {
  const { columns, rows } = await TABLES[view](db, days);
  return writeCsv(columns, rows);
}
