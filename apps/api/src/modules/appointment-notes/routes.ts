import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentNoteSchema,
  createNoteBody,
  noteListQuery,
  patchNoteBody,
} from '@vendor-portal/contract/appointments';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { createNote, deleteNote, listNotes, updateNote } from './service.ts';
import { createNoteHeaders } from '@vendor-portal/contract/offline-notes';

// docs/product-spec.md §7 /appointmentNote: private notes on the vendor's own appointments (404 otherwise).
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/appointmentNote', {
    schema: {
      tags: ['notes'],
      summary: "The vendor's notes on one of its appointments, newest first",
      querystring: noteListQuery,
      response: { 200: z.array(appointmentNoteSchema), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => listNotes(app.db, await requireJobScope(request), request.query.appointmentId),
  });

  app.post('/appointmentNote', {
    schema: {
      tags: ['notes'],
      summary: 'Add a note (text trimmed; empty or too long is 400). With Idempotency-Key, made once (200 on a repeat)',
      body: createNoteBody,
      headers: createNoteHeaders,
      response: {
        200: appointmentNoteSchema,
        201: appointmentNoteSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        422: errorBodySchema,
      },
    },
    config: { idempotent: true },
    handler: async (request, reply) =>
      reply.code(201).send(await createNote(app.db, await requireJobScope(request), request.body)),
  });

  app.patch('/appointmentNote/:id', {
    schema: {
      tags: ['notes'],
      summary: 'Change a note’s text',
      params: idParams,
      body: patchNoteBody,
      // 409 appointment-closed: the note's job is cancelled or completed.
      response: { 200: appointmentNoteSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) =>
      updateNote(app.db, await requireJobScope(request), request.params.id, request.body.jobNotes),
  });

  app.delete('/appointmentNote/:id', {
    schema: {
      tags: ['notes'],
      summary: 'Delete a note',
      params: idParams,
      response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      await deleteNote(app.db, await requireJobScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default noteRoutes;
