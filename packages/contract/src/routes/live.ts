import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import { notificationSettingsPatchSchema, notificationSettingsSchema } from '../live.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/live/routes.ts.
export const liveRoutes = {
  getEvents: route({
    method: 'GET',
    path: '/api/events',
    calledBy: { by: 'the live stream, read with fetch (apps/web/src/lib/live/event-stream.ts)' },
    who: 'signedIn',
    tags: ['live'],
    summary:
      'Server-Sent Events for the signed-in vendor: `unclaimed` {action: added|removed, id} and `appointment` {action: added|updated|completed, id}; resume with Last-Event-ID',
    headers: z.object({ 'last-event-id': z.string().max(40).optional() }).loose(),
    responses: {
      200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errors(400, 401, 404, 429),
    },
  }),
  getNotificationSettings: route({
    method: 'GET',
    path: '/api/notificationSettings',
    who: 'signedIn',
    tags: ['live'],
    summary: "The signed-in member's own alert choices (a technician's have no new-job settings)",
    responses: { 200: notificationSettingsSchema, ...errors(401, 404) },
  }),
  patchNotificationSettings: route({
    method: 'PATCH',
    path: '/api/notificationSettings',
    examples: [{ body: { pushChanges: false } }],
    who: 'signedIn',
    tags: ['live'],
    summary: "Change the signed-in member's own alert choices",
    body: notificationSettingsPatchSchema,
    responses: {
      200: notificationSettingsSchema,
      ...errors(400, 401),
      403: errorBodySchema.meta({
        description:
          '`role-forbidden`: a technician sent a new-job setting (emailNewJobs, onlyDuringBusinessHours, pushNewJobs).',
      }),
      ...errors(404),
    },
  }),
};
