import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { buildApp, type BuildAppOptions } from '../src/server.ts';
import type { Mailer, MailMessage } from '../src/lib/mail.ts';
import { createIdentity } from '../src/identity/accounts.ts';
import { outboxMessages } from '../src/db/schema.ts';
import { createVendor } from '../src/modules/vendor/service.ts';
import { createProduct } from '../src/modules/products/service.ts';
import { createAppointment } from '../src/modules/appointments/create-appointment.ts';
import type { OpsCreateProductInput } from '@vendor-portal/contract/ops/marketplace';
import { opsBookingBody, type BookingOverrides } from '../../../testing/booking.mjs';
import { pgliteArtefacts } from './pglite-artefacts.ts';

// API tests build the whole app in-process and drive it with inject() against a real database:
// a fresh in-memory PGlite per test file, or, under `npm run test:pg`, a fresh database on the
// throwaway PostgreSQL server (TEST_DATABASE_URL); both start as copies of the migrated database
// test/global-setup.ts made once for the run.

/**
 * The bound of a test that does a fixed, large amount of work (thousands of requests, processes killed and
 * restarted): a guard against a hang, never a speed check. Such a test took 40 s alone on CI's two cores and
 * 120 s or more at a load average of 30 (the determinism runs in docs/how-to/testing.md), where a 120 s bound ran out.
 */
export const HANG_GUARD_MS = 15 * 60_000;

export const OPS_TOKEN = 'test-ops-token-0123456789abcdef';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Mail the app sent (recorded instead of written to the outbox). */
  mail: MailMessage[];
  close(): Promise<void>;
}

/** The run's migrated dump, read once per worker (every file of the worker loads the same one). */
const templates = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templates.get(file);
  if (!blob) templates.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/**
 * An in-memory PGlite with every migration applied, started from the copy that test/global-setup.ts
 * made once for the run (initdb and the migrations when a file runs without it).
 */
export async function openMigratedPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  const artefacts = await pgliteArtefacts();
  const database = await openPglite(undefined, template ? { from: templateBlob(template), artefacts } : { artefacts });
  await database.migrate();
  return database;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openMigratedPglite();
    return { database, drop: async () => {} };
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // From the database global-setup.ts migrated once (plain `create database` without it).
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(dbUrl.toString(), { max: 20 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; live?: BuildAppOptions['live']; now?: BuildAppOptions['now'] } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-api-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><meta name="ops-contact-phone" content="__OPS_CONTACT_PHONE__"><meta name="ops-contact-email" content="__OPS_CONTACT_EMAIL__"><title>__BRAND_NAME__</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the web build writes them beside each asset (apps/web/vite.config.ts).
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"secret-manifest":true}');
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    OPS_TOKEN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const mail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    mode: 'outbox',
    async send(message) {
      mail.push(message);
      // Like the outbox mailer, readable through GET /api/ops/outbox (the verify helper reads it there).
      await database.db.insert(outboxMessages).values({ to: message.to, subject: message.subject, text: message.text });
    },
    close() {},
  };
  const app = await buildApp({ config, database, mailer, live: options.live, now: options.now });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app's clock (`now`) that keeps the real time until a test moves it ahead: rules with a window, such as the
 * refresh token's reuse grace, are passed by moving it, never by waiting.
 */
export function movableClock() {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance(ms: number) {
      ahead += ms;
    },
  };
}

/**
 * The one wait of the API tests: polls `check` until it returns a value (anything but undefined, null
 * or false) and resolves with it. No test sleeps a fixed time (eslint test-kit/no-fixed-sleeps): it
 * waits for what it needs. The bound is far above any wait under load, below the test's own timeout.
 */
export async function until<T>(
  check: () => T | Promise<T>,
  what = 'the condition',
): Promise<Exclude<T, undefined | null | false>> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (value === undefined || value === null || value === false) throw new Error(`waited in vain for ${what}`);
      return value as Exclude<T, undefined | null | false>;
    },
    { timeout: 50_000, interval: 10 },
  );
}

/**
 * The mail (sent after the first `from` of `t.mail`) that `match` accepts, once the app has sent it: mail
 * sent in the background is awaited by condition, never by a sleep. The newest match when several.
 */
export function awaitMail(t: Pick<TestContext, 'mail'>, match: (mail: MailMessage) => boolean, from = 0) {
  return until(() => t.mail.slice(from).findLast(match), 'a mail');
}

/** The link's token in a mail's text. */
export const mailedTokenOf = (mail: MailMessage) => decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail.text)![1]!);

let counter = 0;
export function uniqueEmail(prefix = 'vendor'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

export interface TestVendor {
  identityId: string;
  email: string;
  password: string;
  token: string;
  vendorId: number;
  headers: { authorization: string };
}

/** An identity with a vendor and a valid idToken, created through the service functions. */
export async function createTestVendor(
  app: FastifyInstance,
  overrides: { email?: string; title?: string } = {},
): Promise<TestVendor> {
  const email = overrides.email ?? uniqueEmail();
  const password = 'password-123';
  const identity = await createIdentity(app.db, email, password);
  const vendor = await createVendor(app.db, identity.id, {
    email,
    title: overrides.title ?? 'Test Detailing LLC',
    contactName: 'Test Person',
    phone: '(303) 555-0100',
    street1: '100 Main St',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
  });
  const { idToken } = await app.tokens.sign(identity);
  return {
    identityId: identity.id,
    email,
    password,
    token: idToken,
    vendorId: vendor.id,
    headers: { authorization: `Bearer ${idToken}` },
  };
}

/** An identity without a vendor (SPEC: "unauthorized"). */
export async function createTestIdentity(app: FastifyInstance, email = uniqueEmail('identity')) {
  const password = 'password-123';
  const identity = await createIdentity(app.db, email, password);
  const { idToken } = await app.tokens.sign(identity);
  return { identityId: identity.id, email, password, token: idToken, headers: { authorization: `Bearer ${idToken}` } };
}

export const opsHeaders = { authorization: `Bearer ${OPS_TOKEN}` };

export function testProduct(overrides: Partial<OpsCreateProductInput> = {}): OpsCreateProductInput {
  return {
    title: 'Vehicle Detailing',
    isActive: true,
    prices: [
      { title: 'Exterior Wash', section: 'Exterior', isOutside: true, schedulingInterface: 'datetime' },
      { title: 'Interior Clean', section: 'Interior', isOutside: false, schedulingInterface: 'datetime' },
    ],
    ...overrides,
  };
}

export async function createTestProduct(app: FastifyInstance, overrides: Partial<OpsCreateProductInput> = {}) {
  return createProduct(app.db, testProduct(overrides));
}

export type TestProduct = Awaited<ReturnType<typeof createTestProduct>>;

/**
 * The two products most API tests offer and book: Vehicle Detailing (two datetime prices, testProduct's)
 * and Pressure Washing (the same prices; with `washingDateOnly`, one outside date-only price, Driveway).
 * `titles` renames them where a test reads titles from a database it shares.
 */
export async function createTwoTestProducts(
  app: FastifyInstance,
  options: { washingDateOnly?: boolean; titles?: { detailing: string; washing: string } } = {},
): Promise<{ detailing: TestProduct; washing: TestProduct }> {
  const { detailing = 'Vehicle Detailing', washing = 'Pressure Washing' } = options.titles ?? {};
  const dateOnly = [{ title: 'Driveway', section: null, isOutside: true, schedulingInterface: 'date' as const }];
  return {
    detailing: await createTestProduct(app, { title: detailing }),
    washing: await createTestProduct(app, { title: washing, ...(options.washingDateOnly ? { prices: dateOnly } : {}) }),
  };
}

/** Books an appointment as the marketplace does. */
export async function bookTestAppointment(
  app: FastifyInstance,
  product: { id: number; prices: Array<{ id: number }> },
  overrides: BookingOverrides = {},
) {
  return createAppointment(app.db, opsBookingBody(product, overrides));
}

/**
 * Books through the ops API, as the marketplace does (the new-job alerts are queued with it): the new job's id.
 * `bookTestAppointment` above writes the row directly, without the alerts.
 */
export async function bookThroughOps(
  app: FastifyInstance,
  product: { id: number; prices: Array<{ id: number }> },
  overrides: BookingOverrides = {},
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/**
 * A second process on the test app's database (identity-cache.test.ts, team.test.ts, team-changes.test.ts): it hears
 * the first one's changes through the event bus only, as another process does. Close it before the test app.
 * `now`: the clock its identity cache reads (when an agreement published for later comes into effect).
 */
export async function createSecondProcess(
  t: TestContext,
  options: { now?: () => number } = {},
): Promise<FastifyInstance> {
  const b = await buildApp({
    config: t.config,
    database: t.database,
    mailer: { mode: 'outbox', send: async () => {}, close() {} },
    identityCache: { hearLocalPublishes: false, now: options.now },
  });
  await b.ready();
  return b;
}
