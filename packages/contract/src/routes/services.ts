import {
  addZipCodeBody,
  createVendorProductBody,
  deleteZipCodeQuery,
  vendorProductCreated,
  zipCodeRecordSchema,
} from '../services.ts';
import { idParams } from '../common.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/services/routes.ts.
export const servicesRoutes = {
  postVendorProduct: route({
    method: 'POST',
    path: '/api/vendorProduct',
    examples: [{ body: { productId: 1 } }],
    who: { member: 'setup' },
    tags: ['services'],
    summary: 'Offer an active catalogue product (404 unknown or inactive, 409 already offered)',
    body: createVendorProductBody,
    responses: { 201: vendorProductCreated, ...errors(400, 404, 409) },
    idempotent: true,
  }),
  deleteVendorProductById: route({
    method: 'DELETE',
    path: '/api/vendorProduct/:id',
    ids: { id: 'vendorProduct' },
    who: { member: 'setup' },
    tags: ['services'],
    summary: 'Stop offering a service; its zip codes go with it',
    params: idParams,
    responses: { 204: z.null(), ...errors(404) },
  }),
  getZipcode: route({
    method: 'GET',
    path: '/api/zipcode',
    who: { member: 'setup' },
    tags: ['services'],
    summary: "The vendor's services with their zip codes (sorted)",
    responses: { 200: z.array(zipCodeRecordSchema) },
  }),
  postZipcode: route({
    method: 'POST',
    path: '/api/zipcode',
    ids: { 'body.vendorProductId': 'vendorProduct' },
    examples: [{ body: { vendorProductId: 1, zipCode: '80000' } }],
    who: { member: 'setup' },
    tags: ['services'],
    summary: 'Add a 5-digit zip code to one of the vendor’s services (409 duplicate)',
    body: addZipCodeBody,
    responses: { 201: addZipCodeBody, ...errors(400, 404, 409) },
    idempotent: true,
  }),
  deleteZipcode: route({
    method: 'DELETE',
    path: '/api/zipcode',
    ids: { 'query.zipcode': 'zipCode', 'query.vendorProductId': 'vendorProduct' },
    examples: [{ query: { zipcode: '80000', vendorProductId: 1 } }],
    who: { member: 'setup' },
    tags: ['services'],
    summary: 'Remove a zip code from one of the vendor’s services',
    query: deleteZipCodeQuery,
    responses: { 204: z.null(), ...errors(400, 404) },
  }),
};
