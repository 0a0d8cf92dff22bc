import { z } from 'zod';
import { vendorHoursBody, vendorHoursSchema } from '../services.ts';
import { errorBodySchema, idParams } from '../common.ts';
import { route } from './define.ts';

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
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Create one weekday (409 when it exists; empty times mean closed)',
    body: vendorHoursBody,
    responses: { 201: vendorHoursSchema, 400: errorBodySchema, 409: errorBodySchema },
    idempotent: true,
  }),
  patchVendorHours: route({
    method: 'PATCH',
    path: '/api/vendorHours',
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Update the weekday named in the body (404 when it has no row yet)',
    body: vendorHoursBody,
    responses: { 200: vendorHoursSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
  deleteVendorHoursById: route({
    method: 'DELETE',
    path: '/api/vendorHours/:id',
    who: { member: 'setup' },
    tags: ['hours'],
    summary: 'Clear a day',
    params: idParams,
    responses: { 204: z.null(), 404: errorBodySchema },
  }),
};
