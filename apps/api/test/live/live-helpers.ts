import type { FastifyInstance } from 'fastify';
import { addVendorProduct, addZipCode } from '../../src/modules/services/service.ts';
import { createTestVendor, type TestVendor } from '../helpers.ts';
import { approveVendor, verifyEmail } from '../eligibility-helpers.ts';

/** A vendor that may claim: verified, approved, serving `zips` for each of `productIds`. */
export async function eligibleVendor(app: FastifyInstance, productIds: number[], zips: string[]): Promise<TestVendor> {
  const v = await createTestVendor(app);
  await verifyEmail(app, v);
  await approveVendor(app, v.vendorId);
  for (const productId of productIds) {
    const { id } = await addVendorProduct(app.db, v.vendorId, productId);
    for (const zip of zips) await addZipCode(app.db, v.vendorId, id, zip);
  }
  return v;
}

/** Listens on a free port; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}
