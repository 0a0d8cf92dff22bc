import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { createNote, deleteNote, listNotes, updateNote } from './service.ts';

// docs/product-spec.md §7 /appointmentNote: private notes on the vendor's own appointments (404 otherwise).
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getAppointmentNote, async (request) =>
    listNotes(app.db, await requireJobScope(request), request.query.appointmentId),
  );

  serve(app, routes.postAppointmentNote, async (request, reply) =>
    reply.code(201).send(await createNote(app.db, await requireJobScope(request), request.body)),
  );

  serve(app, routes.patchAppointmentNoteById, async (request) =>
    updateNote(app.db, await requireJobScope(request), request.params.id, request.body.jobNotes),
  );

  serve(app, routes.deleteAppointmentNoteById, async (request, reply) => {
    await deleteNote(app.db, await requireJobScope(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default noteRoutes;
