import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appointmentSchema, productSchema } from '@vendor-portal/contract/appointments';
import { dataList, dataOne, errorBodySchema } from '@vendor-portal/contract/common';
import { unclaimedResponseSchema } from '@vendor-portal/contract/eligibility';
import { compileFast, isPlain, responseSerializerCompiler } from '../src/lib/response-serializer.ts';

// lib/response-serializer.ts: answers written from compiled JSON schema must be byte for byte what zod's
// encode + JSON.stringify wrote, and must never carry a field the schema does not declare.

const appointment = {
  id: 7,
  appointmentBaseId: 3,
  actualDateTime: '2030-05-01T16:00:00.000Z',
  completedAt: null,
  customer: { firstName: 'Casey', lastName: 'Customer', email: null, phone: '(303) 555-0199' },
  property: {
    title: 'Home',
    street1: '1 Elm St',
    street2: null,
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  },
  appointmentDetails: {
    duration: 90,
    products: [
      {
        id: 1,
        title: 'Detailing "deluxe" \u2028 ✓',
        prices: [
          {
            id: 2,
            title: 'Wash',
            quantity: 2,
            section: null,
            isOutside: true,
            schedulingInterface: 'date',
            payoutCents: 1500,
          },
          {
            id: 3,
            title: 'Inside',
            quantity: 1,
            section: 'In',
            isOutside: false,
            schedulingInterface: null,
            payoutCents: 0,
          },
        ],
      },
    ],
  },
  payoutCents: 1500,
};

/** The appointment with an undeclared field at every level, as a database row could carry them. */
const withExtras = () => ({
  ...appointment,
  vendorId: 42,
  passwordHash: 'secret-hash',
  customer: { ...appointment.customer, internalNote: 'secret-note' },
  property: { ...appointment.property, lat: 39.7 },
  appointmentDetails: {
    ...appointment.appointmentDetails,
    lines: [{ secret: true }],
    products: appointment.appointmentDetails.products.map((p) => ({
      ...p,
      cost: 12,
      prices: p.prices.map((pr) => ({ ...pr, wholesale: 3 })),
    })),
  },
});

const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('the response serializer', () => {
  it('compiles the appointment, unclaimed, catalogue and error answers to fast-json-stringify', () => {
    for (const schema of [
      dataList(appointmentSchema),
      dataOne(appointmentSchema),
      unclaimedResponseSchema,
      dataList(productSchema),
      errorBodySchema,
    ])
      expect(compileFast(schema)).toBeTypeOf('function');
  });

  it('writes exactly what zod wrote', () => {
    const list = { data: [appointment, { ...appointment, id: 8, actualDateTime: null, completedAt: 'x' }] };
    expect(compileFast(dataList(appointmentSchema))!(list)).toBe(zodWrites(dataList(appointmentSchema), list));
    const unclaimed = {
      data: [
        {
          baseAppointment: { id: 3, appointmentLength: 90 },
          appointment,
          property: appointment.property,
          customer: appointment.customer,
          fit: { withinHours: true, conflicts: [4, 5] },
        },
      ],
      eligibility: { canClaim: false, reasons: [{ code: 'email-unverified', message: 'Verify.' }] },
      nearby: [
        {
          appointmentId: 9,
          actualDateTime: null,
          appointmentLength: 60,
          city: 'Denver',
          zipCode: '80202',
          timeZone: 'America/Denver',
          schedulingKind: 'date',
          products: [{ id: 1, title: 'A' }],
          missingProducts: [],
          payoutCents: 1500,
        },
      ],
    };
    expect(compileFast(unclaimedResponseSchema)!(unclaimed)).toBe(zodWrites(unclaimedResponseSchema, unclaimed));
    const error = { statusCode: 404, error: 'Not Found', message: 'No.' };
    expect(compileFast(errorBodySchema)!(error)).toBe(zodWrites(errorBodySchema, error));
    expect(compileFast(errorBodySchema)!({ ...error, code: 'c' })).toBe(
      zodWrites(errorBodySchema, { ...error, code: 'c' }),
    );
  });

  it('never sends a property the schema does not declare (a row with extra columns)', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/one', { schema: { response: { 200: dataOne(appointmentSchema) } } }, async () => ({
      data: withExtras(),
      total: 1,
    }));
    const res = await app.inject({ method: 'GET', url: '/one' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ data: appointment }));
    for (const secret of ['vendorId', 'secret-hash', 'secret-note', 'lat', 'lines', 'cost', 'wholesale', 'total'])
      expect(res.body).not.toContain(secret);
  });

  it('keeps zod for a schema that changes values on the way out', async () => {
    const trimmed = z.object({ name: z.string().trim() });
    const piped = z.object({ n: z.string().pipe(z.string()) });
    expect(isPlain(trimmed)).toBe(false);
    expect(isPlain(piped)).toBe(false);
    expect(compileFast(trimmed)).toBeUndefined();
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/t', { schema: { response: { 200: trimmed } } }, async () => ({ name: '  padded  ', extra: 1 }));
    const res = await app.inject({ method: 'GET', url: '/t' });
    await app.close();
    expect(res.body).toBe('{"name":"padded"}');
  });
});
