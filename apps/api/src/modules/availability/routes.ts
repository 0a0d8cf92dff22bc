import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dispatchQuery,
  dispatchSchema,
  holidayListSchema,
  timeOffBody,
  timeOffListSchema,
  timeOffSchema,
} from '@vendor-portal/contract/availability';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { dayIn } from '@vendor-portal/contract/dates';
import { requireMember } from '../../plugins/app/auth.ts';
import { dispatchBoard } from './dispatch.ts';
import { addTimeOff, companyZone, listTimeOff, removeTimeOff, usPublicHolidays } from './time-off.ts';

// docs/architecture.md "Availability and dispatch": time off (every member; a technician its own only, checked by
// the service) and the US public holidays offered for it. `now` is the injected clock (today in the company's zone).

interface AvailabilityOptions {
  now?: () => Date;
}

const own403 = errorBodySchema.meta({ description: '`role-forbidden`: a technician changes only its own time off.' });
const notFound404 = errorBodySchema.meta({ description: '`not-found`: no such member or entry in this company.' });

const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.get('/timeOff', {
    schema: {
      tags: ['availability'],
      summary: "The company's time off not yet over (a technician's own only), soonest first",
      response: { 200: timeOffListSchema },
    },
    handler: async (request) => {
      const member = await requireMember(request);
      const today = dayIn(now(), await companyZone(app.db, member.vendorId));
      return { data: await listTimeOff(app.db, member, today), memberId: member.memberId };
    },
  });

  app.get('/timeOff/holidays', {
    schema: {
      tags: ['availability'],
      summary: "The US public holidays of the coming year, as days in the company's zone",
      response: { 200: holidayListSchema },
    },
    handler: async (request) => {
      const member = await requireMember(request);
      return { data: usPublicHolidays(now(), await companyZone(app.db, member.vendorId)) };
    },
  });

  app.post('/timeOff', {
    schema: {
      tags: ['availability'],
      summary: 'Time off for the company (memberId null) or one member: whole days, or part of a day with both times',
      body: timeOffBody,
      response: { 201: timeOffSchema, 403: own403, 404: notFound404 },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await addTimeOff(app.db, await requireMember(request), request.body)),
  });

  app.get('/dispatch', {
    config: { capability: 'assign' },
    schema: {
      tags: ['availability'],
      summary:
        "The dispatch board: the members, time off and open jobs of `days` days from `date` in the company's zone",
      querystring: dispatchQuery,
      response: { 200: dispatchSchema },
    },
    handler: async (request) => {
      const member = await requireMember(request);
      return { data: await dispatchBoard(app.db, member.vendorId, request.query.date, request.query.days) };
    },
  });

  app.delete('/timeOff/:id', {
    schema: {
      tags: ['availability'],
      summary: 'Remove time off',
      params: idParams,
      response: { 204: z.null(), 403: own403, 404: notFound404 },
    },
    handler: async (request, reply) => {
      await removeTimeOff(app.db, await requireMember(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default availabilityRoutes;
