import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { dataList, dataOne, errorBodySchema, idParams } from '@vendor-portal/contract/common';
import {
  checkInSchema,
  checkOutSchema,
  checklistItemParams,
  checklistItemSchema,
  checklistTickBody,
  noShowBody,
} from '@vendor-portal/contract/visit';
import { appointmentSchema } from '@vendor-portal/contract/appointments';
import { requireMember } from '../../plugins/app/auth.ts';
import { onlyAssignedTo } from '../appointments/job-scope.ts';
import { getAppointment } from '../appointments/service.ts';
import { checkIn, checkOut, readChecklist, recordNoShow, tickChecklistItem, type VisitActor } from './service.ts';

// docs/architecture.md "The visit": arrival, departure, the checklist and the no-show, on the member's own jobs
// (another company's, or one held by another member, is 404). Every member may: a technician's reach is its
// own jobs, decided in SQL.

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
  const refusals = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.post('/appointment/:id/check-in', {
    // Sent again from the offline outbox after a lost answer: the same answer, not 409 already-done.
    config: { idempotent: true },
    schema: {
      tags: ['appointments'],
      summary: 'The member arrived: on the job’s day in the property’s zone, once',
      params: idParams,
      response: { 200: checkInSchema, ...refusals },
    },
    handler: async (request) => checkIn(app.db, await visitActor(request), request.params.id, now()),
  });

  app.post('/appointment/:id/check-out', {
    config: { idempotent: true },
    schema: {
      tags: ['appointments'],
      summary: 'The member left: after arriving, on the job’s day in the property’s zone, once',
      params: idParams,
      response: { 200: checkOutSchema, ...refusals },
    },
    handler: async (request) => checkOut(app.db, await visitActor(request), request.params.id, now()),
  });

  app.get('/appointment/:id/checklist', {
    schema: {
      tags: ['appointments'],
      summary: 'The job’s checklist, frozen at booking, with who ticked each item and when',
      params: idParams,
      response: { 200: dataList(checklistItemSchema), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const member = await requireMember(request);
      const scope = { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member) };
      return { data: await readChecklist(app.db, scope, request.params.id) };
    },
  });

  app.put('/appointment/:id/checklist/:itemId', {
    schema: {
      tags: ['appointments'],
      summary: 'Tick or untick an item (one that needs a photo: after a photo of the job taken since arriving)',
      params: checklistItemParams,
      body: checklistTickBody,
      response: { 200: checklistItemSchema, ...refusals },
    },
    handler: async (request) =>
      tickChecklistItem(
        app.db,
        await visitActor(request),
        request.params.id,
        request.params.itemId,
        request.body.done,
        now(),
      ),
  });

  app.post('/appointment/:id/no-show', {
    config: { idempotent: true },
    schema: {
      tags: ['appointments'],
      summary:
        'The customer did not show: after arriving, 30 minutes after both the start and the arrival; the job is completed as a no-show and earns its no-show pay',
      params: idParams,
      body: noShowBody,
      response: { 200: dataOne(appointmentSchema), ...refusals },
    },
    handler: async (request) => {
      const actor = await visitActor(request);
      await recordNoShow(app.db, actor, request.params.id, request.body.note, now());
      return { data: await getAppointment(app.db, actor.vendorId, request.params.id, actor.onlyMember) };
    },
  });
};

export default visitRoutes;
