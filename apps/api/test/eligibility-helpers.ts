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
    payload: { reviewStatus },
  });
  if (res.statusCode !== 200) throw new Error(`review of vendor ${vendorId} failed: ${res.statusCode} ${res.body}`);
}

export const approveVendor = (app: FastifyInstance, vendorId: number) => setReviewStatus(app, vendorId, 'approved');
