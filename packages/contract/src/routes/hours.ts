import { z } from 'zod';
import { vendorHoursBody, vendorHoursSchema } from '../services.ts';
import { idParams } from '../common.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/hours/routes.ts.
export const hoursRoutes = {
  getVendorHours: route({
    method: 'GET',
    path: '/api/vendorHours',
    who: 'signedIn',
    tags: ['hours'],
    summary: "The vendor's business hours, one row per saved weekday",
    responses: { 200: z.array(vendorHoursSchema) },
  }),
  postVendorHours: route({
    method: 'POST',
    path: '/api/vendorHours',
    examples: [{ body: { weekDay: 'Monday', openTime: '09:00', closeTime: '10:00', timeZone: 'America/Denver' } }],
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Create one weekday (409 when it exists; empty times mean closed)',
    body: vendorHoursBody,
    responses: { 201: vendorHoursSchema, ...errors(400, 409) },
    idempotent: true,
  }),
  patchVendorHours: route({
    method: 'PATCH',
    path: '/api/vendorHours',
    examples: [{ body: { weekDay: 'Monday', openTime: '', closeTime: '', timeZone: 'America/Denver' } }],
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Update the weekday named in the body (404 when it has no row yet)',
    body: vendorHoursBody,
    responses: { 200: vendorHoursSchema, ...errors(400, 404) },
  }),
  deleteVendorHoursById: route({
    method: 'DELETE',
    path: '/api/vendorHours/:id',
    calledBy: { by: 'outside clients (the web clears a day with PATCH /api/vendorHours)' },
    ids: { id: 'vendorHours' },
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Clear a day',
    params: idParams,
    responses: { 204: z.null(), ...errors(404) },
  }),
};
