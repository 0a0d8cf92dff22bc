import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignAppointment } from './assign.ts';
import type { FastifyRequest } from 'fastify';
import { requireIdentity, requireMember, requireVendorId } from '../../plugins/app/auth.ts';
import { completeAppointment, getAppointment, listAppointments } from './service.ts';
import { onlyAssignedTo } from './job-scope.ts';
import { releaseAppointment } from './release.ts';
import { claimAppointment, listUnclaimed } from './unclaimed.ts';

// docs/product-spec.md §7: every /appointment call, scoped to the signed-in vendor (another vendor's id is 404),
// and a technician's to the jobs assigned to it (any other is 404: docs/architecture.md "A company with a crew").
const scoped = async <T>(
  request: FastifyRequest,
  read: (vendorId: number, onlyMember: number | null) => Promise<T>,
) => {
  const member = await requireMember(request);
  return read(member.vendorId, onlyAssignedTo(member));
};

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getAppointment, async (request) => ({
    data: await scoped(request, (vendorId, onlyMember) =>
      listAppointments(app.db, vendorId, request.query, onlyMember),
    ),
  }));

  // Registered before /appointment/:id; Fastify prefers the static path anyway.
  serve(app, routes.getAppointmentUnclaimed, async (request) =>
    listUnclaimed(app.db, await requireVendorId(request), app.alerts.now()),
  );

  serve(app, routes.getAppointmentById, async (request) => ({
    data: await scoped(request, (vendorId, onlyMember) =>
      getAppointment(app.db, vendorId, request.params.id, onlyMember),
    ),
  }));

  serve(app, routes.patchAppointmentCompleteById, async (request) => ({
    data: await scoped(request, (vendorId, onlyMember) =>
      completeAppointment(app.db, vendorId, request.params.id, onlyMember, {
        links: app.jobLinks,
        now: app.alerts.now(),
      }),
    ),
  }));

  serve(app, routes.patchAppointmentAssigneeById, async (request) => {
    const member = await requireMember(request);
    const actor = { ...member, email: requireIdentity(request).email };
    const job = await assignAppointment(
      app.db,
      actor,
      request.params.id,
      request.body.memberId,
      app.config.publicUrl,
      undefined,
      request.body.confirm === true,
    );
    return { data: { ...job, assignee: job.assignee ?? null } };
  });

  serve(app, routes.patchAppointmentClaimById, async (request) => ({
    data: await claimAppointment(
      app.db,
      await requireVendorId(request),
      request.params.id,
      requireIdentity(request).email,
      request.body?.confirm === true,
      app.alerts.now(),
      app.jobLinks,
    ),
  }));

  serve(app, routes.patchAppointmentReleaseById, async (request) => ({
    data: await releaseAppointment(
      app.db,
      await requireVendorId(request),
      request.params.id,
      app.alerts,
      requireIdentity(request).email,
    ),
  }));
};

export default appointmentRoutes;
