import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentListQuery,
  appointmentSchema,
  assignedAppointmentSchema,
} from '@vendor-portal/contract/appointments';
import { assignBody } from '@vendor-portal/contract/team';
import { busyErrorSchema, claimBody } from '@vendor-portal/contract/availability';
import { assignAppointment } from './assign.ts';
import { dataList, dataOne, errorBodySchema, idParams } from '@vendor-portal/contract/common';
import type { FastifyRequest } from 'fastify';
import { requireIdentity, requireMember, requireVendorId } from '../../plugins/app/auth.ts';
import { unclaimedResponseSchema } from '@vendor-portal/contract/eligibility';
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
  app.get('/appointment', {
    schema: {
      tags: ['appointments'],
      summary: "The vendor's appointments; startDate (inclusive) and endDate (exclusive) are days in the vendor's zone",
      querystring: appointmentListQuery,
      response: { 200: dataList(appointmentSchema), 400: errorBodySchema },
    },
    handler: async (request) => ({
      data: await scoped(request, (vendorId, onlyMember) =>
        listAppointments(app.db, vendorId, request.query, onlyMember),
      ),
    }),
  });

  // Registered before /appointment/:id; Fastify prefers the static path anyway.
  app.get('/appointment/unclaimed', {
    config: { capability: 'claim' },
    schema: {
      tags: ['appointments'],
      summary:
        'Appointments nobody holds, in the future, whose zip code the vendor serves for every product (soonest first)',
      response: { 200: unclaimedResponseSchema },
    },
    handler: async (request) => listUnclaimed(app.db, await requireVendorId(request)),
  });

  app.get('/appointment/:id', {
    schema: {
      tags: ['appointments'],
      summary: 'One of the vendor’s appointments',
      params: idParams,
      response: { 200: dataOne(appointmentSchema), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => ({
      data: await scoped(request, (vendorId, onlyMember) =>
        getAppointment(app.db, vendorId, request.params.id, onlyMember),
      ),
    }),
  });

  app.patch('/appointment/complete/:id', {
    schema: {
      tags: ['appointments'],
      summary: 'Mark one of the vendor’s appointments complete (once; 409 when it already is)',
      params: idParams,
      response: { 200: dataOne(appointmentSchema), 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => ({
      data: await scoped(request, (vendorId, onlyMember) =>
        completeAppointment(app.db, vendorId, request.params.id, onlyMember),
      ),
    }),
  });

  app.patch('/appointment/assignee/:id', {
    config: { capability: 'assign' },
    schema: {
      tags: ['appointments'],
      summary:
        'Give the job to a member of the company (memberId null takes it back): the member is mailed and its stream gets `appointment added`; the previous one’s drops it',
      params: idParams,
      body: assignBody,
      response: {
        200: dataOne(assignedAppointmentSchema),
        400: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        409: busyErrorSchema.meta({
          description:
            '`member-busy` (with `conflicts` and `timeOff`): the member is busy or off then, send `confirm: true`; `appointment-closed`; `conflict`: not joined.',
        }),
      },
    },
    handler: async (request) => {
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
    },
  });

  app.patch('/appointment/claim/:id', {
    schema: {
      tags: ['appointments'],
      summary: 'Claim an unclaimed appointment: one winner, 409 for the others, 403 with the reason when not eligible',
      params: idParams,
      body: claimBody,
      response: {
        200: dataOne(appointmentSchema),
        400: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        409: busyErrorSchema.meta({
          description:
            '`no-one-free` (with `conflicts` and `timeOff`): the company is off or no member who takes jobs is free then, send `{confirm: true}`; `conflict`: claimed by another.',
        }),
      },
    },
    config: { idempotent: true, capability: 'claim' },
    handler: async (request) => ({
      data: await claimAppointment(
        app.db,
        await requireVendorId(request),
        request.params.id,
        requireIdentity(request).email,
        request.body?.confirm === true,
      ),
    }),
  });

  app.patch('/appointment/release/:id', {
    schema: {
      tags: ['appointments'],
      summary:
        'Hand a claimed job back, 24 hours or more before it starts: unclaimed again at once, eligible vendors alerted (409 release-too-late within 24 hours)',
      params: idParams,
      response: { 200: dataOne(appointmentSchema), 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    config: { idempotent: true, capability: 'claim' },
    handler: async (request) => ({
      data: await releaseAppointment(
        app.db,
        await requireVendorId(request),
        request.params.id,
        app.alerts,
        requireIdentity(request).email,
      ),
    }),
  });
};

export default appointmentRoutes;
