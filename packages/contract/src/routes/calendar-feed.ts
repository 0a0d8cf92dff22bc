import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../calendar-feed.ts';
import { z } from 'zod';
import { route } from './define.ts';

// Moved from apps/api/src/modules/calendar-feed/routes.ts.
export const calendarFeedRoutes = {
  getCalendarFeed: route({
    method: 'GET',
    path: '/api/calendarFeed',
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'Whether the member has a calendar feed (its address is only answered by POST)',
    responses: { 200: calendarFeedStatusSchema },
  }),
  postCalendarFeed: route({
    method: 'POST',
    path: '/api/calendarFeed',
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'Create the feed, or replace its secret (the old address answers 404 at once)',
    body: z.object({}).strict().nullish(),
    responses: { 201: calendarFeedCreatedSchema },
  }),
  deleteCalendarFeed: route({
    method: 'DELETE',
    path: '/api/calendarFeed',
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'Delete the feed',
    responses: { 204: z.null() },
  }),
  getCalendarByFile: route({
    method: 'GET',
    path: '/calendar/:file',
    calledBy: { by: 'calendar apps subscribed to the private feed address' },
    who: 'public',
    tags: ['calendar'],
    summary: 'The calendar feed: `{secret}.ics`, the secret is the credential (a calendar app polls it)',
    hide: true,
    params: z.object({ file: z.string().max(200) }),
    responses: {},
    rateLimit: 'calendar-feed',
  }),
};
