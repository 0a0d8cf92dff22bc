import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { APPOINTMENTS, VISIT } from '@vendor-portal/contract/messages';
import { MAX_SIGNATURE_BYTES } from '@vendor-portal/contract/visit';
import { appointments, mailQueue } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { cameraImage, hugePng, imageFacts, withTextChunk } from './image-fixtures.ts';
import { multipart, PNG } from './robustness/support.ts';

// Issue 43 "The visit" (docs/architecture.md "The visit"): more time approved by the customer on a public page
// with a single-use token that expires at the end of the day after the job (the property's zone), pay and price
// grown pro rata; the customer's signature, a PNG, required before completion where the booking froze it. The
// app's clock is the test's.

let clock = new Date('2030-03-05T15:00:00Z');
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;

beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
  // The pay is 40.00 + 2 × 25.00 = 90.00 and the customer's price 33.33 + 2 × 10.01 = 53.35, for 90 minutes.
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/ops/products/${product.id}`,
    headers: opsHeaders,
    payload: {
      prices: [
        { id: product.prices[0]!.id, payoutCents: 4000, priceCents: 3333 },
        { id: product.prices[1]!.id, payoutCents: 2500, priceCents: 1001 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().prices.map((p: { priceCents: number }) => p.priceCents)).toEqual([3333, 1001]);
});
afterAll(async () => t.close());

async function job(actualDateTime: string, v?: TestVendor, of = product) {
  const vendor = v ?? (await createTestVendor(t.app, { title: 'Clear View Co' }));
  const { id } = await bookTestAppointment(t.app, of, {
    vendorId: vendor.vendorId,
    actualDateTime,
    lines: [
      { productId: of.id, priceId: of.prices[0]!.id, quantity: 1 },
      { productId: of.id, priceId: of.prices[1]!.id, quantity: 2 },
    ],
  });
  return { v: vendor, id };
}

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object = {}, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const checkIn = (headers: object, id: number) => send('POST', `/api/appointment/${id}/check-in`, headers);
const ask = (
  headers: object,
  id: number,
  payload: object = { minutes: 25, reason: 'The gutters need a second pass.' },
) => send('POST', `/api/appointment/${id}/extra-time`, headers, payload);
const detail = async (v: { headers: object }, id: number) =>
  (await send('GET', `/api/appointment/${id}`, v.headers)).json().data;
const shown = (token: string) => send('GET', `/api/public/extra-time?token=${encodeURIComponent(token)}`);
const answer = (token: string, approve: boolean) => send('POST', '/api/public/extra-time', {}, { token, approve });

/** The token of the link mailed for request `requestId` (the mail is queued with the request). */
async function tokenOf(requestId: number): Promise<string> {
  const [mail] = await t.app.db
    .select({ text: mailQueue.text, to: mailQueue.to })
    .from(mailQueue)
    .where(eq(mailQueue.idempotencyKey, `extra-time:${requestId}`));
  expect(mail!.to).toBe('casey@example.com');
  const link = /(\S+\/approve\?token=\S+)/.exec(mail!.text)![1]!;
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/appointment/{id}/extra-time and the customer’s answer', () => {
  it('asks after arrival, mails a link; the page shows what the contract lists; approval grows duration, pay and price pro rata', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const early = await ask(v.headers, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'not-checked-in' });
    expect((await checkIn(v.headers, id)).statusCode).toBe(200);
    expect((await ask(v.headers, id, { minutes: 14, reason: 'x' })).statusCode).toBe(400);
    expect((await ask(v.headers, id, { minutes: 241, reason: 'x' })).json().message).toContain(
      VISIT.extraTimeMinutesInvalid,
    );
    expect((await ask(v.headers, id, { minutes: 30, reason: '  ' })).statusCode).toBe(400);

    const res = await ask(v.headers, id);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toEqual({ id: expect.any(Number), minutes: 25, status: 'pending' });
    const second = await ask(v.headers, id, { minutes: 15, reason: 'More.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already-pending', message: VISIT.alreadyPending });
    expect((await detail(v, id)).extraTime).toEqual([request]);

    const token = await tokenOf(request.id);
    const page = await shown(token);
    expect(page.statusCode).toBe(200);
    // 53.35 × 25 / 90 = 14.819…: 14.82 to the nearest cent. Nothing else: no address, no customer, no pay.
    expect(page.json()).toEqual({
      companyName: 'Clear View Co',
      service: 'Window Cleaning',
      minutes: 25,
      reason: 'The gutters need a second pass.',
      priceCents: 1482,
    });

    const approved = await answer(token, true);
    expect(approved.statusCode).toBe(204);
    const after = await detail(v, id);
    // Each line grows by its pay × 25 / 90, to the nearest cent: 40.00 → +11.11, 50.00 → +13.89.
    expect(after.appointmentDetails.duration).toBe(115);
    expect(after.payoutCents).toBe(11500);
    expect(after.appointmentDetails.products[0].prices.map((p: { payoutCents: number }) => p.payoutCents)).toEqual([
      5111, 6389,
    ]);
    expect(after.extraTime).toEqual([{ ...request, status: 'approved' }]);
    const [row] = await t.app.db
      .select({ priceCents: appointments.priceCents })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row!.priceCents).toBe(5335 + 1482);
    // The vendor never reads the customer's price.
    expect(JSON.stringify(after)).not.toContain('priceCents');

    // Single use: the same token again, either answer, is 400 and changes nothing.
    for (const again of [true, false]) {
      const refused = await answer(token, again);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation-error', message: VISIT.invalidApprovalToken });
    }
    expect((await shown(token)).statusCode).toBe(400);
    expect(await detail(v, id)).toEqual(after);

    // Another request is possible once the first was answered, pro rata to the job as it now stands.
    const next = await ask(v.headers, id, { minutes: 23, reason: 'The skylight.' });
    expect(next.statusCode).toBe(201);
    expect((await shown(await tokenOf(next.json().id))).json().priceCents).toBe(Math.round(((5335 + 1482) * 23) / 115));
  });

  it('a decline changes nothing but the request’s status; a forged token is 400', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    const before = await detail(v, id);
    const request = (await ask(v.headers, id)).json();
    const token = await tokenOf(request.id);
    expect((await answer(`${token}x`, true)).json()).toMatchObject({ code: 'validation-error' });
    expect((await shown('forged')).statusCode).toBe(400);
    expect((await answer(token, false)).statusCode).toBe(204);
    const after = await detail(v, id);
    expect(after).toEqual({ ...before, extraTime: [{ ...request, status: 'declined' }] });
    expect((await answer(token, true)).statusCode).toBe(400);
    expect((await detail(v, id)).payoutCents).toBe(9000);
  });

  it('expires at the end of the day after the job in the property’s zone, and an expired one no longer blocks a new one', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    const request = (await ask(v.headers, id)).json();
    const token = await tokenOf(request.id);
    clock = new Date('2030-03-07T06:59:59Z'); // 11:59:59 PM MST on the 6th in Denver: the day after the job
    expect((await shown(token)).statusCode).toBe(200);
    clock = new Date('2030-03-07T07:00:00Z'); // midnight in Denver: expired, though still the 7th's morning in UTC
    expect((await shown(token)).json()).toMatchObject({ code: 'validation-error' });
    expect((await answer(token, true)).statusCode).toBe(400);
    expect((await detail(v, id)).payoutCents).toBe(9000);
    const again = await ask(v.headers, id, { minutes: 15, reason: 'Once more.' });
    expect(again.statusCode).toBe(201);
    expect((await detail(v, id)).extraTime).toEqual([{ ...request, status: 'expired' }, again.json()]);
  });

  it('is the holder’s: another company, a technician not assigned get 404; the assigned technician may ask', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    const other = await createTestVendor(t.app);
    const res = await ask(other.headers, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: APPOINTMENTS.notFound(id) });
    const tech = await createTestMember(t.app, v, 'technician');
    expect((await ask(tech.headers, id)).statusCode).toBe(404);
    await t.app.db.update(appointments).set({ assigneeId: tech.memberId }).where(eq(appointments.id, id));
    expect((await ask(tech.headers, id)).statusCode).toBe(201);
    expect((await detail(v, id)).extraTime).toHaveLength(1);
  });
});

describe('the customer’s signature', () => {
  const sign = (headers: object, id: number, file: Buffer = PNG, name = 'Casey Customer', type = 'image/png') => {
    const body = multipart([
      { name: 'name', value: name },
      { name: 'file', filename: 'signature.png', contentType: type, data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/appointment/${id}/signature`,
      payload: body.payload,
      headers: { ...body.headers, ...(headers as Record<string, string>) },
    });
  };

  it('is required before completion where the product says so; a PNG with a name, shown to the company and staff', async () => {
    const signed = await createTestProduct(t.app, { title: 'Roof Repair', signatureRequired: true });
    // Completion needs the job's day to have begun by the database's clock: the job is now.
    clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const { v, id } = await job(clock.toISOString(), undefined, signed);
    expect((await detail(v, id)).signatureRequired).toBe(true);
    const complete = () => send('PATCH', `/api/appointment/complete/${id}`, v.headers);
    const blocked = await complete();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'signature-required', message: VISIT.signatureRequired });
    expect((await detail(v, id)).completedAt).toBeNull();

    const jpeg = await sign(v.headers, id, await cameraImage('jpeg'), 'Casey', 'image/png');
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json()).toMatchObject({ code: 'unsupported-media-type', message: VISIT.signatureNotPng });
    expect((await sign(v.headers, id, Buffer.from('<svg/>'))).statusCode).toBe(415);
    expect((await sign(v.headers, id, PNG, '   ')).json()).toMatchObject({ message: VISIT.signatureNameEmpty });
    expect((await send('GET', `/api/appointment/${id}/signature`, v.headers)).json()).toEqual({ data: null });

    const other = await createTestVendor(t.app);
    expect((await sign(other.headers, id)).statusCode).toBe(404);
    expect((await send('GET', `/api/appointment/${id}/signature`, other.headers)).statusCode).toBe(404);

    const res = await sign(v.headers, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Casey Customer', signedAt: clock.toISOString() });
    const company = (await send('GET', `/api/appointment/${id}/signature`, v.headers)).json().data;
    expect(company).toMatchObject({ name: 'Casey Customer' });
    const image = await send('GET', company.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Decoded and written again (issue 54 item 3): the same one pixel, not the same bytes.
    expect(await imageFacts(image.rawPayload)).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await send('GET', company.url.replace(/signature=[^&]+/, 'signature=forged'))).statusCode).toBe(403);
    const staff = await send('GET', `/api/ops/appointments/${id}/signature`, opsHeaders);
    expect(staff.json().data).toMatchObject({ name: 'Casey Customer' });
    expect((await send('GET', `/api/ops/appointments/${id}/signature`, v.headers)).statusCode).toBe(403);

    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect((await sign(v.headers, id)).json()).toMatchObject({ code: 'appointment-closed' });
  });

  it('is cleaned like a photo: written again without its text chunks; over the pixel limit 413 (issue 54 item 3)', async () => {
    clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const { v, id } = await job(clock.toISOString());
    const drawn = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const tagged = withTextChunk(drawn, 'Comment', 'tracker-7f3a <script>alert(1)</script>');
    expect((await sharp(tagged).metadata()).comments).toHaveLength(1);
    const res = await sign(v.headers, id, tagged);
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await send('GET', res.json().url)).rawPayload;
    expect(stored.includes('tracker-7f3a')).toBe(false);
    expect((await sharp(stored).metadata()).comments).toBeUndefined();
    expect(await imageFacts(stored)).toMatchObject({ format: 'png', width: 600, height: 200 });

    // A few kilobytes that declare 225 megapixels, and 10 megapixels (fine for a photo, not for a signature).
    for (const [width, height] of [
      [15_000, 15_000],
      [4_000, 2_500],
    ] as const) {
      const bomb = hugePng(width, height);
      expect(bomb.length).toBeLessThan(MAX_SIGNATURE_BYTES);
      const refused = await sign(v.headers, id, bomb);
      expect(refused.statusCode, `${width}×${height}`).toBe(413);
      expect(refused.json()).toMatchObject({ code: 'payload-too-large', message: VISIT.signatureTooManyPixels });
    }
    // The job keeps the signature it had.
    const kept = (await send('GET', `/api/appointment/${id}/signature`, v.headers)).json().data;
    expect(await imageFacts((await send('GET', kept.url)).rawPayload)).toMatchObject({ width: 600, height: 200 });
  });

  it('is not asked where the product does not require it', async () => {
    clock = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const { v, id } = await job(clock.toISOString());
    expect(await detail(v, id)).not.toHaveProperty('signatureRequired');
    expect((await send('PATCH', `/api/appointment/complete/${id}`, v.headers)).statusCode).toBe(200);
  });
});
