import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import { notificationSettingsPatchSchema, notificationSettingsSchema } from '../live.ts';
import { route } from './define.ts';

// Moved from apps/api/src/modules/live/routes.ts.
export const liveRoutes = {
  getEvents: route({
    method: 'GET',
    path: '/api/events',
    who: 'signedIn',
    tags: ['live'],
    summary:
      'Server-Sent Events for the signed-in vendor: `unclaimed` {action: added|removed, id} and `appointment` {action: added|updated|completed, id}; resume with Last-Event-ID',
    headers: z.object({ 'last-event-id': z.string().max(40).optional() }).loose(),
    responses: {
      200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  getNotificationSettings: route({
    method: 'GET',
    path: '/api/notificationSettings',
    who: 'signedIn',
    tags: ['live'],
    summary: "The signed-in member's own alert choices (a technician's have no new-job settings)",
    responses: { 200: notificationSettingsSchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
  patchNotificationSettings: route({
    method: 'PATCH',
    path: '/api/notificationSettings',
    who: 'signedIn',
    tags: ['live'],
    summary: "Change the signed-in member's own alert choices",
    body: notificationSettingsPatchSchema,
    responses: {
      200: notificationSettingsSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema.meta({
        description:
          '`role-forbidden`: a technician sent a new-job setting (emailNewJobs, onlyDuringBusinessHours, pushNewJobs).',
      }),
      404: errorBodySchema,
    },
  }),
};
