import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { QUALITY } from '@vendor-portal/contract/messages';
import { flagReasonText, tierName } from '@vendor-portal/contract/tiers';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import { queueMail, type QueuedMail } from '../../lib/mail-queue.ts';
import { everyCompanyFigures } from './figures.ts';

// docs/architecture.md "Scorecard and tiers": the periodic sweep. It stores each company's tier (vendors.tier) so
// that the lists that follow tiers read a column instead of computing 28 days, mails a company whose tier changed,
// and mails a flagged company once a week while it stays flagged. Once across processes: a run holds an advisory
// lock; "once a week" is the mail queue's idempotency key (`quality-flagged:<company>:<week>`), so a second run in
// the same week queues nothing. Nobody is suspended here: a person decides (the review status).

/** The advisory lock key of this job (any constant bigint unique to it). */
const LOCK_KEY = 7_301_057;

/** The Monday (UTC) of the week of `now`: the flagged mail's week. */
function weekOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export interface TierSweepRun {
  ran: boolean;
  changed: Array<{ vendorId: number; from: string; to: string }>;
  flagged: number[];
}

export async function runTierSweep(db: Db, publicUrl: string, now: Date): Promise<TierSweepRun> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
    if (!(lock as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked)
      return { ran: false, changed: [], flagged: [] };
    const figures = await everyCompanyFigures(tx, now);
    const changed = figures.filter((f) => f.tier !== f.storedTier);
    const flagged = figures.filter((f) => f.flagged.length > 0);
    for (const tier of ['standard', 'pro', 'elite'] as const) {
      const ids = changed.filter((f) => f.tier === tier).map((f) => f.vendorId);
      if (ids.length > 0) await tx.update(vendors).set({ tier }).where(inArray(vendors.id, ids));
    }
    const mailed = [...new Set([...changed, ...flagged].map((f) => f.vendorId))];
    const languages = new Map<number, Language>();
    if (mailed.length > 0) {
      const rows = await tx
        .select({ id: vendors.id, language: addressLanguage(sql`${vendors.id}`, sql`${vendors.email}`) })
        .from(vendors)
        .where(inArray(vendors.id, mailed));
      for (const row of rows) languages.set(row.id, row.language);
    }
    const url = `${publicUrl}/scorecard`;
    const week = weekOf(now);
    const mails: QueuedMail[] = [
      ...changed.map((f) =>
        inLanguage(languages.get(f.vendorId) ?? 'en', () => ({
          idempotencyKey: `tier-change:${f.vendorId}:${f.tier}:${now.toISOString()}`,
          to: f.email,
          subject: QUALITY.tierMailSubject({ tier: tierName(f.tier) }),
          text: QUALITY.tierMailText({ tier: tierName(f.tier), before: tierName(f.storedTier), url }),
        })),
      ),
      ...flagged.map((f) =>
        inLanguage(languages.get(f.vendorId) ?? 'en', () => ({
          idempotencyKey: `quality-flagged:${f.vendorId}:${week}`,
          to: f.email,
          subject: QUALITY.flagMailSubject,
          text: QUALITY.flagMailText({
            reasons: f.flagged.map((reason) => `- ${flagReasonText(reason, f)}`).join('\n'),
            url,
          }),
        })),
      ),
    ];
    await queueMail(tx, mails, now);
    return {
      ran: true,
      changed: changed.map((f) => ({ vendorId: f.vendorId, from: f.storedTier, to: f.tier })),
      flagged: flagged.map((f) => f.vendorId),
    };
  });
}
