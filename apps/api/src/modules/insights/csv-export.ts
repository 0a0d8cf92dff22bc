import { stringify } from 'csv-stringify/sync';
import { FUNNEL_STEPS, type InsightsView } from '@vendor-portal/contract/ops/insights';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import type { Db } from '../../db/client.ts';
import { coverageGapsWithNearest } from './coverage-gaps.ts';
import { funnelCounts } from './funnel.ts';
import { openJobsByAge } from './open-jobs.ts';
import { timeToClaimDetail } from './time-to-claim.ts';

const C = INSIGHTS.csv;
type Table = { columns: string[]; rows: unknown[][] };

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
      columns: [C.jobId, C.zipCode, C.appointment, C.bookedAt, C.age, C.service],
      rows: data.map((j) => [
        j.id,
        j.zipCode,
        j.actualDateTime,
        j.bookedAt,
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
};

/** A vendor's title opening with = + - @ would be a formula in a spreadsheet: written as text instead. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The view as CSV (RFC 4180: a header line, CRLF line ends, fields quoted when they must be). */
export async function insightsCsv(db: Db, view: InsightsView, days: number): Promise<string> {
  const { columns, rows } = await TABLES[view](db, days);
  return stringify(rows, { header: true, columns, record_delimiter: 'windows', cast: { string: asText } });
}
