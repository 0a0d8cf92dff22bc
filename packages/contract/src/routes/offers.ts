import { z } from 'zod';
import { offerAnswerSchema, offerBody, offerRefusedSchema } from '../offers.ts';
import { errorBodySchema, idParams } from '../common.ts';
import { route } from './define.ts';

// docs/architecture.md "Availability and dispatch", offers: the provider's team holds an unclaimed job for one
// company for 5 minutes to a day; that company claims it (PATCH /api/appointment/claim/{id}) or declines it.

export const offersRoutes = {
  postOpsAppointmentsByIdOffer: route({
    method: 'POST',
    path: '/api/ops/appointments/:id/offer',
    who: { staff: 'offer' },
    tags: ['ops'],
    summary:
      'Offer an unclaimed job to one company until expiresAt (409 when it may not claim it, the job is claimed or already offered)',
    params: idParams,
    body: offerBody,
    responses: {
      201: offerAnswerSchema,
      404: errorBodySchema.meta({ description: '`not-found`: no such booking or company.' }),
      409: offerRefusedSchema.meta({
        description: '`conflict`: the company may not claim the job (`reason`), the job is claimed or already offered.',
      }),
    },
  }),
  patchAppointmentDeclineById: route({
    method: 'PATCH',
    path: '/api/appointment/decline/:id',
    ids: { id: 'appointment' },
    who: { member: 'claim' },
    tags: ['appointments'],
    summary: 'Decline a job offered to the company: it opens to every eligible company, with new-job alerts',
    params: idParams,
    responses: {
      204: z.null(),
      404: errorBodySchema.meta({ description: '`not-found`: no offer of this job to the company is open.' }),
    },
  }),
};
