import {
  opsBookingChangeSchema,
  opsCreateAppointmentBody,
  opsCreateLegalDocumentBody,
  opsCreateProductBody,
  opsRescheduleBody,
  outboxMessageSchema,
} from '../ops/marketplace.ts';
import { idParams } from '../common.ts';
import { legalDocumentSchema } from '../legal.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

const createdProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  cancellationPayoutPercent: z.number().int(),
  noShowPayoutPercent: z.number().int(),
  prices: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      section: z.string().nullable(),
      isOutside: z.boolean(),
      schedulingInterface: z.string().nullable(),
      payoutCents: z.number().int(),
      priceCents: z.number().int(),
    }),
  ),
  signatureRequired: z.boolean(),
});

// Moved from apps/api/src/modules/ops/routes.ts.
export const opsRoutes = {
  postOpsProducts: route({
    method: 'POST',
    path: '/api/ops/products',
    calledBy: { by: 'the ops CLI (scripts/ops.mjs)' },
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Add a catalogue product with its prices',
    body: opsCreateProductBody,
    responses: { 201: createdProduct, ...errors(400) },
    idempotent: true,
  }),
  postOpsLegalDocuments: route({
    method: 'POST',
    path: '/api/ops/legal-documents',
    calledBy: { by: 'the ops CLI (scripts/ops.mjs)' },
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Publish a legal document version (vendors sign again)',
    body: opsCreateLegalDocumentBody,
    responses: { 201: legalDocumentSchema },
    idempotent: true,
  }),
  postOpsAppointments: route({
    method: 'POST',
    path: '/api/ops/appointments',
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Book an appointment (unclaimed when vendorId is absent)',
    body: opsCreateAppointmentBody,
    responses: {
      201: z.object({
        id: z.number().int(),
        appointmentBaseId: z.number().int(),
        // docs/architecture.md "The customer's page": the customer's own link, to staff only (never kept for a
        // replay of the Idempotency-Key, never in a vendor answer).
        customerUrl: z.string().optional(),
      }),
    },
    idempotent: { withhold: ['customerUrl'] },
  }),
  postOpsAppointmentsByIdCancel: route({
    method: 'POST',
    path: '/api/ops/appointments/:id/cancel',
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Cancel a booking (admin): off every list, the calendar feed marks it cancelled, its vendor is told',
    params: idParams,
    responses: {
      200: opsBookingChangeSchema,
      ...errors(404, 409),
    },
    idempotent: true,
  }),
  postOpsAppointmentsByIdReschedule: route({
    method: 'POST',
    path: '/api/ops/appointments/:id/reschedule',
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Move a booking to a new start (admin); its vendor is told, an unclaimed job is alerted again',
    params: idParams,
    body: opsRescheduleBody,
    responses: {
      200: opsBookingChangeSchema,
      ...errors(400, 404, 409),
    },
    idempotent: true,
  }),
  getOpsOutbox: route({
    method: 'GET',
    path: '/api/ops/outbox',
    calledBy: { by: 'the ops CLI (scripts/ops.mjs)' },
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'The newest mail messages (outbox mode only)',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    responses: { 200: z.object({ data: z.array(outboxMessageSchema) }) },
  }),
};
