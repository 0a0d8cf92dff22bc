import type { FastifyInstance } from 'fastify';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import { createTestVendor, opsHeaders, until, type TestVendor } from './helpers.ts';

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

/**
 * The one fixture for "an eligible company with a product in a zip code": a vendor whose email is
 * verified and whom ops approved (the claim's conditions, docs/architecture.md "Who may claim"),
 * serving each of `zips` for each of `productIds`. `approved: false` leaves it pending review, as a
 * new vendor is; `title` names the company.
 */
export async function eligibleVendor(
  app: FastifyInstance,
  productIds: number[],
  zips: string[],
  options: { approved?: boolean; title?: string } = {},
): Promise<TestVendor> {
  const v = await createTestVendor(app, options.title ? { title: options.title } : {});
  await verifyEmail(app, v);
  if (options.approved !== false) await approveVendor(app, v.vendorId);
  for (const productId of productIds) {
    const { id } = await addVendorProduct(app.db, v.vendorId, productId);
    for (const zip of zips) await addZipCode(app.db, v.vendorId, id, zip);
  }
  return v;
}
