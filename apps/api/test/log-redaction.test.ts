import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openMigratedPglite } from './helpers.ts';
import { createMailer } from '../src/lib/mail.ts';
import { buildApp } from '../src/server.ts';
import { loggerOptions, redactUrl } from '../src/lib/logger.ts';
import { unsubscribeUrl } from '../src/modules/live/notification-settings.ts';

// "Nothing secret in logs": JWT-shaped values and credential-named query parameters are
// redacted from request logs, and the outbox log line names the message, not its link.

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const FEED_SECRET = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA';
const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-redaction-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'web'),
    OPS_TOKEN: 'redaction-ops-token-0123456789',
    LOG_LEVEL: 'info',
  });
  database = await openMigratedPglite();
  const production = loggerOptions('info') as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  app = await buildApp({
    config,
    database,
    logger: { ...production, stream: { write: (line: string) => void lines.push(line) } },
    mailer: { mode: 'outbox', send: async () => {}, close() {} },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('request logs', () => {
  it('redact credential-named query parameters and JWT-shaped values, keeping the rest', () => {
    expect(redactUrl(`/api/vendor?access_token=${JWT}`)).toBe('/api/vendor?access_token=[redacted]');
    expect(redactUrl('/api/vendor?idToken=abc&x=1')).toBe('/api/vendor?idToken=[redacted]&x=1');
    expect(redactUrl('/x?refresh_token=r&password=p&api_key=k&client_secret=s&code=c')).toBe(
      '/x?refresh_token=[redacted]&password=[redacted]&api_key=[redacted]&client_secret=[redacted]&code=[redacted]',
    );
    expect(redactUrl(`/anything/${JWT}/more?jwt=${JWT}`)).toBe('/anything/[redacted]/more?jwt=[redacted]');
    // The calendar feed's secret is its path (docs/architecture.md "Phone and calendar").
    expect(redactUrl(`/calendar/${FEED_SECRET}.ics`)).toBe('/calendar/[redacted]');
    expect(redactUrl('/api/appointment?startDate=2026-01-01&sort=asc')).toBe(
      '/api/appointment?startDate=2026-01-01&sort=asc',
    );
  });

  it('never carry a token given in the query or the path', async () => {
    lines.length = 0;
    for (const url of [
      `/api/vendor?access_token=${JWT}`,
      `/api/vendor?idToken=${JWT}`,
      `/calendar/${JWT}.ics`,
      `/calendar/${FEED_SECRET}.ics`,
      '/api/vendor?token=plain-secret-value',
    ]) {
      await app.inject({ url });
    }
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).not.toContain(JWT);
    expect(log).not.toContain('c2lnbmF0dXJlLXNpZ25hdHVyZQ');
    expect(log).not.toContain('plain-secret-value');
    expect(log).not.toContain(FEED_SECRET);
  });

  it('never carry the one-click unsubscribe signature, a credential that does not expire', async () => {
    expect(redactUrl('/x?vendor=2&sig=abc&design=1')).toBe('/x?vendor=2&sig=[redacted]&design=1');
    const link = new URL(unsubscribeUrl('http://portal.test', app.alerts.unsubscribeKey, 2, null, new Date()));
    const sig = link.searchParams.get('sig')!;
    lines.length = 0;
    for (const method of ['GET', 'POST'] as const) await app.inject({ method, url: link.pathname + link.search });
    expect(lines.length).toBeGreaterThan(1);
    const log = lines.join('\n');
    expect(log).toMatch(/member=2&v=0&exp=\d+&sig=\[redacted\]/);
    expect(log).not.toContain(sig);
  });
});

describe('the outbox log line', () => {
  it('names the message, not its link', async () => {
    const logged: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => void logged.push(args),
      warn() {},
      error() {},
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: 'portal@example.com', dataDir, db: app.db, log });
    const link = 'http://127.0.0.1:3000/reset-password?token=one-time-secret-token';
    await mailer.send({ to: 'someone@example.com', subject: 'Reset your password', text: `Open ${link}` });
    mailer.close();
    const text = JSON.stringify(logged);
    expect(text).toContain('Reset your password');
    expect(text).not.toContain('one-time-secret-token');
    expect(text).not.toContain('reset-password');
  });
});
