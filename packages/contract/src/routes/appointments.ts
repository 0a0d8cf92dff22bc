import { appointmentListQuery, appointmentSchema, assignedAppointmentSchema } from '../appointments.ts';
import { dataList, dataOne, idParams } from '../common.ts';
import { unclaimedResponseSchema } from '../eligibility.ts';
import { busyErrorSchema, claimBody } from '../availability.ts';
import { assignBody } from '../team.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/appointments/routes.ts.
export const appointmentsRoutes = {
  getAppointment: route({
    method: 'GET',
    path: '/api/appointment',
    who: 'signedIn',
    tags: ['appointments'],
    summary: "The vendor's appointments; startDate (inclusive) and endDate (exclusive) are days in the vendor's zone",
    query: appointmentListQuery,
    responses: { 200: dataList(appointmentSchema), ...errors(400) },
  }),
  getAppointmentUnclaimed: route({
    method: 'GET',
    path: '/api/appointment/unclaimed',
    who: { member: 'claim' },
    tags: ['appointments'],
    summary:
      'Appointments nobody holds, in the future, whose zip code the vendor serves for every product (soonest first)',
    responses: { 200: unclaimedResponseSchema },
  }),
  getAppointmentById: route({
    method: 'GET',
    path: '/api/appointment/:id',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'One of the vendor’s appointments',
    params: idParams,
    responses: { 200: dataOne(appointmentSchema), ...errors(400, 404) },
  }),
  patchAppointmentCompleteById: route({
    method: 'PATCH',
    path: '/api/appointment/complete/:id',
    ids: { id: 'appointment' },
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'Mark one of the vendor’s appointments complete (once; 409 when it already is)',
    params: idParams,
    responses: { 200: dataOne(appointmentSchema), ...errors(400, 404, 409) },
  }),
  patchAppointmentAssigneeById: route({
    method: 'PATCH',
    path: '/api/appointment/assignee/:id',
    ids: { id: 'appointment', 'body.memberId': 'member' },
    examples: [{ body: { memberId: null } }, { body: { memberId: 1 } }],
    who: { member: 'assign' },
    tags: ['appointments'],
    summary:
      'Give the job to a member of the company (memberId null takes it back): the member is mailed and its stream gets `appointment added`; the previous one’s drops it',
    params: idParams,
    body: assignBody,
    responses: {
      200: dataOne(assignedAppointmentSchema),
      ...errors(400, 403, 404),
      409: busyErrorSchema.meta({
        description:
          '`member-busy` (with `conflicts`, `timeOff`, `clashes` and `timeOffEntries`): the member is busy or off then, send `confirm: true`; `appointment-closed`; `conflict`: not joined.',
      }),
    },
  }),
  patchAppointmentClaimById: route({
    method: 'PATCH',
    path: '/api/appointment/claim/:id',
    ids: { id: 'appointment' },
    who: { member: 'claim' },
    tags: ['appointments'],
    summary: 'Claim an unclaimed appointment: one winner, 409 for the others, 403 with the reason when not eligible',
    params: idParams,
    body: claimBody,
    responses: {
      200: dataOne(appointmentSchema),
      ...errors(400, 403, 404),
      409: busyErrorSchema.meta({
        description:
          '`no-one-free` (with `conflicts`, `timeOff`, `clashes` and `timeOffEntries`): the company is off or no member who takes jobs is free then, send `{confirm: true}`; `conflict`: claimed by another; `offered-to-another`: held for another company for now.',
      }),
    },
    idempotent: true,
  }),
  patchAppointmentReleaseById: route({
    method: 'PATCH',
    path: '/api/appointment/release/:id',
    ids: { id: 'appointment' },
    who: { member: 'claim' },
    tags: ['appointments'],
    summary:
      'Hand a claimed job back, 24 hours or more before it starts: unclaimed again at once, eligible vendors alerted (409 release-too-late within 24 hours)',
    params: idParams,
    responses: { 200: dataOne(appointmentSchema), ...errors(400, 404, 409) },
    idempotent: true,
  }),
};
