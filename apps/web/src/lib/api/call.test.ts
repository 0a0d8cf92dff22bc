import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { appointmentsRoutes } from '@vendor-portal/contract/routes/appointments';
import { hoursRoutes } from '@vendor-portal/contract/routes/hours';
import { identityPasswordRoutes } from '@vendor-portal/contract/routes/identity-password';
import type { VendorHours } from '@vendor-portal/contract/services';
import { server } from '../../test/msw-server.ts';
import { setStoredToken } from '../browser/storage.ts';
import { call } from './call.ts';

// Decision 016: the web calls an entry of the route table; its path, method, Idempotency-Key and the
// answer's type come from the entry.

describe('call(entry, input)', () => {
  it('sends the entry’s method to its path with the params filled in, and answers the body typed by the entry', async () => {
    const seen: string[] = [];
    server.use(
      http.patch('/api/appointment/complete/:id', ({ request }) => {
        seen.push(`PATCH ${new URL(request.url).pathname}`);
        return HttpResponse.json({ data: { id: 7 } });
      }),
    );
    const answer = await call(appointmentsRoutes.patchAppointmentCompleteById, { params: { id: 7 } });
    expect(seen).toEqual(['PATCH /api/appointment/complete/7']);
    expect(answer).toEqual({ data: { id: 7 } });
    expectTypeOf(answer.data.id).toEqualTypeOf<number>();
  });

  it('sends an Idempotency-Key to an entry that takes one, the body as JSON', async () => {
    const sent: Array<{ key: string | null; body: unknown }> = [];
    server.use(
      http.post('/api/vendorHours', async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json({ weekDay: 'Monday' }, { status: 201 });
      }),
    );
    const body = { weekDay: 'Monday', openTime: '09:00', closeTime: '17:00', timeZone: 'America/Denver' } as const;
    const answer = await call(hoursRoutes.postVendorHours, { body });
    expectTypeOf(answer).toEqualTypeOf<VendorHours>();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toEqual(body);
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
    await call(identityPasswordRoutes.postAuthPasswordReset, { body: { email: 'a@b.test' } });
    expect(seen).toEqual([null]);
  });

  it('refuses, at compile time, a call without what the entry needs', () => {
    const typeOnly = () => {
      // @ts-expect-error the entry names :id
      void call(appointmentsRoutes.patchAppointmentCompleteById);
      // @ts-expect-error the body is the entry's schema
      void call(hoursRoutes.postVendorHours, { body: { weekDay: 'Someday' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
