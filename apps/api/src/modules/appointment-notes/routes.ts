import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../plugins/app/auth.ts';
import { onlyAssignedTo } from '../appointments/job-scope.ts';
import { createNote, deleteNote, listNotes, updateNote, type NoteActor } from './service.ts';

/** The member's job scope, with its role and id: who may change which note (issue 54 item 8). */
async function noteActor(request: FastifyRequest): Promise<NoteActor> {
  const member = await requireMember(request);
  return {
    vendorId: member.vendorId,
    onlyMember: onlyAssignedTo(member),
    role: member.role,
    memberId: member.memberId,
  };
}

// docs/product-spec.md §7 /appointmentNote: private notes on the vendor's own appointments (404 otherwise).
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getAppointmentNote, async (request) =>
    listNotes(app.db, await noteActor(request), request.query.appointmentId),
  );

  serve(app, routes.postAppointmentNote, async (request, reply) =>
    reply.code(201).send(await createNote(app.db, await noteActor(request), request.body)),
  );

  serve(app, routes.patchAppointmentNoteById, async (request) =>
    updateNote(app.db, await noteActor(request), request.params.id, request.body.jobNotes),
  );

  serve(app, routes.deleteAppointmentNoteById, async (request, reply) => {
    await deleteNote(app.db, await noteActor(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default noteRoutes;
