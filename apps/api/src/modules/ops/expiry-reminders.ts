import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { COMPANY_MAIL } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { expiryReminders, jobRuns, vendorFiles, vendors } from '../../db/schema.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import { dayOf } from './files.ts';
import type { Site } from './mails.ts';

// docs/architecture.md "Expiry reminders": the vendor is mailed 30 and 7 days before an approved
// document expires and on the day, once per threshold (a row per file, threshold and expiry date:
// a new expiry date arms the reminders again). Durable: what is due and not recorded is sent at the
// next run, so a run missed while the server was down happens at the next start. Once across
// processes: a run holds a PostgreSQL advisory lock, and the unique rows decide the rest.

/** Days before the expiry day, largest first. */
const REMINDER_THRESHOLDS = [30, 7, 0] as const;
/** How long after its expiry a missed reminder is still worth sending. */
const CATCH_UP_DAYS = 7;
const JOB_NAME = 'expiry-reminders';
/** The advisory lock key of this job (any constant bigint unique to it). */
const LOCK_KEY = 7_301_016;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface ReminderRun {
  /** False when another process holds the lock (it is running the job now). */
  ran: boolean;
  sent: Array<{ fileId: number; threshold: number; to: string }>;
}

/**
 * One run for the day of `now`: every approved document whose reminder day has come and whose
 * reminder is not recorded. When several thresholds are due at once (after a long stop) only the
 * nearest is mailed and all are recorded. `ran` is false when another process holds the lock.
 */
export async function runExpiryReminders(db: Db, site: Site, now: Date): Promise<ReminderRun> {
  const today = dayOf(now);
  const claimed = await db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
    if (!(lock as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return null;
    const due = await tx
      .select({
        id: vendorFiles.id,
        title: vendorFiles.title,
        expiresAt: vendorFiles.expiresAt,
        email: vendors.email,
        // Issue 46: the reminder is written in the language of whoever reads the company's address.
        language: addressLanguage(sql`${vendors.id}`, sql`${vendors.email}`),
      })
      .from(vendorFiles)
      .innerJoin(vendors, eq(vendors.id, vendorFiles.vendorId))
      .where(
        and(
          eq(vendorFiles.status, 'approved'),
          isNotNull(vendorFiles.expiresAt),
          gte(vendorFiles.expiresAt, addDays(today, -CATCH_UP_DAYS)),
          lte(vendorFiles.expiresAt, addDays(today, REMINDER_THRESHOLDS[0])),
        ),
      );
    const toSend: Array<{ file: (typeof due)[number]; thresholds: number[] }> = [];
    for (const file of due) {
      const expiresAt = file.expiresAt!;
      const thresholds = REMINDER_THRESHOLDS.filter((days) => today >= addDays(expiresAt, -days));
      // The unique row decides "once": only the thresholds recorded now are mailed.
      const recorded = await tx
        .insert(expiryReminders)
        .values(thresholds.map((threshold) => ({ fileId: file.id, threshold, expiresAt })))
        .onConflictDoNothing()
        .returning({ threshold: expiryReminders.threshold });
      if (recorded.length > 0) toSend.push({ file, thresholds: recorded.map((r) => r.threshold) });
    }
    await tx
      .insert(jobRuns)
      .values({ name: JOB_NAME, lastDay: today, finishedAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastDay: today, finishedAt: now } });
    return toSend;
  });
  if (!claimed) return { ran: false, sent: [] };
  // Mail after the commit (the outbox mailer writes to the database too). A mail that fails gives
  // its rows back, so the next run sends it again.
  const sent: ReminderRun['sent'] = [];
  for (const { file, thresholds } of claimed) {
    const expiresAt = file.expiresAt!;
    try {
      await site.mailer.send(reminderMail(site, file, expiresAt, today));
      sent.push({ fileId: file.id, threshold: Math.min(...thresholds), to: file.email });
    } catch (err) {
      site.log.error({ err, fileId: file.id }, 'expiry reminder failed; retried at the next run');
      await db
        .delete(expiryReminders)
        .where(
          and(
            eq(expiryReminders.fileId, file.id),
            eq(expiryReminders.expiresAt, expiresAt),
            inArray(expiryReminders.threshold, thresholds),
          ),
        );
      await db.delete(jobRuns).where(eq(jobRuns.name, JOB_NAME));
    }
  }
  return { ran: true, sent };
}

function reminderMail(
  site: Site,
  file: { email: string; title: string; language: Language },
  expiresAt: string,
  today: string,
) {
  const { title } = file;
  const daysLeft = Math.round((Date.parse(expiresAt) - Date.parse(today)) / 86_400_000);
  return inLanguage(file.language, () => ({
    to: file.email,
    subject:
      daysLeft > 0
        ? COMPANY_MAIL.expirySoonSubject({ title, days: daysLeft })
        : daysLeft === 0
          ? COMPANY_MAIL.expiryTodaySubject({ title })
          : COMPANY_MAIL.expiredSubject({ title }),
    text: COMPANY_MAIL.expiryText({ title, expiresOn: expiresAt, url: `${site.publicUrl}/account` }),
  }));
}

/** True when the job has not run yet for the day of `now` (read before taking the lock: a cheap check). */
export async function dueToday(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ lastDay: jobRuns.lastDay }).from(jobRuns).where(eq(jobRuns.name, JOB_NAME));
  return !row || row.lastDay < dayOf(now);
}
