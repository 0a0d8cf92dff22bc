import type { FastifyInstance } from 'fastify';
import type { OpsCreateProductInput } from '@vendor-portal/contract/ops/marketplace';
import type { AllowedTimeZone } from '@vendor-portal/contract/constants';
import { createHoursDay } from '../src/modules/hours/service.ts';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  until,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// Only a vendor the provider's team approved may claim. Tests approve a new vendor as
// the real flow does, through the ops API.

export async function setReviewStatus(
  app: FastifyInstance,
  vendorId: number,
  reviewStatus: 'pending' | 'approved' | 'rejected',
) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/ops/vendors/${vendorId}`,
    headers: opsHeaders,
    // A rejection needs its reason (docs/architecture.md "Review and audit").
    payload: reviewStatus === 'rejected' ? { reviewStatus, reviewNote: 'Test rejection' } : { reviewStatus },
  });
  if (res.statusCode !== 200) throw new Error(`review of vendor ${vendorId} failed: ${res.statusCode} ${res.body}`);
}

export const approveVendor = (app: FastifyInstance, vendorId: number) => setReviewStatus(app, vendorId, 'approved');

// Only a vendor whose account email is verified may claim. Tests verify it as the real flow does:
// ask for a link (POST /auth/email-verification), take it from the ops outbox, confirm its token.

/** The token of the newest verification link mailed to `email`, read from GET /api/ops/outbox once it is there. */
export async function verificationTokenFromOutbox(app: FastifyInstance, email: string): Promise<string> {
  return until(async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
    if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.statusCode} ${res.body}`);
    return verificationTokenIn((res.json() as { data: OutboxMail[] }).data, email);
  }, `a verification link mailed to ${email}`);
}

interface OutboxMail {
  to: string;
  links: string[];
}
const verificationTokenIn = (messages: OutboxMail[], email: string) =>
  messages
    .filter((m) => m.to === email.toLowerCase())
    .flatMap((m) => m.links)
    .map((l) => new URL(l))
    .find((l) => l.pathname === '/verify-email')
    ?.searchParams.get('token');

export async function verifyEmail(app: FastifyInstance, vendor: { email: string; headers: Record<string, string> }) {
  const sent = await app.inject({ method: 'POST', url: '/auth/email-verification', headers: vendor.headers });
  if (sent.statusCode !== 202) throw new Error(`verification mail failed: ${sent.statusCode} ${sent.body}`);
  const token = await verificationTokenFromOutbox(app, vendor.email);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/email-verification/confirm',
    payload: { token },
  });
  if (res.statusCode !== 204) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
}

/** The same over the network, for tests that run a real server: the sign-up's link, from the outbox. */
export async function verifyEmailOverHttp(baseUrl: string, opsToken: string, email: string): Promise<void> {
  const token = await until(async () => {
    const res = await fetch(`${baseUrl}/api/ops/outbox?limit=200`, {
      headers: { authorization: `Bearer ${opsToken}` },
    });
    return verificationTokenIn(((await res.json()) as { data: OutboxMail[] }).data, email);
  }, `a verification link mailed to ${email}`);
  const confirmed = await fetch(`${baseUrl}/auth/email-verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 204) throw new Error(`verification failed: ${confirmed.status}`);
}

export interface EligibleVendorOptions {
  approved?: boolean;
  title?: string;
  /** The company's zone (its business hours' zone: Monday 08:00–17:00 there); the default zone without. */
  timeZone?: AllowedTimeZone;
}

/**
 * The one fixture for "an eligible company with a product in a zip code": a vendor whose email is
 * verified and whom ops approved (the claim's conditions, docs/architecture.md "Who may claim"),
 * serving each of `zips` for each of `productIds`. `approved: false` leaves it pending review, as a
 * new vendor is; `title` names the company; `timeZone` sets the zone its weeks are counted in.
 */
export async function eligibleVendor(
  app: FastifyInstance,
  productIds: number[],
  zips: string[],
  options: EligibleVendorOptions = {},
): Promise<TestVendor> {
  const v = await createTestVendor(app, options.title ? { title: options.title } : {});
  await verifyEmail(app, v);
  if (options.approved !== false) await approveVendor(app, v.vendorId);
  for (const productId of productIds) {
    const { id } = await addVendorProduct(app.db, v.vendorId, productId);
    for (const zip of zips) await addZipCode(app.db, v.vendorId, id, zip);
  }
  if (options.timeZone)
    await createHoursDay(app.db, v.vendorId, {
      weekDay: 'Monday',
      openTime: '08:00',
      closeTime: '17:00',
      timeZone: options.timeZone,
    });
  return v;
}

/** The marketplace of a money test: the app on its clock, an admin, a reviewer, a product, and its companies. */
export interface Marketplace {
  t: TestContext;
  admin: TestStaff;
  reviewer: TestStaff;
  product: TestProduct;
  /** An eligible company offering `product` in the fixture's zip code (eligibleVendor). */
  company(options?: EligibleVendorOptions): Promise<TestVendor>;
}

/**
 * The set-up the money tests share (docs/architecture.md "Money that is fair"): the app with its clock at `now`
 * (the live clock that the money rules read: weeks, the 24-hour fee boundary), staff of both roles, one product
 * (`product`: its prices and percentages), and companies made by the one eligible-company fixture above.
 */
export async function marketplace(
  options: {
    now?: Date;
    product?: Partial<OpsCreateProductInput>;
    zip?: string;
    /** The live options beside the clock (e.g. `mailWorker: { pollMs: false }` to read the queue as it was left). */
    live?: NonNullable<Parameters<typeof createTestApp>[1]>['live'];
  } = {},
): Promise<Marketplace> {
  const { now } = options;
  const t = await createTestApp({}, { live: { ...options.live, ...(now ? { now: () => now } : {}) } });
  const admin = await createTestStaff(t.app, 'admin');
  const reviewer = await createTestStaff(t.app, 'reviewer');
  const product = await createTestProduct(t.app, options.product);
  const zip = options.zip ?? '80202';
  return {
    t,
    admin,
    reviewer,
    product,
    company: (o) => eligibleVendor(t.app, [product.id], [zip], o),
  };
}
