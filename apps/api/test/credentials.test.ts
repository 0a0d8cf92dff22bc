import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationSettings } from '../src/db/schema.ts';
import { CREDENTIALS, ENDING_EVENTS, type EndingEvent } from '../src/identity/credentials.ts';
import { REUSE_GRACE_MS } from '../src/identity/refresh-tokens.ts';
import { unsubscribeUrl } from '../src/modules/live/notification-settings.ts';
import { buildApp } from '../src/server.ts';
import {
  awaitMail,
  createTestApp,
  mailedTokenOf,
  createTestVendor,
  OPS_TOKEN,
  uniqueEmail,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { ownerMemberId } from './crew-helpers.ts';
import { uploadDocument } from './staff-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { caughtUp, openStream, type SseClient } from './live/sse-client.ts';
import { queuePushToMembers } from '../src/lib/push-queue.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push/push-service.ts';

// docs/architecture.md "Credentials and what ends them": one test per credential and ending event,
// generated from the table in apps/api/src/identity/credentials.ts (the one the doc shows: the last
// test compares them). `ends` means refused after the event, `stays` still working. A credential
// added to the table without a probe here fails; one whose ending is forgotten fails its cell.

let t: TestContext;
let base: string;
let pushService: FakePushService;
const extraApps: FastifyInstance[] = [];
const streams: SseClient[] = [];
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp(
    { RATE_LIMIT_RESET_IP: '100000', RATE_LIMIT_SIGNIN_IP: '100000', PUSH_ENDPOINT_ALLOW: pushService.origin },
    { live: { mailWorker: { pollMs: false } } },
  );
  base = await listen(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  for (const s of streams.splice(0)) s.close();
  for (const app of extraApps.splice(0)) await app.close();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

interface Session {
  idToken: string;
  cookie: string;
  headers: { authorization: string };
}
/** The account under test, signed in on two devices: `session` holds the credential, `other` acts. */
interface Ctx {
  v: TestVendor;
  email: string;
  password: string;
  session: Session;
  other: Session;
  opsApp: FastifyInstance;
}

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });
async function signIn(email: string, password: string): Promise<Session> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/sessions', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  const idToken = res.json().idToken as string;
  return { idToken, cookie: res.cookies.find((c) => c.name === 'vp_refresh')!.value, headers: bearer(idToken) };
}
/** The token of the newest link mailed to `to` after `from` mails, containing `path`. */
const mailedToken = async (to: string, path: string, from: number) =>
  mailedTokenOf(await awaitMail(t, (m) => m.to === to && m.text.includes(path), from));
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const pathOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

async function requestReset(ctx: Ctx) {
  const from = t.mail.length;
  expect((await post('/auth/password-reset', { email: ctx.email })).statusCode).toBe(202);
  return mailedToken(ctx.email, '/reset-password', from);
}
async function requestEmailChange(ctx: Ctx, headers: Session['headers']) {
  const to = uniqueEmail('moved');
  const from = t.mail.length;
  const res = await post('/auth/email-change', { newEmail: to, currentPassword: ctx.password }, headers);
  expect(res.statusCode).toBe(202);
  return mailedToken(to, 'change=email', from);
}
async function requestVerification(ctx: Ctx) {
  const from = t.mail.length;
  expect((await post('/auth/email-verification', undefined, ctx.session.headers)).statusCode).toBe(202);
  return mailedToken(ctx.email, '/verify-email', from);
}
async function refreshed(ctx: Ctx, cookie = ctx.session.cookie) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/token', cookies: { vp_refresh: cookie } });
  if (res.statusCode === 200) ctx.session.cookie = res.cookies.find((c) => c.name === 'vp_refresh')!.value;
  return res;
}
async function unsubscribeLink(vendorId: number) {
  const memberId = await ownerMemberId(t.app, vendorId);
  const [row] = await t.app.db
    .select({ updatedAt: notificationSettings.updatedAt })
    .from(notificationSettings)
    .where(eq(notificationSettings.memberId, memberId));
  return unsubscribeUrl('', t.app.alerts.unsubscribeKey, memberId, row?.updatedAt ?? null, new Date());
}
async function fileLink(ctx: Ctx, id: number) {
  const list = await t.app.inject({ url: '/api/vendorFiles', headers: ctx.session.headers });
  const files = (list.json() as { data?: unknown[] }).data ?? (list.json() as unknown[]);
  const file = (files as { id: number; mediaUrl: string }[]).find((f) => f.id === id)!;
  return pathOf(file.mediaUrl);
}
/** The clock moves past a lifetime (only Date: the database, timers and the network go on). */
function outlive(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms + 60_000);
}
/** This device's push subscription, made with `headers` (its session). */
async function subscribeDevice(headers: Session['headers'], device: FakeDevice) {
  const res = await post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys }, headers);
  expect(res.statusCode).toBeLessThan(300);
}
/** Whether a message queued for the account's member now reaches `device`. */
async function pushReaches(ctx: Ctx, device: FakeDevice) {
  const from = pushService.received.length;
  const message = { type: 'assigned' as const, appointmentId: 1, title: 'Probe', body: 'Probe', url: '/' };
  await queuePushToMembers(
    t.app.db,
    [
      {
        key: `probe:${crypto.randomUUID()}`,
        memberIds: [await ownerMemberId(t.app, ctx.v.vendorId)],
        payload: { message, urgency: 'normal', topic: 'probe', ttl: 60 },
      },
    ],
    new Date(),
  );
  await t.app.mailWorker.runOnce();
  return pushService.received.slice(from).some((r) => device.endpoint.endsWith(r.path));
}
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// How each credential is issued, used, regenerated and outlived. `credential` is what the holder keeps.
interface Probe {
  issue(ctx: Ctx, event: EndingEvent): Promise<unknown>;
  works(ctx: Ctx, credential: unknown, expected: 'ends' | 'stays'): Promise<boolean>;
  regenerate(ctx: Ctx, credential: unknown): Promise<void>;
  /** How long to move the clock for `time`. */
  lifetimeMs?: number;
  /** What notices the moved clock when nothing asks the credential again (a stream's heartbeat). */
  outlived?(): void;
}
const PROBES: Record<string, Probe> = {
  idToken: {
    issue: async (ctx) => ctx.session.idToken,
    works: async (_ctx, idToken) =>
      (await t.app.inject({ url: '/api/vendor', headers: bearer(idToken as string) })).statusCode === 200,
    regenerate: async (ctx) => void expect((await refreshed(ctx)).statusCode).toBe(200),
    lifetimeMs: 60 * MINUTE,
  },
  'refresh token': {
    issue: async (ctx) => ctx.session.cookie,
    works: async (ctx, cookie) => (await refreshed(ctx, cookie as string)).statusCode === 200,
    // Rotated, then past the 30 s in which the same token again still gets a successor (decision 038).
    regenerate: async (ctx, cookie) => {
      expect((await refreshed(ctx, cookie as string)).statusCode).toBe(200);
      outlive(REUSE_GRACE_MS);
    },
    lifetimeMs: 14 * DAY,
  },
  'reset link': {
    issue: (ctx) => requestReset(ctx),
    works: async (ctx, token) =>
      (await post('/auth/password-reset/confirm', { token, newPassword: 'from-the-link-123' })).statusCode === 204,
    regenerate: async (ctx) => void (await requestReset(ctx)),
    lifetimeMs: 60 * MINUTE,
  },
  'verification link': {
    issue: (ctx) => requestVerification(ctx),
    works: async (_ctx, token) => (await post('/auth/email-verification/confirm', { token })).statusCode === 204,
    regenerate: async (ctx) => void (await requestVerification(ctx)),
    lifetimeMs: 60 * MINUTE,
  },
  'email-change link': {
    issue: (ctx) => requestEmailChange(ctx, ctx.session.headers),
    works: async (_ctx, token) => (await post('/auth/email-change/confirm', { token })).statusCode === 200,
    regenerate: async (ctx) => void (await requestEmailChange(ctx, ctx.other.headers)),
    lifetimeMs: 60 * MINUTE,
  },
  'calendar secret': {
    issue: async (ctx) => {
      const res = await post('/api/calendarFeed', undefined, ctx.session.headers);
      expect(res.statusCode).toBe(201);
      return pathOf(res.json().url as string);
    },
    works: async (_ctx, path) => (await t.app.inject({ url: path as string })).statusCode === 200,
    regenerate: async (ctx) =>
      void expect((await post('/api/calendarFeed', undefined, ctx.other.headers)).statusCode).toBe(201),
    lifetimeMs: 365 * DAY,
  },
  'unsubscribe link': {
    issue: (ctx) => unsubscribeLink(ctx.v.vendorId),
    works: async (_ctx, url) =>
      (
        await t.app.inject({
          method: 'POST',
          url: url as string,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode === 200,
    regenerate: async (ctx) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/notificationSettings',
        headers: ctx.other.headers,
        payload: { onlyDuringBusinessHours: true },
      });
      expect(res.statusCode).toBe(200);
    },
    lifetimeMs: 60 * DAY,
  },
  'signed file link': {
    issue: async (ctx) => fileLink(ctx, await uploadDocument(t.app, ctx.session, 'Certificate of Insurance')),
    works: async (_ctx, path) => (await t.app.inject({ url: path as string })).statusCode === 200,
    regenerate: async (ctx) => void (await t.app.inject({ url: '/api/vendorFiles', headers: ctx.other.headers })),
    lifetimeMs: 15 * MINUTE,
  },
  'ops token': {
    issue: async () => OPS_TOKEN,
    works: async (ctx, token) =>
      (await ctx.opsApp.inject({ url: '/api/ops/me', headers: bearer(token as string) })).statusCode === 200,
    // Another OPS_TOKEN in the configuration: the process started with it no longer takes the old one.
    regenerate: async (ctx) => {
      const app = await buildApp({
        config: { ...t.config, OPS_TOKEN: 'a-new-ops-token-0123456789abcdef' },
        database: t.database,
        mailer: { mode: 'outbox', send: async () => {}, close() {} },
        live: { mailWorker: { pollMs: false } },
      });
      extraApps.push(app);
      ctx.opsApp = app;
    },
    lifetimeMs: 365 * DAY,
  },
  'API key': {
    issue: async (ctx) => {
      const res = await post('/api/apiKeys', { name: 'Probe', scope: 'read' }, ctx.session.headers);
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; key: string };
    },
    works: async (_ctx, made) =>
      (await t.app.inject({ url: '/api/vendor', headers: bearer((made as { key: string }).key) })).statusCode === 200,
    regenerate: async (ctx, made) =>
      void expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/apiKeys/${(made as { id: number }).id}`,
            headers: ctx.other.headers,
          })
        ).statusCode,
      ).toBe(204),
    lifetimeMs: 365 * DAY,
  },
  'event stream connection': {
    issue: async (ctx) => {
      const s = await openStream(base, ctx.session.idToken);
      streams.push(s);
      expect(s.status).toBe(200);
      return s;
    },
    // An ending is awaited (the test's timeout bounds it); staying open is known once the hub has handled
    // every change published so far (sse-client.ts caughtUp): no fixed wait either way.
    works: async (_ctx, s, expected) =>
      expected === 'ends' ? (await (s as SseClient).ended, false) : caughtUp(t.app, s as SseClient),
    regenerate: async (ctx) => void expect((await refreshed(ctx)).statusCode).toBe(200),
    // Its idToken's hour on the clock, then the heartbeat that ends a stream whose token has expired
    // (a token made to expire a second after issue had expired under load before its stream opened).
    lifetimeMs: 60 * MINUTE,
    outlived: () => t.app.liveHub.heartbeat(),
  },
};

PROBES['push subscription'] = {
  issue: async (ctx) => {
    const device = pushService.device();
    await subscribeDevice(ctx.session.headers, device);
    return device;
  },
  works: (ctx, device) => pushReaches(ctx, device as FakeDevice),
  // The same device subscribing again (its browser's subscription, from its session): still one subscription.
  regenerate: (ctx, device) => subscribeDevice(ctx.session.headers, device as FakeDevice),
  lifetimeMs: 365 * DAY,
};

const EVENTS: Record<EndingEvent, (ctx: Ctx, probe: Probe, credential: unknown) => Promise<void>> = {
  'sign-out': async (ctx) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { vp_refresh: ctx.session.cookie },
    });
    expect(res.statusCode).toBe(204);
  },
  // From the other device, as an owner does who lost one.
  'password-change': async (ctx) => {
    const newPassword = 'changed-password-456';
    const res = await post('/auth/password-change', { currentPassword: ctx.password, newPassword }, ctx.other.headers);
    expect(res.statusCode).toBe(200);
    ctx.password = newPassword;
  },
  'password-reset': async (ctx) => {
    const token = await requestReset(ctx);
    expect((await post('/auth/password-reset/confirm', { token, newPassword: 'reset-password-789' })).statusCode).toBe(
      204,
    );
    ctx.password = 'reset-password-789';
  },
  'email-change': async (ctx) => {
    const token = await requestEmailChange(ctx, ctx.other.headers);
    const res = await post('/auth/email-change/confirm', { token });
    expect(res.statusCode).toBe(200);
    ctx.email = res.json().email as string;
  },
  regeneration: (ctx, probe, credential) => probe.regenerate(ctx, credential),
  time: async (_ctx, probe) => {
    if (probe.lifetimeMs !== undefined) outlive(probe.lifetimeMs);
    probe.outlived?.();
  },
};

async function newAccount(): Promise<Ctx> {
  const v = await createTestVendor(t.app);
  const session = await signIn(v.email, v.password);
  const other = await signIn(v.email, v.password);
  return { v, email: v.email, password: v.password, session, other, opsApp: t.app };
}

describe.each(CREDENTIALS.map((c) => [c.name, c] as const))('%s', (name, credential) => {
  for (const event of ENDING_EVENTS) {
    const outcome = credential.ends[event];
    if (outcome === 'n/a') {
      it.todo(`${event}: ${credential.regeneration}`);
      continue;
    }
    it(`${event}: ${outcome}`, async () => {
      const probe = PROBES[name];
      expect(probe, `no probe for the credential "${name}"`).toBeDefined();
      const ctx = await newAccount();
      const held = await probe!.issue(ctx, event);
      await EVENTS[event](ctx, probe!, held);
      expect(await probe!.works(ctx, held, outcome)).toBe(outcome === 'stays');
    });
  }
});

describe('docs/architecture.md', () => {
  it('shows the same table', () => {
    const doc = fs.readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
    const section = doc.split('### Credentials and what ends them')[1]!.split('\n## ')[0]!;
    const rows = section
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Credential'))
      .map((l) =>
        l
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows.map((cells) => [cells[0], ...cells.slice(1, 7).map((cell) => cell.split(/[\s:]/)[0])])).toEqual(
      CREDENTIALS.map((c) => [c.name, ...ENDING_EVENTS.map((e) => c.ends[e])]),
    );
  });
});
