import { FLAG_RULES, flagReasonText } from '@vendor-portal/contract/tiers';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { OpsQualityRow } from '@vendor-portal/contract/scorecard';
import type { Db } from '../../db/client.ts';
import { everyCompanyFigures, type CompanyFigures } from './figures.ts';

// docs/architecture.md "Scorecard and tiers": GET /api/ops/quality, every company worst first. A person decides
// what to do with a flagged company (the existing review status); nothing here changes one.

const rounded = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * Worst first: the flagged (most reasons first), then the lowest on-time rate, then the lowest average (a company
 * with nothing measured after those measured), then the most jobs; the id breaks ties.
 */
function worstFirst(a: CompanyFigures, b: CompanyFigures): number {
  const nullsLast = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y);
  return (
    b.flagged.length - a.flagged.length ||
    nullsLast(a.onTimeRate, b.onTimeRate) ||
    nullsLast(a.ratingAverage, b.ratingAverage) ||
    b.lateReleases - a.lateReleases ||
    b.jobs - a.jobs ||
    a.vendorId - b.vendorId
  );
}

export async function qualityConsole(db: Db, now: Date, flaggedOnly: boolean) {
  const figures = (await everyCompanyFigures(db, now)).filter((f) => !flaggedOnly || f.flagged.length > 0);
  figures.sort(worstFirst);
  const data: OpsQualityRow[] = inLanguage('en', () =>
    figures.map((f) => ({
      vendorId: f.vendorId,
      title: f.title,
      reviewStatus: f.reviewStatus,
      tier: f.tier,
      jobs: f.jobs,
      onTimeRate: rounded(f.onTimeRate),
      lateReleases: f.lateReleases,
      noShows: f.noShows,
      ratingAverage: rounded(f.ratingAverage),
      ratingCount: f.ratingCount,
      flagged: f.flagged.length > 0,
      why: f.flagged.map((reason) => flagReasonText(reason, f)),
    })),
  );
  return { data, rule: { ...FLAG_RULES } };
}
