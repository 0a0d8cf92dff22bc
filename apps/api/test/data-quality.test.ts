import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestProduct,
  bookTestAppointment,
  createTestVendor,
  opsHeaders,
  type TestContext,
} from './helpers.ts';

// Ids and body charsets over HTTP, on every route that takes them (docs/architecture.md, the
// vendor and ops APIs): an id is plain decimal digits without a leading zero, and a JSON body is
// UTF-8.

let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

/** Ways to write the number n that a number coercion reads as n, but that are not ids. */
const disguised = (n: number) => [`0x${n.toString(16)}`, `+${n}`, `0${n}`, ` ${n}`, `${n} `, `${n}e0`, `${n}.0`];
/** The same, written into a URL (path or query). */
const inUrl = (n: number) => disguised(n).map(encodeURIComponent);

describe('ids are plain decimal digits', () => {
  it('1e3 and friends are not ids even when they name nothing', async () => {
    const v = await createTestVendor(t.app);
    for (const id of ['1e3', '0x15', '%2B21', '021', '%2021'])
      for (const url of [
        `/api/appointment/${id}`,
        `/api/appointmentNote?appointmentId=${id}`,
        `/api/signedDocument?documentId=${id}`,
        `/api/vendorFiles/${id}/content`,
      ]) {
        const res = await t.app.inject({ url, headers: v.headers });
        expect(res.statusCode, `${url}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation-error' });
      }
  });

  it('refuses a disguised id in a path with 400 and changes nothing', async () => {
    const v = await createTestVendor(t.app);
    const { id: appointmentId } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/appointmentNote',
      headers: v.headers,
      payload: { appointmentId, jobNotes: 'keep me' },
    });
    expect(note.statusCode).toBe(201);
    const noteId = note.json().id as number;
    for (const id of inUrl(noteId)) {
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointmentNote/${id}`,
        headers: v.headers,
        payload: { jobNotes: 'changed' },
      });
      expect(edit.statusCode, `PATCH ${id}`).toBe(400);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/appointmentNote/${id}`, headers: v.headers });
      expect(del.statusCode, `DELETE ${id}`).toBe(400);
    }
    for (const id of inUrl(appointmentId)) {
      const res = await t.app.inject({ url: `/api/appointment/${id}`, headers: v.headers });
      expect(res.statusCode, `GET appointment ${id}`).toBe(400);
    }
    for (const id of inUrl(v.vendorId)) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/ops/vendors/${id}`,
        headers: opsHeaders,
        payload: { reviewStatus: 'rejected' },
      });
      expect(res.statusCode, `PATCH ops vendor ${id}`).toBe(400);
    }
    const hours = await t.app.inject({
      method: 'POST',
      url: '/api/vendorHours',
      headers: v.headers,
      payload: { weekDay: 'Monday', openTime: '', closeTime: '', timeZone: 'America/Denver' },
    });
    for (const id of inUrl(hours.json().id as number)) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/vendorHours/${id}`, headers: v.headers });
      expect(res.statusCode, `DELETE hours ${id}`).toBe(400);
    }
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/vendorProduct',
      headers: v.headers,
      payload: { productId: product.id },
    });
    expect(service.statusCode).toBe(201);
    const vendorProductId = service.json().id as number;
    for (const id of inUrl(vendorProductId)) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/vendorProduct/${id}`, headers: v.headers });
      expect(res.statusCode, `DELETE service ${id}`).toBe(400);
    }
    const notes = await t.app.inject({
      url: `/api/appointmentNote?appointmentId=${appointmentId}`,
      headers: v.headers,
    });
    expect(notes.json()).toMatchObject([{ id: noteId, jobNotes: 'keep me' }]);
    expect((await t.app.inject({ url: '/api/vendorHours', headers: v.headers })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/vendor', headers: v.headers })).json()).toMatchObject({
      reviewStatus: 'pending',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/vendorProduct/${vendorProductId}`, headers: v.headers }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a disguised id in a query or a JSON body with 400', async () => {
    const v = await createTestVendor(t.app);
    const { id: appointmentId } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/vendorProduct',
      headers: v.headers,
      payload: { productId: product.id },
    });
    const vendorProductId = service.json().id as number;
    await t.app.inject({
      method: 'POST',
      url: '/api/zipcode',
      headers: v.headers,
      payload: { vendorProductId, zipCode: '80202' },
    });
    for (const id of inUrl(appointmentId)) {
      const res = await t.app.inject({ url: `/api/appointmentNote?appointmentId=${id}`, headers: v.headers });
      expect(res.statusCode, `GET notes ${id}`).toBe(400);
    }
    for (const id of inUrl(vendorProductId)) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/zipcode?zipcode=80202&vendorProductId=${id}`,
        headers: v.headers,
      });
      expect(res.statusCode, `DELETE zip ${id}`).toBe(400);
    }
    const bodies: Array<[string, (id: string) => object, number]> = [
      ['/api/appointmentNote', (id) => ({ appointmentId: id, jobNotes: 'x' }), appointmentId],
      ['/api/zipcode', (id) => ({ vendorProductId: id, zipCode: '80203' }), vendorProductId],
      ['/api/vendorProduct', (id) => ({ productId: id }), product.id],
    ];
    for (const [url, body, n] of bodies)
      for (const id of disguised(n)) {
        const res = await t.app.inject({ method: 'POST', url, headers: v.headers, payload: body(id) });
        expect(res.statusCode, `POST ${url} ${JSON.stringify(id)}`).toBe(400);
      }
    // Nothing of the above was applied.
    const zips = await t.app.inject({ url: '/api/zipcode', headers: v.headers });
    expect(JSON.stringify(zips.json())).toContain('80202');
    expect(JSON.stringify(zips.json())).not.toContain('80203');
    const notes = await t.app.inject({
      url: `/api/appointmentNote?appointmentId=${appointmentId}`,
      headers: v.headers,
    });
    expect(notes.json()).toEqual([]);
  });
});

describe('JSON bodies are UTF-8', () => {
  const note = async (contentType: string, payload: Buffer) => {
    const v = await createTestVendor(t.app);
    const { id: appointmentId } = await bookTestAppointment(t.app, product, { vendorId: v.vendorId });
    const json = (text: string) => JSON.stringify({ appointmentId, jobNotes: text });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointmentNote',
      headers: { ...v.headers, 'content-type': contentType },
      payload: payload.length ? payload : Buffer.from(json('Café ✓'), 'utf8'),
    });
    const listed = await t.app.inject({
      url: `/api/appointmentNote?appointmentId=${appointmentId}`,
      headers: v.headers,
    });
    return { res, listed: listed.json() as unknown[], json };
  };

  it.each([
    'application/json; charset=utf-16',
    'application/json; charset=UTF-16LE',
    'application/json;charset="latin1"',
  ])('answers 415 for %s and stores nothing', async (contentType) => {
    const { res, listed } = await note(contentType, Buffer.alloc(0));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, code: 'unsupported-media-type' });
    expect(listed).toEqual([]);
  });

  it('answers 415 for a UTF-16 body that says so, on /auth too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from(JSON.stringify({ email: 'a@example.com', password: 'password-123' }), 'utf16le'),
    });
    expect(res.statusCode).toBe(415);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset="UTF-8"',
    'application/json; charset=utf8',
  ])('reads %s as UTF-8', async (contentType) => {
    const { res, listed } = await note(contentType, Buffer.alloc(0));
    expect(res.statusCode).toBe(201);
    expect(listed).toMatchObject([{ jobNotes: 'Café ✓' }]);
  });
});
