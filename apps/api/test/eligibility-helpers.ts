import type { FastifyInstance } from 'fastify';
import { opsHeaders } from './helpers.ts';

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

/** The token of the newest verification link mailed to `email`, read from GET /api/ops/outbox. */
export async function verificationTokenFromOutbox(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/ops/outbox?limit=200', headers: opsHeaders });
  if (res.statusCode !== 200) throw new Error(`outbox failed: ${res.statusCode} ${res.body}`);
  const messages = (res.json() as { data: { to: string; links: string[] }[] }).data;
  for (const message of messages) {
    if (message.to !== email.toLowerCase()) continue;
    const link = message.links.find((l) => new URL(l).pathname === '/verify-email');
    const token = link && new URL(link).searchParams.get('token');
    if (token) return token;
  }
  throw new Error(`no verification link mailed to ${email}`);
}

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
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${baseUrl}/api/ops/outbox?limit=200`, {
      headers: { authorization: `Bearer ${opsToken}` },
    });
    const messages = ((await res.json()) as { data: { to: string; links: string[] }[] }).data;
    const link = messages
      .filter((m) => m.to === email.toLowerCase())
      .flatMap((m) => m.links)
      .find((l) => new URL(l).pathname === '/verify-email');
    const token = link && new URL(link).searchParams.get('token');
    if (token) {
      const confirmed = await fetch(`${baseUrl}/auth/email-verification/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (confirmed.status !== 204) throw new Error(`verification failed: ${confirmed.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification link mailed to ${email}`);
}
