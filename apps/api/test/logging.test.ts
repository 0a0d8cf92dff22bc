import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema.ts';
import type { MailMessage } from '../src/lib/mail.ts';
import { buildApp } from '../src/server.ts';
import { loggerOptions, redactUrl } from '../src/lib/logger.ts';
import { REUSE_GRACE_MS } from '../src/identity/refresh-tokens.ts';
// The helpers' ops token: the catalogue and the approval helpers below use it.
import {
  createTestProduct,
  createTestVendor,
  mailedTokenOf,
  movableClock,
  OPS_TOKEN,
  openMigratedPglite,
  opsHeaders,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { startPushService, type FakePushService } from './push/push-service.ts';

// "Logs": structured JSON lines (pino) carrying the request id, and never a secret: no
// password, idToken, refresh or reset token, ops token or signing key, whatever the request path.
// The production logger options are used, writing into memory.

const AUTH_SECRET = 'logging-test-secret-logging-test-secret-0123';
const lines: string[] = [];
const mail: MailMessage[] = [];
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let push: FakePushService;
/** Moved past the refresh token's reuse grace to replay it. */
const clock = movableClock();

beforeAll(async () => {
  push = await startPushService();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-logging-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'web'),
    OPS_TOKEN,
    AUTH_SECRET,
    LOG_LEVEL: 'info',
    PUSH_ENDPOINT_ALLOW: push.origin,
  });
  database = await openMigratedPglite();
  const production = loggerOptions('info') as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: { ...production, stream: { write: (line: string) => void lines.push(line) } },
    mailer: {
      mode: 'outbox',
      async send(m) {
        mail.push(m);
        // Readable through GET /api/ops/outbox, as in helpers.ts (the approval helpers read links there).
        await database.db.insert(outboxMessages).values({ to: m.to, subject: m.subject, text: m.text });
      },
      close() {},
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await push.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const refreshCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'vp_refresh')?.value ?? '';

describe('logs', () => {
  it('hold no password, token or secret across sign-up, sign-in, refresh, reset and the ops API', async () => {
    const email = 'logging@example.com';
    const password = 'first-password-secret';
    const newPassword = 'second-password-secret';
    const secrets = [OPS_TOKEN, AUTH_SECRET, password, newPassword];

    const signUp = await app.inject({ method: 'POST', url: '/auth/accounts', payload: { email, password } });
    expect(signUp.statusCode).toBe(201);
    secrets.push(signUp.json().idToken, refreshCookie(signUp));

    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email, password: 'wrong-password-secret' },
    });
    expect(wrong.statusCode).toBe(401);
    secrets.push('wrong-password-secret');
    // A refused body (bad email) is logged as an error: its password must not come with it.
    const invalid = await app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email: 'not-an-email', password: 'invalid-body-secret' },
    });
    expect(invalid.statusCode).toBe(400);
    secrets.push('invalid-body-secret');

    const signIn = await app.inject({ method: 'POST', url: '/auth/sessions', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const idToken = signIn.json().idToken as string;
    secrets.push(idToken, refreshCookie(signIn));

    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { vp_refresh: refreshCookie(signIn) },
    });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().idToken, refreshCookie(refreshed));
    // A replay (after its grace) is logged as a warning (ids only).
    clock.advance(REUSE_GRACE_MS + 1);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/token', cookies: { vp_refresh: refreshCookie(signIn) } }))
        .statusCode,
    ).toBe(401);

    // The replay ended the sign-in's session and its idTokens: the sign-up's session goes on.
    expect(
      (await app.inject({ method: 'GET', url: '/api/vendor', headers: { authorization: `Bearer ${idToken}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/vendor',
          headers: { authorization: `Bearer ${signUp.json().idToken}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/vendor',
          headers: { authorization: 'Bearer forged-token-secret' },
        })
      ).statusCode,
    ).toBe(401);
    secrets.push('forged-token-secret');
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/ops/vendors/999999',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
          payload: { reviewStatus: 'approved' },
        })
      ).statusCode,
    ).toBe(404);

    expect((await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } })).statusCode).toBe(
      202,
    );
    // The sign-up's verification mail, then the reset mail: neither link's token may be logged.
    await expect.poll(() => mail.length).toBe(2);
    const tokenOf = (path: string) =>
      decodeURIComponent(new RegExp(`${path}\\?token=([^\\s]+)`).exec(mail.map((m) => m.text).join('\n'))![1]!);
    secrets.push(tokenOf('/verify-email'));
    const resetToken = tokenOf('/reset-password');
    secrets.push(resetToken);
    // The vendor's browser opens the link: the URL with its token reaches the server.
    await app.inject({
      method: 'GET',
      url: `/reset-password?token=${encodeURIComponent(resetToken)}`,
      headers: { accept: 'text/html' },
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/auth/password-reset/confirm',
          payload: { token: resetToken, newPassword },
        })
      ).statusCode,
    ).toBe(204);

    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logged, `secret in the logs: ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });

  it('are JSON lines with the request id the answer carries, taken from x-request-id when given', async () => {
    const given = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'logging-test-id-1' } });
    expect(given.headers['x-request-id']).toBe('logging-test-id-1');
    const generated = await app.inject({ method: 'GET', url: '/healthz' });
    const generatedId = String(generated.headers['x-request-id']);
    expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);

    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; level: number; time: number });
    expect(entries.every((e) => typeof e.level === 'number' && typeof e.time === 'number')).toBe(true);
    for (const id of ['logging-test-id-1', generatedId]) {
      expect(entries.filter((e) => e.reqId === id).map((e) => e.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
    }
  });

  it('never copy an x-request-id that is too long or not id-shaped: a new id is made instead', async () => {
    lines.length = 0;
    const long = 'A'.repeat(10_000);
    for (const given of [long, 'A'.repeat(129), 'two words', 'id"quote', 'é-accent']) {
      const res = await app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The longest kept: 128 characters of an id's alphabet (a proxy's trace id, a UUID).
    const kept = `${'a'.repeat(100)}.B_9:=/+-${'c'.repeat(19)}`;
    expect(kept).toHaveLength(128);
    expect((await app.inject({ url: '/livez', headers: { 'x-request-id': kept } })).headers['x-request-id']).toBe(kept);
    const logged = lines.join('');
    expect(logged).not.toContain('A'.repeat(129));
    expect(logged).not.toContain('two words');
    expect(logged).toContain(kept);
  });

  // docs/operations.md "Logs" (docs/architecture.md "Operations").
  it("carry one 'request completed' line per request with its route pattern, status, duration and acting member and company", async () => {
    const vendor = await createTestVendor(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/vendor',
      headers: { ...vendor.headers, 'x-request-id': 'logging-test-member' },
    });
    expect(res.statusCode).toBe(200);
    const [completed, ...more] = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.reqId === 'logging-test-member' && e.msg === 'request completed');
    expect(more).toHaveLength(0);
    expect(completed).toMatchObject({
      route: '/api/vendor',
      method: 'GET',
      statusCode: 200,
      vendorId: vendor.vendorId,
    });
    expect(completed!.memberId).toEqual(expect.any(Number));
    expect(completed!.responseTime).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain(vendor.token);
  });

  it('carry the request id into the mail it queues: the job logs its own line under it, with no token', async () => {
    const vendor = await createTestVendor(app);
    const newEmail = `moved-${Date.now()}@example.com`;
    const asked = await app.inject({
      method: 'POST',
      url: '/auth/email-change',
      headers: vendor.headers,
      payload: { newEmail, currentPassword: vendor.password },
    });
    expect(asked.statusCode).toBe(202);
    await expect.poll(() => mail.find((m) => m.to === newEmail), { timeout: 60_000 }).toBeDefined();
    const token = mailedTokenOf(mail.find((m) => m.to === newEmail)!);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/auth/email-change/confirm',
      headers: { 'x-request-id': 'logging-test-queued-mail' },
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    // The old address is told, by the mail worker (any process), under the confirming request's id.
    await expect
      .poll(
        () =>
          lines
            .map((l) => JSON.parse(l) as Record<string, unknown>)
            .find((e) => e.msg === 'mail job sent' && e.reqId === 'logging-test-queued-mail'),
        { timeout: 60_000 },
      )
      .toMatchObject({ kind: 'email-changed', mailId: expect.any(Number) });
    const jobLine = lines.find((l) => l.includes('"reqId":"logging-test-queued-mail"') && l.includes('mail job sent'));
    expect(jobLine).not.toContain('@');
    const logged = lines.join('');
    for (const secret of [token, vendor.token, vendor.password]) expect(logged).not.toContain(secret);
  });

  it('carry the request id into the push alerts it queues: one line per job, with no endpoint, key or token', async () => {
    const product = await createTestProduct(app);
    const vendor = await eligibleVendor(app, [product.id], ['80299']);
    const device = push.device();
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: vendor.headers,
      payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
    });
    expect(subscribed.statusCode).toBe(201);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: { ...opsHeaders, 'x-request-id': 'logging-test-queued-push' },
      payload: {
        customer: { firstName: 'Pia', lastName: 'Push' },
        property: {
          title: 'Home',
          street1: '1 Main',
          city: 'Denver',
          state: 'CO',
          zipCode: '80299',
          timeZone: 'America/Denver',
        },
        actualDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        duration: 60,
        lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode).toBe(201);
    await app.mailWorker.runOnce();
    const jobs = () =>
      lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((e) => e.msg === 'push job sent' && e.reqId === 'logging-test-queued-push');
    await expect.poll(() => jobs().length, { timeout: 60_000 }).toBe(1);
    expect(jobs()[0]).toMatchObject({ kind: 'push-new-job', pushId: expect.any(Number), level: 30 });
    const logged = lines.join('');
    for (const secret of [
      device.endpoint,
      new URL(device.endpoint).pathname,
      device.keys.auth,
      device.keys.p256dh,
      vendor.token,
    ])
      expect(logged).not.toContain(secret);
  });

  it('keep the path of a URL but not the credentials in its query', () => {
    expect(redactUrl('/reset-password?token=abc.def&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/vendorFiles/7/content?expires=1700000000&signature=s1g')).toBe(
      '/api/vendorFiles/7/content?expires=1700000000&signature=[redacted]',
    );
    expect(redactUrl('/f?X-Amz-Credential=k%2F1&X-Amz-Signature=ff')).toBe(
      '/f?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]',
    );
    expect(redactUrl('/api/appointment?startDate=2026-01-01')).toBe('/api/appointment?startDate=2026-01-01');
  });
});
