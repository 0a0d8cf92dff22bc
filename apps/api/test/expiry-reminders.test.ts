import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server.ts';
import { expiryReminders, jobRuns } from '../src/db/schema.ts';
import { runExpiryReminders } from '../src/modules/ops/expiry-reminders.ts';
import type { MailMessage } from '../src/lib/mail.ts';
import { createTestApp, createTestVendor, opsHeaders, type TestContext, type TestVendor } from './helpers.ts';
import { uploadDocument } from './staff-helpers.ts';

// docs/architecture.md "Expiry reminders": 30 and 7 days before an approved document expires and on
// the day, once per threshold, a missed run at the next start, once across runs. The date is set,
// never waited for.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Noon UTC on a day `offset` days from `day`. */
const at = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * 86_400_000);
const site = () => ({ brand: 'Test', publicUrl: t.config.publicUrl, mailer: t.app.mailer, log: t.app.log });

let dayCounter = 0;
/** A vendor with an approved insurance certificate expiring on a day of its own (far from the others). */
async function expiringDocument(): Promise<{ v: TestVendor; fileId: number; expiresAt: string }> {
  dayCounter += 1;
  const expiresAt = new Date(Date.UTC(2031, 0, 1) + dayCounter * 120 * 86_400_000).toISOString().slice(0, 10);
  const v = await createTestVendor(t.app);
  const fileId = await uploadDocument(t.app, v, 'Certificate of Insurance', `COI ${dayCounter}`);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/ops/vendor-files/${fileId}`,
    headers: opsHeaders,
    payload: { status: 'approved', expiresAt },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { v, fileId, expiresAt };
}
const remindersTo = (v: TestVendor) =>
  t.mail.filter((m) => m.to === v.email.toLowerCase() && / (expire|vence|venció)/.test(m.subject));
const run = async (day: Date) => (await runExpiryReminders(t.app.db, site(), day)).sent;

describe('expiry reminders', () => {
  it('mails 30 days before, 7 days before and on the day, each once', async () => {
    const { v, fileId, expiresAt } = await expiringDocument();
    const title = `COI ${dayCounter}`;
    expect(await run(at(expiresAt, -31))).toEqual([]);
    expect(await run(at(expiresAt, -30))).toEqual([{ fileId, threshold: 30, to: v.email.toLowerCase() }]);
    expect(await run(at(expiresAt, -29))).toEqual([]);
    expect(await run(at(expiresAt, -8))).toEqual([]);
    expect(await run(at(expiresAt, -7))).toEqual([{ fileId, threshold: 7, to: v.email.toLowerCase() }]);
    expect(await run(at(expiresAt, -7))).toEqual([]);
    expect(await run(at(expiresAt, -1))).toEqual([]);
    expect(await run(at(expiresAt, 0))).toEqual([{ fileId, threshold: 0, to: v.email.toLowerCase() }]);
    expect(await run(at(expiresAt, 1))).toEqual([]);
    expect(remindersTo(v).map((m: MailMessage) => m.subject)).toEqual([
      `Your document "${title}" expires in 30 days`,
      `Your document "${title}" expires in 7 days`,
      `Your document "${title}" expires today`,
    ]);
    expect(remindersTo(v)[0]!.text).toContain(expiresAt);
    expect(remindersTo(v)[0]!.text).toContain(`${t.config.publicUrl}/account`);
  });

  it('never mails a threshold twice, even when runs overlap', async () => {
    const { v, expiresAt } = await expiringDocument();
    const runs = await Promise.all([1, 2, 3].map(() => runExpiryReminders(t.app.db, site(), at(expiresAt, -30))));
    expect(runs.flatMap((r) => r.sent)).toHaveLength(1);
    expect(remindersTo(v)).toHaveLength(1);
  });

  it('arms the reminders again when a new expiry date is approved', async () => {
    const { v, fileId, expiresAt } = await expiringDocument();
    await run(at(expiresAt, -7));
    const later = at(expiresAt, 60).toISOString().slice(0, 10);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendor-files/${fileId}`,
      headers: opsHeaders,
      payload: { status: 'approved', expiresAt: later },
    });
    expect(await run(at(later, -30))).toEqual([{ fileId, threshold: 30, to: v.email.toLowerCase() }]);
    expect(remindersTo(v)).toHaveLength(2);
  });

  it('sends a run missed while the server was down at the next start, the nearest threshold only', async () => {
    const { v, fileId, expiresAt } = await expiringDocument();
    // The server was down from 31 days before the expiry until 5 days before: it starts then.
    const mail: MailMessage[] = [];
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      mailer: { mode: 'outbox', send: async (m) => void mail.push(m), close() {} },
      now: () => at(expiresAt, -5),
    });
    await restarted.ready();
    await restarted.expiryReminders.idle();
    const mine = mail.filter((m) => m.to === v.email.toLowerCase());
    expect(mine.map((m) => m.subject)).toEqual([`Your document "COI ${dayCounter}" expires in 5 days`]);
    // The 30-day reminder is recorded with the 7-day one: it never comes late.
    const rows = await t.app.db.select().from(expiryReminders).where(eq(expiryReminders.fileId, fileId));
    expect(rows.map((r) => r.threshold).sort()).toEqual([30, 7].sort());
    const [job] = await t.app.db.select().from(jobRuns).where(eq(jobRuns.name, 'expiry-reminders'));
    expect(job!.lastDay).toBe(at(expiresAt, -5).toISOString().slice(0, 10));
    // The same day again: the job is done for today, nothing more is sent.
    await restarted.expiryReminders.tick();
    expect(mail.filter((m) => m.to === v.email.toLowerCase())).toHaveLength(1);
    await restarted.close();
  });

  it('gives a reminder back when its mail fails, so the next run sends it', async () => {
    const { v, expiresAt } = await expiringDocument();
    const failing = {
      ...site(),
      mailer: { mode: 'outbox' as const, send: async () => Promise.reject(new Error('smtp down')), close() {} },
    };
    expect((await runExpiryReminders(t.app.db, failing, at(expiresAt, -30))).sent).toEqual([]);
    expect(await run(at(expiresAt, -30))).toHaveLength(1);
    expect(remindersTo(v)).toHaveLength(1);
  });

  it("writes the reminder in its reader's language (issue 46): Spanish to a Spanish company, English to an English one", async () => {
    const spanish = await expiringDocument();
    const spanishTitle = `COI ${dayCounter}`;
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: spanish.v.headers,
      payload: { language: 'es' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const english = await expiringDocument();
    const englishTitle = `COI ${dayCounter}`;
    for (const { expiresAt } of [spanish, english]) for (const day of [-30, 0, 1]) await run(at(expiresAt, day));
    const account = `${t.config.publicUrl}/account`;
    expect(remindersTo(spanish.v).map((m) => m.subject)).toEqual([
      `Tu documento "${spanishTitle}" vence en 30 días`,
      `Tu documento "${spanishTitle}" vence hoy`,
    ]);
    expect(remindersTo(spanish.v)[0]!.text).toBe(
      `Tu documento "${spanishTitle}" vence el ${spanish.expiresAt}. Cuando venza, no podrás tomar trabajos hasta que aprueben uno vigente.\n\nSube uno nuevo en tu página Cuenta: ${account}`,
    );
    expect(remindersTo(english.v).map((m) => m.subject)).toEqual([
      `Your document "${englishTitle}" expires in 30 days`,
      `Your document "${englishTitle}" expires today`,
    ]);
    expect(remindersTo(english.v)[0]!.text).toBe(
      `Your document "${englishTitle}" expires on ${english.expiresAt}. Once it has expired you cannot claim jobs until a current one is approved.\n\nUpload a new one on your Account page: ${account}`,
    );
  });

  it('says a missed reminder after the expiry day has expired, in Spanish too', async () => {
    const { v, expiresAt } = await expiringDocument();
    const title = `COI ${dayCounter}`;
    await t.app.inject({ method: 'PATCH', url: '/api/preferences', headers: v.headers, payload: { language: 'es' } });
    // The server was down through the expiry day: the run two days after sends the nearest, expired.
    expect(await run(at(expiresAt, 2))).toHaveLength(1);
    expect(remindersTo(v).map((m) => m.subject)).toEqual([`Tu documento "${title}" venció`]);
  });
});
