import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataList, dataOne, errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { opsAppointmentOutcomeBody, checklistItemSchema } from '@vendor-portal/contract/visit';
import { appointmentSchema } from '@vendor-portal/contract/appointments';
import { requireOpsActor } from '../ops/ops-auth.ts';
import { checklistForStaff, reverseNoShow } from './staff.ts';

// docs/architecture.md "The visit": staff read a booking's checklist (who ticked what and when) and count a
// no-show as completed with a reason (admin, audited).
const visitOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { security: [{ opsToken: [] }], tags: ['ops'] };
  app.get('/appointments/:id/checklist', {
    schema: {
      ...secured,
      summary: "A booking's checklist with who ticked each item and when (staff)",
      params: idParams,
      response: { 200: dataList(checklistItemSchema), 404: errorBodySchema },
    },
    handler: async (request) => ({ data: await checklistForStaff(app.db, request.params.id) }),
  });

  app.patch('/appointments/:id', {
    schema: {
      ...secured,
      summary: 'Count a no-show as completed, with a reason (admin, audited): the job then earns its pay',
      params: idParams,
      body: opsAppointmentOutcomeBody,
      response: { 200: dataOne(appointmentSchema), 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => ({
      data: await reverseNoShow(app.db, requireOpsActor(request), request.params.id, request.body.reason),
    }),
  });
};

export default visitOpsRoutes;
