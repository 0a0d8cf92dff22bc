import { appointmentNoteSchema, createNoteBody, noteListQuery, patchNoteBody } from '../appointments.ts';
import { z } from 'zod';
import { idParams } from '../common.ts';
import { createNoteHeaders } from '../offline-notes.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/appointment-notes/routes.ts.
export const appointmentNotesRoutes = {
  getAppointmentNote: route({
    method: 'GET',
    path: '/api/appointmentNote',
    ids: { 'query.appointmentId': 'appointment' },
    examples: [{ query: { appointmentId: 1 } }],
    who: 'signedIn',
    tags: ['notes'],
    summary: "The vendor's notes on one of its appointments, newest first",
    query: noteListQuery,
    responses: { 200: z.array(appointmentNoteSchema), ...errors(400, 404) },
  }),
  postAppointmentNote: route({
    method: 'POST',
    path: '/api/appointmentNote',
    ids: { 'body.appointmentId': 'appointment' },
    examples: [{ body: { appointmentId: 1, jobNotes: 'hijack' } }],
    who: 'signedIn',
    tags: ['notes'],
    summary: 'Add a note (text trimmed; empty or too long is 400). With Idempotency-Key, made once (200 on a repeat)',
    body: createNoteBody,
    headers: createNoteHeaders,
    responses: {
      200: appointmentNoteSchema,
      201: appointmentNoteSchema,
      ...errors(400, 404, 409, 422),
    },
    idempotent: true,
  }),
  patchAppointmentNoteById: route({
    method: 'PATCH',
    path: '/api/appointmentNote/:id',
    ids: { id: 'appointmentNote' },
    examples: [{ body: { jobNotes: 'hijack' } }],
    who: 'signedIn',
    tags: ['notes'],
    summary: 'Change a note’s text (its author, the owner or the office: 403 role-forbidden otherwise)',
    params: idParams,
    body: patchNoteBody,
    responses: { 200: appointmentNoteSchema, ...errors(400, 403, 404, 409) },
  }),
  deleteAppointmentNoteById: route({
    method: 'DELETE',
    path: '/api/appointmentNote/:id',
    ids: { id: 'appointmentNote' },
    who: 'signedIn',
    tags: ['notes'],
    summary: 'Delete a note (its author, the owner or the office: 403 role-forbidden otherwise)',
    params: idParams,
    responses: { 204: z.null(), ...errors(400, 403, 404, 409) },
  }),
};
