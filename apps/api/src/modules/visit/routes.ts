import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { onlyAssignedTo } from '../appointments/job-scope.ts';
import { getAppointment } from '../appointments/service.ts';
import { checkIn, checkOut, readChecklist, recordNoShow, tickChecklistItem, type VisitActor } from './service.ts';

// docs/architecture.md "The visit": arrival, departure, the checklist and the no-show, on the member's own jobs
// (another company's, or one held by another member, is 404). Every member may: a technician's reach is its
// own jobs, decided in SQL. The entries are packages/contract/src/routes/visit.ts.

export interface VisitOptions {
  /** The clock (tests set the day instead of waiting for it). */
  now?: () => Date;
}

async function visitActor(request: FastifyRequest): Promise<VisitActor> {
  const member = await requireMember(request);
  return { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member), memberId: member.memberId };
}

const visitRoutes: FastifyPluginAsyncZod<VisitOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  serve(app, routes.postAppointmentByIdCheckIn, async (request) =>
    checkIn(app.db, await visitActor(request), request.params.id, now()),
  );

  serve(app, routes.postAppointmentByIdCheckOut, async (request) =>
    checkOut(app.db, await visitActor(request), request.params.id, now()),
  );

  serve(app, routes.getAppointmentByIdChecklist, async (request) => {
    const member = await requireMember(request);
    const scope = { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member) };
    return { data: await readChecklist(app.db, scope, request.params.id) };
  });

  serve(app, routes.putAppointmentByIdChecklistByItemId, async (request) =>
    tickChecklistItem(
      app.db,
      await visitActor(request),
      request.params.id,
      request.params.itemId,
      request.body.done,
      now(),
    ),
  );

  serve(app, routes.postAppointmentByIdNoShow, async (request) => {
    const actor = await visitActor(request);
    await recordNoShow(app.db, actor, request.params.id, request.body.note, now());
    return { data: await getAppointment(app.db, actor.vendorId, request.params.id, actor.onlyMember) };
  });
};

export default visitRoutes;
