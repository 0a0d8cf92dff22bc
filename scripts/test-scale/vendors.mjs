// A vendor that may claim the catalogue's product (shared.product) in `zip`: signed up through
// `upstream`, serving the zip, approved by ops, its email verified through the mailed link.
import { call, createVendor, mails, shared } from './environment.mjs';
import { decodeQuotedPrintable, waitFor } from './helpers.mjs';

export async function eligibleVendorIn(upstream, zip) {
  const v = await createVendor(upstream, zip);
  const vp = await call('POST', '/api/vendorProduct', { token: v.token, body: { productId: shared.product.id } });
  await call('POST', '/api/zipcode', { token: v.token, body: { vendorProductId: vp.json.id, zipCode: zip } });
  await call('PATCH', `/api/ops/vendors/${v.vendorId}`, { ops: true, body: { reviewStatus: 'approved' } });
  await call('POST', '/auth/email-verification', { token: v.token });
  const mail = await waitFor('the verification mail', async () =>
    mails.findLast((m) => m.to.includes(v.email) && decodeQuotedPrintable(m.raw).includes('/verify-email?token=')),
  );
  const link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
  const confirmed = await call('POST', '/auth/email-verification/confirm', {
    body: { token: new URL(link).searchParams.get('token') },
  });
  if (confirmed.status !== 204) throw new Error(`verification: ${confirmed.status}`);
  return v;
}
