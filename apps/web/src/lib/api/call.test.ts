import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as paths from '@vendor-portal/contract/routes/paths';
import type { VendorHours } from '@vendor-portal/contract/services';
import { server } from '../../test/msw-server.ts';
import { setStoredToken } from '../browser/storage.ts';
import { call } from './call.ts';

// Decision 016: the web calls an entry of the route table by its route path (paths.ts, the table without its
// schemas); the method, the path and the Idempotency-Key come from it, the inputs' and the answer's types from the
// entry.

describe('call(paths.x, input)', () => {
  it('sends the entry’s method to its path with the params filled in, and answers the body typed by the entry', async () => {
    const seen: string[] = [];
    server.use(
      http.patch('/api/appointment/complete/:id', ({ request }) => {
        seen.push(`PATCH ${new URL(request.url).pathname}`);
        return HttpResponse.json({ data: { id: 7 } });
      }),
    );
    const answer = await call(paths.patchAppointmentCompleteById, { params: { id: 7 } });
    expect(seen).toEqual(['PATCH /api/appointment/complete/7']);
    expect(answer).toEqual({ data: { id: 7 } });
    expectTypeOf(answer.data.id).toEqualTypeOf<number>();
  });

  it('sends the query, and an Idempotency-Key to an entry that takes one, the body as JSON', async () => {
    const sent: Array<{ key: string | null; body: unknown }> = [];
    server.use(
      http.post('/api/vendorHours', async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json({ weekDay: 'Monday' }, { status: 201 });
      }),
    );
    const body = { weekDay: 'Monday', openTime: '09:00', closeTime: '17:00', timeZone: 'America/Denver' } as const;
    const answer = await call(paths.postVendorHours, { body });
    expectTypeOf(answer).toEqualTypeOf<VendorHours>();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual(body);

    const queries: string[] = [];
    server.use(
      http.delete('/api/zipcode', ({ request }) => {
        queries.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await call(paths.deleteZipcode, { query: { zipcode: '80202', vendorProductId: 3 } });
    expect(queries).toEqual(['?zipcode=80202&vendorProductId=3']);
  });

  it('calls a public /auth entry from the origin without the stored token', async () => {
    setStoredToken('a-token');
    const seen: Array<string | null> = [];
    server.use(
      http.post('/auth/password-reset', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await call(paths.postAuthPasswordReset, { body: { email: 'a@b.test' } });
    expect(seen).toEqual([null]);
  });

  it('refuses, at compile time, a call without what the entry needs, or a path not in the table', () => {
    const typeOnly = () => {
      // @ts-expect-error the entry names :id
      void call(paths.patchAppointmentCompleteById);
      // @ts-expect-error the body is the entry's schema
      void call(paths.postVendorHours, { body: { weekDay: 'Someday' } });
      // @ts-expect-error a path written by hand is not one of the table's
      void call('GET /api/vendorHour');
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
