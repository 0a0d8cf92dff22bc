import { z } from 'zod';
import { calendarImportBody, calendarImportListSchema, calendarImportSchema } from '../calendar-imports.ts';
import { errorBodySchema, idParams } from '../common.ts';
import { route } from './define.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars imported as busy
// time. Every member may call them; the service keeps a technician to its own (403), another company's member or
// calendar is 404.

const own403 = errorBodySchema.meta({ description: '`role-forbidden`: a technician imports only its own calendars.' });
const notFound404 = errorBodySchema.meta({ description: '`not-found`: no such member or calendar in this company.' });
const refused400 = errorBodySchema.meta({
  description: '`url-not-allowed`: not https, or not a public address; `validation-error`: not an address.',
});

export const calendarImportsRoutes = {
  getCalendarImports: route({
    method: 'GET',
    path: '/api/calendarImports',
    who: 'signedIn',
    tags: ['calendar'],
    summary: "The company's imported calendars (a technician's own only), with when each was last read",
    responses: { 200: calendarImportListSchema },
  }),
  postCalendarImports: route({
    method: 'POST',
    path: '/api/calendarImports',
    ids: { 'body.memberId': 'member' },
    examples: [{ body: { url: 'https://calendar.example.com/secret.ics', memberId: 1 } }],
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'Import a calendar as busy time of the company (memberId null) or of one member; it is read at once',
    body: calendarImportBody,
    responses: { 201: calendarImportSchema, 400: refused400, 403: own403, 404: notFound404 },
    idempotent: true,
  }),
  getCalendarImportsById: route({
    method: 'GET',
    path: '/api/calendarImports/:id',
    ids: { id: 'calendarImport' },
    calledBy: { by: "a company's own software checking one feed (the portal's cards read the list)" },
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'One imported calendar',
    params: idParams,
    responses: { 200: calendarImportSchema, 403: own403, 404: notFound404 },
  }),
  deleteCalendarImportsById: route({
    method: 'DELETE',
    path: '/api/calendarImports/:id',
    ids: { id: 'calendarImport' },
    who: 'signedIn',
    tags: ['calendar'],
    summary: 'Stop importing a calendar (its busy times go with it)',
    params: idParams,
    responses: { 204: z.null(), 403: own403, 404: notFound404 },
  }),
};
