import { dataList, dataOne, idParams } from '../common.ts';
import { onMyWayBody, onMyWaySchema } from '../on-my-way.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/on-my-way/routes.ts.
export const onMyWayRoutes = {
  getAppointmentOnMyWay: route({
    method: 'GET',
    path: '/api/appointment/on-my-way',
    who: 'signedIn',
    tags: ['appointments'],
    summary: 'The on-my-way mails the vendor sent in the last 24 hours, newest first (one per job: the last)',
    responses: { 200: dataList(onMyWaySchema) },
  }),
  postAppointmentByIdOnMyWay: route({
    method: 'POST',
    path: '/api/appointment/:id/on-my-way',
    ids: { id: 'appointment' },
    examples: [{ body: { etaMinutes: 30 } }],
    who: 'signedIn',
    tags: ['appointments'],
    summary:
      'Mail the customer that the vendor is on its way (company, service, arrival in the property’s zone): on the job’s day only, once in 10 minutes',
    params: idParams,
    body: onMyWayBody,
    responses: {
      202: dataOne(onMyWaySchema),
      ...errors(404, 409, 429),
    },
  }),
};
