// The catalogues' ICU compiler, first (decision 033): the journeys read texts with arguments, as the server does.
import '@vendor-portal/contract/i18n-compiler';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH } from '@vendor-portal/contract/messages';
import { opsBookingBody } from '../testing/booking.mjs';
import { startServer } from '../testing/server.mjs';
import { shiftClock } from '../testing/test-clock.mjs';
import { freePort } from '../scripts/free-port.mjs';

// Fixtures shared by the journeys: each worker's own server, an ops client (the marketplace side) and
// quick sign-in.

/**
 * The journeys' clock (testing/test-clock.mjs; set once per run in playwright.config.ts): this worker, its server
 * and every page it opens read the same shifted `Date`, which starts at 10:00 in Denver, so "today" and "tomorrow"
 * in a journey are the app's, and Denver's midnight does not fall inside a run. Only the worker processes shift
 * (TEST_WORKER_INDEX): the runner's main process keeps the real clock for its report.
 */
export const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
/** How far this worker's journeys have moved the clock on since the run's start (advanceClock). */
let laterMs = 0;
/** The worker's server reads `laterMs` from this file (TEST_CLOCK_LATER_FILE, testing/test-clock-preload.mjs). */
let clockLaterFile: string | undefined;
if (process.env.TEST_WORKER_INDEX !== undefined) shiftClock(CLOCK_OFFSET_MS, () => laterMs);

/**
 * Moves the journeys' clock `ms` on at once, for a rule that waits (the no-show's 30 minutes): this worker, its
 * server (from its next request) and every page opened after it; a page already open keeps its time, so open a
 * new context. Forward only (decision 026: the browser keeps cookies on the real clock). It stays moved for the
 * worker's later files, as if the run had started that much later.
 */
export function advanceClock(ms: number): void {
  if (!(ms > 0) || !clockLaterFile) throw new Error('advanceClock: forward only, inside a journey');
  laterMs += ms;
  const next = `${clockLaterFile}.next`;
  fs.writeFileSync(next, String(laterMs));
  fs.renameSync(next, clockLaterFile); // whole at once: the server never reads half a number
}

export const DEMO = { email: 'demo@vendor.test', password: 'demo-vendor-1' };

/** Every worker's server takes this ops token (OPS_TOKEN). */
export const E2E_OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';

export class Ops {
  constructor(private readonly request: APIRequestContext) {}

  private get headers() {
    return { authorization: `Bearer ${E2E_OPS_TOKEN}` };
  }

  async post<T = any>(path: string, data: unknown): Promise<T> {
    const res = await this.request.post(`/api/ops${path}`, { headers: this.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  }

  async outbox(): Promise<Array<{ to: string; subject: string; text: string; links: string[] }>> {
    const res = await this.request.get('/api/ops/outbox', { headers: this.headers });
    expect(res.ok()).toBe(true);
    return (await res.json()).data;
  }
}

/** The ops API's authorization, for journeys that call it with `request` directly. */
export const OPS_HEADERS = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** Every staff account the journeys make has this password. */
export const STAFF_PASSWORD = 'staff-pass-123';
export type StaffRole = 'reviewer' | 'admin';

/**
 * A staff account made with the ops token; its password set on the page of the link it was mailed (the
 * invitation is mailed once the account is committed: the outbox is polled for it). Ends on /login.
 */
export async function staffByMailedLink(request: APIRequestContext, page: Page, role: StaffRole): Promise<string> {
  const email = newEmail(role);
  const created = await request.post('/api/ops/staff', { headers: OPS_HEADERS, data: { email, role } });
  expect(created.status(), await created.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await request.get('/api/ops/outbox?limit=200', { headers: OPS_HEADERS });
        link = ((await outbox.json()).data as Array<{ to: string; links: string[] }>)
          .filter((m) => m.to === email)
          .flatMap((m) => m.links)
          .find((l) => new URL(l).pathname === '/reset-password');
        return link;
      },
      { message: `no set-password link mailed to ${email}` },
    )
    .toBeTruthy();
  // Prerendered: filled and sent before hydration, the click was lost under load (the money journey stayed on the page).
  await openPrerendered(page, new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel(AUTH.newPasswordLabel, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel(AUTH.confirmPasswordLabel, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: AUTH.resetPasswordButton }).click();
  await expect(page).toHaveURL(/\/login/);
  return email;
}

/** The same account made by API alone (its set-password link answered to the ops token), for journeys about other pages. */
export async function staffByApi(
  request: APIRequestContext,
  role: StaffRole,
): Promise<{ email: string; password: string }> {
  const email = newEmail(role);
  const created = await request.post('/api/ops/staff', { headers: OPS_HEADERS, data: { email, role } });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URL((await created.json()).setPasswordUrl).searchParams.get('token');
  const set = await request.post('/auth/password-reset/confirm', { data: { token, newPassword: STAFF_PASSWORD } });
  expect(set.status(), await set.text()).toBe(204);
  return { email, password: STAFF_PASSWORD };
}

/**
 * Opens a prerendered page (`/login`, `/register`, `/get-started`, `/reset-password`: docs/decisions/006) and waits
 * until React has hydrated it. Its HTML paints before its page's chunk has been resolved and hydrated, and a click
 * in between is not replayed by React: under load the a11y journey's "Forgot Password?" was lost that way.
 */
export async function openPrerendered(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Signs a staff account in on /login; the console opens. */
export async function signInStaffOnLoginPage(page: Page, email: string): Promise<void> {
  await openPrerendered(page, '/login');
  await page.getByLabel(AUTH.emailLabel).fill(email);
  await page.getByLabel(AUTH.passwordLabel, { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: AUTH.loginButton }).click();
  await expect(page).toHaveURL(/\/ops$/);
}

export const DAY_MS = 86_400_000;
/** The calendar day in Denver (the default vendor zone) `offset` days from now. */
export const denverDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(Date.now() + offset * DAY_MS));
/** 18:00Z is 11:00 or 12:00 in Denver, so it always falls on the Denver day named. */
export const middayOf = (offset: number) => `${denverDay(offset)}T18:00:00Z`;

export type Product = { id: number; prices: Array<{ id: number }> };

/** A booking through the ops API, in a Denver zip (80203), for one line of the product's first price. */
export async function bookByApi(
  ops: Ops,
  product: Product,
  email: string,
  actualDateTime: string,
  extra: object = {},
): Promise<{ id: number }> {
  return ops.post<{ id: number }>('/appointments', {
    ...opsBookingBody(product, {
      customer: { firstName: 'Jamie', lastName: 'Journey', email, phone: '(303) 555-0177' },
      property: { title: 'Journey House', street1: '12 Pine St', zipCode: '80203' },
      actualDateTime,
      duration: 60,
    }),
    ...extra,
  });
}

let seq = 0;
export function newEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}-${Date.now()}-${seq}@example.com`;
}

/** Signs in through the identity API and stores the token as the SPA does (SPEC: authToken). */
export async function signInByApi(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post('/auth/sessions', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { idToken } = await res.json();
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), idToken);
  return idToken;
}

export interface VendorByApi {
  email: string;
  password: string;
  token: string;
  vendorId: number;
}

/** Signs the current vendor agreement for a token, as the agreement gate's I agree does. */
export async function signAgreementByApi(request: APIRequestContext, token: string): Promise<void> {
  const doc = await request.get('/api/legalDocument?documentType=vendor_agreement');
  if (doc.status() === 404) return; // nothing in effect: nothing to sign
  expect(doc.status(), await doc.text()).toBe(200);
  const { id } = await doc.json();
  const signed = await request.post(`/api/signedDocument?documentId=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/**
 * A fresh vendor made through the public API: account (/auth/accounts), vendor (POST /api/vendor)
 * and the current agreement signed, so the guarded pages open without the gate. Sign the page in
 * with `signInByApi(page, email, password)`.
 */
export async function createVendorByApi(
  request: APIRequestContext,
  overrides: Partial<{
    email: string;
    password: string;
    title: string;
    contactName: string;
    phone: string;
    street1: string;
    city: string;
    state: string;
    zipcode: string;
  }> = {},
): Promise<VendorByApi> {
  const { email = newEmail('vendor'), password = 'vendor-pass-1', ...profile } = overrides;
  const account = await request.post('/auth/accounts', { data: { email, password } });
  expect(account.status(), await account.text()).toBe(201);
  const { idToken: token } = await account.json();
  const vendor = await request.post('/api/vendor', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      title: 'E2E Detailing LLC',
      contactName: 'Erin Example',
      phone: '(303) 555-0142',
      street1: '200 Market St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      ...profile,
    },
  });
  expect(vendor.status(), await vendor.text()).toBe(201);
  const { id: vendorId } = await vendor.json();
  await signAgreementByApi(request, token);
  return { email, password, token, vendorId };
}

/** Verifies the vendor's email as a person would: asks for a link, takes it from the outbox, opens it. */
export async function verifyEmailByApi(request: APIRequestContext, vendor: VendorByApi): Promise<void> {
  const asked = await request.post('/auth/email-verification', {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const outbox = await request.get('/api/ops/outbox?limit=200', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const link = ((await outbox.json()).data as Array<{ to: string; links: string[] }>)
    .filter((m) => m.to === vendor.email.toLowerCase())
    .flatMap((m) => m.links)
    .find((l) => new URL(l).pathname === '/verify-email')!;
  const confirmed = await request.post('/auth/email-verification/confirm', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(204);
}

/** In the page: the query keys the offline cache has saved so far (lib/offline/saved-data.ts), as JSON. */
export async function savedQueryKeys(): Promise<string[]> {
  // Opening a database that is not there would create it without its store: look first.
  if (!(await indexedDB.databases()).some((db) => db.name === 'vendor-portal-cache')) return [];
  return new Promise((resolve) => {
    const open = indexedDB.open('vendor-portal-cache');
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('saved')) return (db.close(), resolve([]));
      const read = db.transaction('saved').objectStore('saved').get('queryCache');
      read.onerror = () => (db.close(), resolve([]));
      read.onsuccess = () => {
        db.close();
        const queries: Array<{ queryKey: unknown }> = read.result?.clientState?.queries ?? [];
        resolve(queries.map((q) => JSON.stringify(q.queryKey)));
      };
    };
  });
}

/** The vendor offers a product in one zip code (POST /api/vendorProduct, then /api/zipcode). */
export async function offerByApi(request: APIRequestContext, vendor: VendorByApi, productId: number, zipCode: string) {
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await request.post('/api/vendorProduct', { headers: auth, data: { productId } });
  expect(offered.status(), await offered.text()).toBe(201);
  const zip = await request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode },
  });
  expect(zip.status(), await zip.text()).toBe(201);
}

/**
 * A vendor that may claim jobs of `productId` in `zipCode`: made by API, its email verified, approved by the
 * provider's team, the product offered in that zip code.
 */
export async function eligibleVendorByApi(
  request: APIRequestContext,
  productId: number,
  zipCode: string,
  overrides: Parameters<typeof createVendorByApi>[1] = {},
): Promise<VendorByApi> {
  const vendor = await createVendorByApi(request, overrides);
  await verifyEmailByApi(request, vendor);
  const review = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: OPS_HEADERS,
    data: { reviewStatus: 'approved' },
  });
  expect(review.status(), await review.text()).toBe(200);
  await offerByApi(request, vendor, productId, zipCode);
  return vendor;
}

/**
 * The worker's own server: the production build (npm run build) on a free port and a fresh data directory
 * with the demo seed. Journeys run in parallel workers; each worker's files share this server one after the
 * other (as they all shared one before), and no two workers share data, so a journey that changes the demo
 * vendor (auth.spec.ts publishes an agreement version) cannot reach another worker's journeys.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern (none here)
const workerServer = async ({}, use: (server: { url: string }) => Promise<void>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-e2e-'));
  // The port is fixed before start: the server's mailed links (PUBLIC_URL) must name it.
  const port = String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const laterFile = `${dataDir}.clock-later-ms`;
  clockLaterFile = laterFile;
  const server = await startServer({
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      OPS_TOKEN: E2E_OPS_TOKEN,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      TEST_CLOCK_LATER_FILE: laterFile,
      // Calendar feeds served by a journey on 127.0.0.1 (e2e/calendar-imports.spec.ts).
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    },
    // Never 0 here, so that the preload (which reads TEST_CLOCK_LATER_FILE) always loads: 1 ms ahead at least.
    clockOffsetMs: CLOCK_OFFSET_MS || 1,
    // Demo seed + migrations take a few seconds on an idle machine, a minute on a loaded one.
    timeoutMs: 180_000,
    // Its warnings and errors beside the journey's (its stdout is the start-up banner and request log).
    onLine: (line, stream) => {
      if (stream === 'stderr') process.stderr.write(`[server ${port}] ${line}\n`);
    },
  });
  try {
    await use({ url });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(laterFile, { force: true });
  }
};

export const test = base.extend<{ ops: Ops }, { server: { url: string } }>({
  server: [workerServer, { scope: 'worker', timeout: 240_000 }],
  // Every context the worker opens (the `context`/`page` fixtures and a journey's own browser.newContext()) runs
  // the journeys' clock in each page before the app's scripts: Playwright has no hook for all contexts, so the
  // worker's browser makes them through this one. (Not page.clock: it fakes the timers too, and that changes
  // how the app runs; only the wall clock moves here.)
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(shiftClock, CLOCK_OFFSET_MS + laterMs);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  ops: async ({ request }, use) => {
    await use(new Ops(request));
  },
});

export { expect };
