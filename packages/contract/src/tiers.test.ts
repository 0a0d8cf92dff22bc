import './i18n-compiler.ts';
import { describe, expect, it } from 'vitest';
import { evaluateTier, flagReasons, shortfallText, TIER_TABLE, type TierFigures } from './tiers.ts';
import { inLanguage } from './in-language.ts';
import './messages/es/index.ts';

// Issue 57, docs/architecture.md "Scorecard and tiers": the one table, at and around each line.

const elite: TierFigures = { jobs: 10, onTimeRate: 0.95, ratingAverage: 4.8, ratingCount: 5, lateReleases: 0 };
const pro: TierFigures = { jobs: 5, onTimeRate: 0.9, ratingAverage: 4.5, ratingCount: 3, lateReleases: 3 };

describe('the tier table', () => {
  it('is the architecture’s numbers, highest first', () => {
    expect(TIER_TABLE).toEqual([
      { tier: 'elite', minJobs: 10, minOnTime: 0.95, minAverage: 4.8, minRatings: 5, noLateRelease: true },
      { tier: 'pro', minJobs: 5, minOnTime: 0.9, minAverage: 4.5, minRatings: 3, noLateRelease: false },
    ]);
  });

  it('elite exactly at every line; one short of each line is pro', () => {
    expect(evaluateTier(elite)).toEqual({ tier: 'elite', next: null });
    // 19 of 20 on time is 0.95 (computed, not written): still elite.
    expect(evaluateTier({ ...elite, onTimeRate: 19 / 20 }).tier).toBe('elite');
    for (const short of [
      { jobs: 9 },
      { onTimeRate: 0.9499 },
      { ratingAverage: 4.79 },
      { ratingCount: 4 },
      { lateReleases: 1 },
    ])
      expect(evaluateTier({ ...elite, ...short }).tier, JSON.stringify(short)).toBe('pro');
  });

  it('pro exactly at every line (late releases allowed); one short of each is standard', () => {
    expect(evaluateTier(pro)).toMatchObject({ tier: 'pro', next: { tier: 'elite' } });
    expect(evaluateTier({ ...pro, onTimeRate: 9 / 10 }).tier).toBe('pro');
    for (const short of [
      { jobs: 4 },
      { onTimeRate: 0.8999 },
      { onTimeRate: null },
      { ratingAverage: 4.49 },
      { ratingCount: 2 },
      { ratingAverage: null, ratingCount: 0 },
    ])
      expect(evaluateTier({ ...pro, ...short }).tier, JSON.stringify(short)).toBe('standard');
  });

  it('says what the next tier misses, in words, in English and Spanish', () => {
    const figures: TierFigures = { jobs: 3, onTimeRate: 0.88, ratingAverage: 4.2, ratingCount: 2, lateReleases: 1 };
    const { tier, next } = evaluateTier(figures);
    expect(tier).toBe('standard');
    expect(next!.tier).toBe('pro');
    expect(next!.missing.map(shortfallText)).toEqual([
      '2 more completed jobs',
      'on time 88 %, needs 90 %',
      '1 more rating',
      'average 4.20 stars, needs 4.5',
    ]);
    expect(inLanguage('es', () => next!.missing.map(shortfallText))).toEqual([
      '2 trabajos completados más',
      'a tiempo 88 %, necesitas 90 %',
      '1 calificación más',
      'promedio 4.20 estrellas, necesitas 4.5',
    ]);
    const proToElite = evaluateTier({ ...pro, lateReleases: 2 }).next!.missing.map(shortfallText);
    expect(proToElite).toContain('2 late releases in the last 28 days');
  });

  it('flags under 0.80 on time over 5 jobs, or under 3.5 over 5 ratings, never below those counts', () => {
    const ok: TierFigures = { jobs: 5, onTimeRate: 0.8, ratingAverage: 3.5, ratingCount: 5, lateReleases: 0 };
    expect(flagReasons(ok)).toEqual([]);
    expect(flagReasons({ ...ok, onTimeRate: 0.79 })).toEqual(['on-time']);
    expect(flagReasons({ ...ok, onTimeRate: 0.79, jobs: 4 })).toEqual([]);
    expect(flagReasons({ ...ok, ratingAverage: 3.4 })).toEqual(['rating']);
    expect(flagReasons({ ...ok, ratingAverage: 3.4, ratingCount: 4 })).toEqual([]);
  });
});
