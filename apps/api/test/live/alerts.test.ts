import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { mailQueue, notificationSettings, outboxMessages } from '../../src/db/schema.ts';
import { UNSUBSCRIBE_LINK_TTL_MS, unsubscribeUrl } from '../../src/modules/live/notification-settings.ts';
import { queueMail, retryDelayMs, sendDueMail } from '../../src/lib/mail-queue.ts';
import { createMailer, type Mailer, type MailMessage } from '../../src/lib/mail.ts';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from '../helpers.ts';
import { eligibleVendor } from './live-helpers.ts';
import { ownerMemberId } from '../crew-helpers.ts';

// docs/architecture.md "Live events and alerts": new-job mails, queued in the booking's transaction,
// sent by the mail worker, with a one-click unsubscribe (RFC 8058).

let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  // The worker does not run by itself here: each test says when mail goes out.
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' }, { live: { mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
  // The alert names the pay (issue 29): the first price pays $45.50 a unit.
  const pay = await t.app.inject({
    method: 'PATCH',
    url: `/api/ops/products/${product.id}`,
    headers: opsHeaders,
    payload: { prices: [{ id: product.prices[0]!.id, payoutCents: 4550 }] },
  });
  expect(pay.statusCode).toBe(200);
});
afterAll(async () => t.close());

let zipCounter = 0;
const freshZip = () => String(83000 + ++zipCounter);

async function book(zipCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: {
      customer: { firstName: 'Ola', lastName: 'Owner' },
      property: { title: 'Home', street1: '1 Main', city: 'Denver', state: 'CO', zipCode, timeZone: 'America/Denver' },
      actualDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}
/** The new-job alerts mailed to `email` (not its verification mail). */
const mailTo = (email: string) => t.mail.filter((m) => m.to === email && m.subject.includes('new job'));

describe('GET / PATCH /api/notificationSettings', () => {
  it('answers the defaults, then what the vendor chose', async () => {
    const v = await createTestVendor(t.app);
    const get = () => t.app.inject({ method: 'GET', url: '/api/notificationSettings', headers: v.headers });
    const defaults = {
      emailNewJobs: true,
      onlyDuringBusinessHours: false,
      pushNewJobs: true,
      pushAssignments: true,
      pushChanges: true,
      quietHours: null,
    };
    expect((await get()).json()).toEqual(defaults);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/notificationSettings',
      headers: v.headers,
      payload: { onlyDuringBusinessHours: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...defaults, onlyDuringBusinessHours: true });
    expect((await get()).json()).toEqual({ ...defaults, onlyDuringBusinessHours: true });
  });

  it('refuses an empty change, an unknown field and a missing token', async () => {
    const v = await createTestVendor(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/notificationSettings', headers: v.headers, payload });
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ emailNewJobs: 'yes' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notificationSettings' })).statusCode).toBe(401);
  });
});

describe('new-job alerts', () => {
  it('mails every eligible vendor that opted in, once, with a one-click unsubscribe; none to one that opted out', async () => {
    const zip = freshZip();
    const a = await eligibleVendor(t.app, [product.id], [zip]);
    const b = await eligibleVendor(t.app, [product.id], [zip]);
    const out = await eligibleVendor(t.app, [product.id], [zip]);
    const elsewhere = await eligibleVendor(t.app, [product.id], [freshZip()]);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notificationSettings',
      headers: out.headers,
      payload: { emailNewJobs: false },
    });
    const id = await book(zip);
    // Queued with the booking, not sent yet.
    expect(mailTo(a.email)).toHaveLength(0);
    // Two workers at once (two processes): each mail leaves once.
    await Promise.all([t.app.mailWorker.runOnce(), sendDueMail(t.app.db, t.app.mailer, { now: () => new Date() })]);
    await t.app.mailWorker.runOnce();
    for (const v of [a, b]) expect(mailTo(v.email)).toHaveLength(1);
    expect(mailTo(out.email)).toHaveLength(0);
    expect(mailTo(elsewhere.email)).toHaveLength(0);

    const mail = mailTo(a.email)[0]!;
    expect(mail.subject).toContain(product.title);
    expect(mail.subject).toContain(zip);
    expect(mail.text).toContain('It pays $45.50.');
    const unsubscribe = /^<(https:\/\/portal\.example\.com\/api\/notificationSettings\/unsubscribe\?[^>]+)>$/.exec(
      mail.headers!['List-Unsubscribe']!,
    )![1]!;
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const outbox = await t.app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
    const listed = (outbox.json() as { data: { to: string; links: string[] }[] }).data.find((m) => m.to === a.email);
    expect(listed!.links).toContain(unsubscribe);
    expect(id).toBeGreaterThan(0);

    // One click, without signing in: a GET only shows the button, the POST turns the mail off.
    const path = unsubscribe.replace('https://portal.example.com', '');
    const shown = await t.app.inject({ method: 'GET', url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post"');
    const settings = () => t.app.inject({ method: 'GET', url: '/api/notificationSettings', headers: a.headers });
    expect((await settings()).json()).toMatchObject({ emailNewJobs: true });
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect((await settings()).json()).toMatchObject({ emailNewJobs: false });

    await book(zip);
    await t.app.mailWorker.runOnce();
    expect(mailTo(a.email)).toHaveLength(1);
    expect(mailTo(b.email)).toHaveLength(2);
  });

  it('refuses an unsubscribe link for another vendor', async () => {
    const v = await createTestVendor(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notificationSettings/unsubscribe?member=${await ownerMemberId(t.app, v.vendorId)}&sig=forged`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('one-click unsubscribe (RFC 8058): what it accepts and when a link ends', () => {
  /** The link an alert queued now would carry (new-job-alerts.ts makes it the same way). */
  async function linkFor(vendorId: number, now = new Date()) {
    const memberId = await ownerMemberId(t.app, vendorId);
    const [row] = await t.app.db
      .select({ updatedAt: notificationSettings.updatedAt })
      .from(notificationSettings)
      .where(eq(notificationSettings.memberId, memberId));
    const url = unsubscribeUrl('', t.app.alerts.unsubscribeKey, memberId, row?.updatedAt ?? null, now);
    return url;
  }
  const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
  const emailNewJobs = async (v: { headers: { authorization: string } }) =>
    (await t.app.inject({ url: '/api/notificationSettings', headers: v.headers })).json().emailNewJobs as boolean;

  it('refuses a POST without `List-Unsubscribe=One-Click` (empty, another field, JSON), changing nothing', async () => {
    const v = await createTestVendor(t.app);
    const url = await linkFor(v.vendorId);
    const refused = [
      await t.app.inject({ method: 'POST', url }),
      await oneClick(url, ''),
      await oneClick(url, 'foo=bar'),
      await oneClick(url, 'List-Unsubscribe=Maybe'),
      await oneClick(url, JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), 'application/json'),
      await oneClick(url, 'List-Unsubscribe=One-Click', 'text/plain'),
    ];
    for (const res of refused) expect(res.statusCode).toBe(400);
    expect(refused[0]!.body).toContain('name="List-Unsubscribe" value="One-Click"'); // the button again
    expect(await emailNewJobs(v)).toBe(true);
  });

  it('accepts the field as multipart/form-data too (what RFC 8058 prefers)', async () => {
    const v = await createTestVendor(t.app);
    const body = ['--b', 'Content-Disposition: form-data; name="List-Unsubscribe"', '', 'One-Click', '--b--', ''].join(
      '\r\n',
    );
    expect((await oneClick(await linkFor(v.vendorId), body, 'multipart/form-data; boundary=b')).statusCode).toBe(200);
    expect(await emailNewJobs(v)).toBe(false);
  });

  it('the page’s button sends the one-click field', async () => {
    const v = await createTestVendor(t.app);
    const shown = await t.app.inject({ url: await linkFor(v.vendorId) });
    const action = /action="([^"]+)"/.exec(shown.body)![1]!.replaceAll('&amp;', '&');
    expect((await oneClick(action)).statusCode).toBe(200);
    expect(await emailNewJobs(v)).toBe(false);
  });

  it('a link ends when the vendor chooses again: alerts turned off and on, or the link used once', async () => {
    const v = await createTestVendor(t.app);
    const old = await linkFor(v.vendorId);
    for (const emailNewJobs of [false, true]) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/notificationSettings',
        headers: v.headers,
        payload: { emailNewJobs },
      });
      expect(patched.statusCode).toBe(200);
    }
    expect((await oneClick(old)).statusCode).toBe(403);
    expect((await t.app.inject({ url: old })).statusCode).toBe(403);
    expect(await emailNewJobs(v)).toBe(true);

    const fresh = await linkFor(v.vendorId);
    expect((await oneClick(fresh)).statusCode).toBe(200);
    expect((await oneClick(fresh)).statusCode).toBe(403);
  });

  it('a link ends after 60 days, and one without its version and end (mailed before) is refused', async () => {
    const v = await createTestVendor(t.app);
    const expired = await linkFor(v.vendorId, new Date(Date.now() - UNSUBSCRIBE_LINK_TTL_MS - 1_000));
    expect((await oneClick(expired)).statusCode).toBe(403);
    const bare = new URL(await linkFor(v.vendorId), 'http://x');
    bare.searchParams.delete('v');
    bare.searchParams.delete('exp');
    expect((await oneClick(bare.pathname + bare.search)).statusCode).toBe(403);
    expect(await emailNewJobs(v)).toBe(true);
  });
});

describe('the mail queue', () => {
  it('a mail queued twice under one key is one mail', async () => {
    const key = `test:${Date.now()}`;
    const mail = { idempotencyKey: key, to: 'twice@example.com', subject: 's', text: 't' };
    await queueMail(t.app.db, [mail], new Date());
    await queueMail(t.app.db, [mail], new Date());
    const rows = await t.app.db.select().from(mailQueue).where(eq(mailQueue.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('retries a failed mail after a backoff, recording the attempts, and sends it once', async () => {
    const key = `retry:${Date.now()}`;
    // In the past, so that no other test's queued mail is due on this clock.
    let clock = new Date('2020-01-01T00:00:00Z');
    const now = () => clock;
    await queueMail(t.app.db, [{ idempotencyKey: key, to: 'retry@example.com', subject: 's', text: 't' }], clock);
    const sent: MailMessage[] = [];
    let fail = true;
    const flaky: Mailer = {
      mode: 'outbox',
      async send(m) {
        if (fail) throw new Error('smtp down');
        sent.push(m);
      },
      close() {},
    };
    const row = async () => (await t.app.db.select().from(mailQueue).where(eq(mailQueue.idempotencyKey, key)))[0]!;
    expect(await sendDueMail(t.app.db, flaky, { now })).toBe(0);
    expect(await row()).toMatchObject({ attempts: 1, lastError: 'smtp down', sentAt: null });
    fail = false;
    // Not before the backoff.
    expect(await sendDueMail(t.app.db, flaky, { now })).toBe(0);
    clock = new Date(clock.getTime() + retryDelayMs(1) + 1);
    expect(await sendDueMail(t.app.db, flaky, { now })).toBe(1);
    expect(await sendDueMail(t.app.db, flaky, { now })).toBe(0);
    expect(sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
    expect(await row()).toMatchObject({ attempts: 2 });
  });

  it('a batch leaves together: composed first, then written to the outbox at one moment, each with its Message-ID', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-batch-'));
    const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const outbox = createMailer({ from: 'Portal <no-reply@portal.example.com>', dataDir, db: t.app.db, log });
    const clock = new Date('2020-02-01T00:00:00Z');
    const keys = Array.from({ length: 100 }, (_, i) => `batch-test:${i}`);
    await queueMail(
      t.app.db,
      keys.map((key, i) => ({
        idempotencyKey: key,
        to: `batch-${i}@example.com`,
        subject: 'Batch',
        text: `Mail ${i}`,
      })),
      clock,
    );
    // Real time for the moments mails leave; the due rows are chosen on the test's clock.
    let calls = 0;
    const now = () => (calls++ === 0 ? clock : new Date());
    expect(await sendDueMail(t.app.db, outbox, { now })).toBe(100);
    outbox.close();
    const rows = await t.app.db.select().from(mailQueue).where(like(mailQueue.idempotencyKey, 'batch-test:%'));
    const sentAt = rows.map((r) => r.sentAt!.getTime());
    expect(rows).toHaveLength(100);
    // One statement makes the batch visible: the first and the last leave within a few milliseconds
    // (mail by mail, composing and writing each, they were ~4 ms apart).
    expect(Math.max(...sentAt) - Math.min(...sentAt)).toBeLessThan(50);
    expect(
      await t.app.db.select().from(outboxMessages).where(like(outboxMessages.to, 'batch-%@example.com')),
    ).toHaveLength(100);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(100);
    const one = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(one).toMatch(/^Message-ID: <batch-test\.\d+@portal\.example\.com>$/m);
  });

  it('over SMTP, a batch goes through connections opened before it leaves; a refused recipient fails alone', async () => {
    // smtp-server has no types of its own: the catcher is typed here by what the test uses.
    const smtpServer = 'smtp-server';
    const { SMTPServer } = (await import(smtpServer)) as {
      SMTPServer: new (options: object) => {
        listen(port: number, host: string, cb: () => void): void;
        close(cb: () => void): void;
        server: { address(): { port: number } };
      };
    };
    const received: string[] = [];
    const catcher = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address: { address: string }, _session: unknown, cb: (err?: Error) => void) {
        cb(
          address.address.startsWith('refused')
            ? Object.assign(new Error('No such user'), { responseCode: 550 })
            : undefined,
        );
      },
      onData(stream: NodeJS.ReadableStream, _session: unknown, cb: () => void) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve));
    const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const smtp = createMailer({
      smtpUrl: `smtp://127.0.0.1:${catcher.server.address().port}`,
      from: 'Portal <no-reply@portal.example.com>',
      dataDir: os.tmpdir(),
      db: t.app.db,
      log,
      smtpConnections: 4,
    });
    const messages = Array.from({ length: 30 }, (_, i) => ({
      to: i === 7 ? 'refused@example.com' : `smtp-${i}@example.com`,
      subject: 'Batch',
      text: `Mail ${i}`,
      idempotencyKey: `smtp-test:${i}`,
    }));
    const sent: number[] = [];
    const results = await smtp.sendBatch!(messages, (i) => sent.push(i));
    smtp.close();
    await new Promise<void>((resolve) => catcher.close(resolve));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results[7]).toBeInstanceOf(Error);
    expect(sent.sort((a, b) => a - b)).toEqual(messages.map((_, i) => i).filter((i) => i !== 7));
    expect(received).toHaveLength(29);
    expect(received.some((m) => /^Message-ID: <smtp-test\.12@portal\.example\.com>\r?$/m.test(m))).toBe(true);
  });

  it('a crash between booking and sending loses nothing: a new process sends what was queued', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    await book(zip);
    // The booking committed; this process "crashes" before its worker ran. Another one starts.
    const next = await createTestAppOnSameDatabase();
    await next.mailWorker.runOnce();
    await next.mailWorker.runOnce();
    await t.app.mailWorker.runOnce();
    expect(mailTo(v.email)).toHaveLength(1);
    await next.close();
  });
});

/** A second app (another process) on the test's database, recording into the same mail list. */
async function createTestAppOnSameDatabase() {
  const { buildApp } = await import('../../src/server.ts');
  const mailer: Mailer = { mode: 'outbox', send: async (m) => void t.mail.push(m), close() {} };
  const app = await buildApp({
    config: t.config,
    database: t.database,
    mailer,
    live: { mailWorker: { pollMs: false } },
  });
  await app.ready();
  return app;
}
