import { dataList, dataOne, idParams } from '../common.ts';
import { appointmentSchema } from '../appointments.ts';
import {
  checkInSchema,
  checkOutSchema,
  checklistItemParams,
  checklistItemSchema,
  checklistTickBody,
  extraTimeBody,
  extraTimeSchema,
  noShowBody,
  opsAppointmentOutcomeBody,
  publicExtraTimeBody,
  publicExtraTimeQuery,
  publicExtraTimeSchema,
  signatureAnswerSchema,
  signatureSchema,
} from '../visit.ts';
import { photoLinkQuery } from '../photos.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

// docs/architecture.md "The visit": arrival, departure, the checklist and the no-show, on the member's own
// jobs ('signedIn': a technician's reach is its own jobs, decided in SQL; another company's or another
// member's job is 404), and the console's read of a booking's checklist and its reversal of a no-show.
const refusals = { ...errors(400, 404, 409) };

export const visitRoutes = {
  postAppointmentByIdCheckIn: route({
    method: 'POST',
    path: '/api/appointment/:id/check-in',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'The member arrived: on the job’s day in the property’s zone, once',
    params: idParams,
    responses: { 200: checkInSchema, ...refusals },
    // Sent again from the offline outbox after a lost answer: the same answer, not 409 already-done.
    idempotent: true,
  }),
  postAppointmentByIdCheckOut: route({
    method: 'POST',
    path: '/api/appointment/:id/check-out',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'The member left: after arriving, on the job’s day in the property’s zone, once',
    params: idParams,
    responses: { 200: checkOutSchema, ...refusals },
    idempotent: true,
  }),
  getAppointmentByIdChecklist: route({
    method: 'GET',
    path: '/api/appointment/:id/checklist',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'The job’s checklist, frozen at booking, with who ticked each item and when',
    params: idParams,
    responses: { 200: dataList(checklistItemSchema), ...errors(400, 404) },
  }),
  putAppointmentByIdChecklistByItemId: route({
    method: 'PUT',
    path: '/api/appointment/:id/checklist/:itemId',
    ids: { id: 'appointment', itemId: 'checklistItem' },
    examples: [{ body: { done: true } }],
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'Tick or untick an item (one that needs a photo: after a photo of the job taken since arriving)',
    params: checklistItemParams,
    body: checklistTickBody,
    responses: { 200: checklistItemSchema, ...refusals },
  }),
  postAppointmentByIdNoShow: route({
    method: 'POST',
    path: '/api/appointment/:id/no-show',
    ids: { id: 'appointment' },
    examples: [{ body: { note: 'Nobody home' } }],
    who: 'signedIn',
    tags: ['appointments'],
    summary:
      'The customer did not show: after arriving, 30 minutes after both the start and the arrival; the job is completed as a no-show and earns its no-show pay',
    params: idParams,
    body: noShowBody,
    responses: { 200: dataOne(appointmentSchema), ...refusals },
    idempotent: true,
  }),
  getOpsAppointmentsByIdChecklist: route({
    method: 'GET',
    path: '/api/ops/appointments/:id/checklist',
    who: { staff: 'read' },
    tags: ['ops'],
    summary: "A booking's checklist with who ticked each item and when (staff)",
    params: idParams,
    responses: { 200: dataList(checklistItemSchema), ...errors(404) },
  }),
  patchOpsAppointmentsById: route({
    method: 'PATCH',
    path: '/api/ops/appointments/:id',
    who: { staff: 'administer' },
    tags: ['ops'],
    summary: 'Count a no-show as completed, with a reason (admin, audited): the job then earns its pay',
    params: idParams,
    body: opsAppointmentOutcomeBody,
    responses: { 200: dataOne(appointmentSchema), ...errors(404, 409) },
  }),
  // The customer's signature (a PNG and the signer's name), stored like a photo of the job.
  postAppointmentByIdSignature: route({
    method: 'POST',
    path: '/api/appointment/:id/signature',
    ids: { id: 'appointment' },
    examples: [
      {
        parts: [
          { name: 'name', value: 'Mallory' },
          { name: 'file', file: 'image/png' },
        ],
      },
    ],
    who: 'signedIn',
    tags: ['appointments'],
    summary:
      'The customer’s signature (multipart: file, a PNG of at most 1 MB, and name, the signer’s); with Idempotency-Key, saved once',
    consumes: ['multipart/form-data'],
    params: idParams,
    responses: {
      200: signatureSchema,
      201: signatureSchema,
      ...refusals,
      ...errors(413, 415),
    },
    idempotent: { withhold: ['url'] },
  }),
  getAppointmentByIdSignature: route({
    method: 'GET',
    path: '/api/appointment/:id/signature',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'The job’s signature (null while unsigned); url is a signed link valid for minutes',
    params: idParams,
    responses: { 200: signatureAnswerSchema, ...errors(404) },
  }),
  getAppointmentByIdSignatureContent: route({
    method: 'GET',
    path: '/api/appointment/:id/signature/content',
    calledBy: { by: 'the signed link in a signature’s answer', test: 'apps/api/test/visit-approval.test.ts' },
    ids: { id: 'appointment' },
    // The signed link is the permission (an <img> sends no token), as for a photo's content.
    who: 'public',
    tags: ['appointments'],
    summary: 'The signature’s PNG behind a signed link (disk storage)',
    params: idParams,
    query: photoLinkQuery,
    responses: {
      200: z.unknown().describe('The signature, a PNG'),
      ...errors(403, 404),
    },
  }),
  getOpsAppointmentsByIdSignature: route({
    method: 'GET',
    path: '/api/ops/appointments/:id/signature',
    who: { staff: 'read' },
    tags: ['ops'],
    summary: "A booking's signature (null while unsigned), for staff",
    params: idParams,
    responses: { 200: signatureAnswerSchema, ...errors(404) },
  }),
  // More time: the technician asks, the customer answers on a public page with the token of its mail.
  postAppointmentByIdExtraTime: route({
    method: 'POST',
    path: '/api/appointment/:id/extra-time',
    ids: { id: 'appointment' },
    examples: [{ body: { minutes: 30, reason: 'More work' } }],
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'Ask the customer for 15 to 240 more minutes, after arriving; one pending request at a time',
    params: idParams,
    body: extraTimeBody,
    responses: { 201: extraTimeSchema, ...refusals },
    idempotent: true,
  }),
  getPublicExtraTime: route({
    method: 'GET',
    path: '/api/public/extra-time',
    who: 'public',
    tags: ['public'],
    summary: 'What the customer’s link asks: the company, the service, the minutes, the reason and the price',
    query: publicExtraTimeQuery,
    responses: { 200: publicExtraTimeSchema, ...errors(400, 429) },
    rateLimit: 'public-token',
  }),
  postPublicExtraTime: route({
    method: 'POST',
    path: '/api/public/extra-time',
    who: 'public',
    tags: ['public'],
    summary: 'The customer approves or declines (the link works once, until the end of the day after the job)',
    body: publicExtraTimeBody,
    responses: { 204: z.null(), ...errors(400, 429) },
    rateLimit: 'public-token',
  }),
};
