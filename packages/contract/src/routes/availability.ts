import { z } from 'zod';
import {
  dispatchQuery,
  dispatchSchema,
  holidayListSchema,
  timeOffBody,
  timeOffListSchema,
  timeOffSchema,
} from '../availability.ts';
import { errorBodySchema, idParams } from '../common.ts';
import { route } from './define.ts';

// docs/architecture.md "Availability and dispatch": time off (every member; a technician its own only, checked by
// the service) and the US public holidays offered for it; the dispatch board (owner, office).

const own403 = errorBodySchema.meta({ description: '`role-forbidden`: a technician changes only its own time off.' });
const notFound404 = errorBodySchema.meta({ description: '`not-found`: no such member or entry in this company.' });

export const availabilityRoutes = {
  getTimeOff: route({
    method: 'GET',
    path: '/api/timeOff',
    who: 'signedIn',
    tags: ['availability'],
    summary: "The company's time off not yet over (a technician's own only), soonest first",
    responses: { 200: timeOffListSchema },
  }),
  getTimeOffHolidays: route({
    method: 'GET',
    path: '/api/timeOff/holidays',
    who: 'signedIn',
    tags: ['availability'],
    summary: "The US public holidays of the coming year, as days in the company's zone",
    responses: { 200: holidayListSchema },
  }),
  postTimeOff: route({
    method: 'POST',
    path: '/api/timeOff',
    ids: { 'body.memberId': 'member' },
    examples: [{ body: { memberId: 1, startDate: '2030-01-02', endDate: '2030-01-02' } }],
    who: 'signedIn',
    tags: ['availability'],
    summary: 'Time off for the company (memberId null) or one member: whole days, or part of a day with both times',
    body: timeOffBody,
    responses: { 201: timeOffSchema, 403: own403, 404: notFound404 },
    // A double tap adds the entry once (the form sends an Idempotency-Key).
    idempotent: true,
  }),
  deleteTimeOffById: route({
    method: 'DELETE',
    path: '/api/timeOff/:id',
    ids: { id: 'timeOff' },
    who: 'signedIn',
    tags: ['availability'],
    summary: 'Remove time off',
    params: idParams,
    responses: { 204: z.null(), 403: own403, 404: notFound404 },
  }),
  getDispatch: route({
    method: 'GET',
    path: '/api/dispatch',
    examples: [{ query: { date: '2030-01-02', days: 7 } }],
    who: { member: 'assign' },
    tags: ['availability'],
    summary: "The dispatch board: the members, time off and open jobs of `days` days from `date` in the company's zone",
    query: dispatchQuery,
    responses: { 200: dispatchSchema },
  }),
};
