// Claim races across both processes: the claim is one conditional update, so of six vendors
// claiming one appointment through A and B at once exactly one wins, and it leaves every list.
import { describe, test } from 'vitest';
import { opsBookingBody } from '../../testing/booking.mjs';
import { A, B, call, createVendor, mails, shared } from './environment.mjs';
import { decodeQuotedPrintable, verify, waitFor } from './helpers.mjs';

const ROUNDS = 5;

describe('Claim race across both processes (one conditional update: exactly one winner)', () => {
  test(`${ROUNDS} rounds of 6 vendors claiming through A and B at once: one 200 and five 409 each time`, async () => {
    const { product } = shared;
    if (!product) throw new Error('no catalogue product (02-ops-catalogue failed)');
    const vendors = [];
    for (let i = 0; i < 6; i++) vendors.push(await createVendor(i % 2, '80230'));
    for (const v of vendors) {
      const vp = await call('POST', '/api/vendorProduct', { token: v.token, body: { productId: product.id } });
      const zip = await call('POST', '/api/zipcode', {
        token: v.token,
        body: { vendorProductId: vp.json.id, zipCode: v.zip },
      });
      if (vp.status !== 201 || zip.status !== 201) throw new Error(`vendor services: ${vp.status} / ${zip.status}`);
      // Only an approved vendor claims: ops approves it, as the real flow does.
      const review = await call('PATCH', `/api/ops/vendors/${v.vendorId}`, {
        ops: true,
        body: { reviewStatus: 'approved' },
      });
      if (review.status !== 200) throw new Error(`review: ${review.status}`);
      // Only a verified account claims: the vendor asks for a link and opens it, as the real flow does.
      const asked = await call('POST', '/auth/email-verification', { token: v.token });
      if (asked.status !== 202) throw new Error(`verification mail: ${asked.status}`);
      // Mail goes through the shared SMTP server here (not the outbox): take the link from the newest one.
      const mail = await waitFor('the verification mail in the SMTP catcher', async () =>
        mails.findLast((m) => m.to.includes(v.email) && decodeQuotedPrintable(m.raw).includes('/verify-email?token=')),
      );
      const link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
      if (!link) throw new Error(`no verification link for ${v.email}`);
      const confirmed = await call('POST', '/auth/email-verification/confirm', {
        body: { token: new URL(link).searchParams.get('token') },
      });
      if (confirmed.status !== 204) throw new Error(`verification: ${confirmed.status}`);
    }
    let good = 0;
    const detail = [];
    for (let round = 0; round < ROUNDS; round++) {
      const booked = await call('POST', '/api/ops/appointments', {
        ops: true,
        body: opsBookingBody(product, {
          zipCode: '80230',
          actualDateTime: new Date(Date.now() + (round + 2) * 86_400_000).toISOString(),
          duration: 60,
        }),
      });
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
      const claims = await Promise.all(
        vendors.map((v, i) =>
          call('PATCH', `/api/appointment/claim/${booked.json.id}`, { token: v.token, upstream: i % 2 }),
        ),
      );
      const wins = claims.filter((c) => c.status === 200);
      const losses = claims.filter((c) => c.status === 409);
      if (wins.length === 1 && losses.length === vendors.length - 1) good++;
      detail.push(`${wins.length}×200/${losses.length}×409`);
      const listed = await Promise.all(
        [A, B].map((upstream) => call('GET', '/api/appointment/unclaimed', { token: vendors[0].token, upstream })),
      );
      if (listed.some((l) => l.json?.data?.some((item) => item.appointment.id === booked.json.id))) {
        detail.push('still listed!');
      }
    }
    verify(good === ROUNDS && !detail.includes('still listed!'), detail.join(', '));
  });
});
