import { createVendorBody, patchVendorBody, vendorSchema } from '../vendor.ts';
import { vendorSetupSchema } from '../vendor-setup.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/vendor/routes.ts.
export const vendorRoutes = {
  getVendor: route({
    method: 'GET',
    path: '/api/vendor',
    who: 'signedIn',
    tags: ['vendor'],
    summary: "The signed-in identity's vendor (404 when it has none yet)",
    responses: { 200: vendorSchema, ...errors(404) },
  }),
  getVendorSetup: route({
    method: 'GET',
    path: '/api/vendorSetup',
    who: 'signedIn',
    tags: ['vendor'],
    summary: 'Which onboarding steps the signed-in identity has done, and the first one left (any device)',
    responses: { 200: vendorSetupSchema },
  }),
  postVendor: route({
    method: 'POST',
    path: '/api/vendor',
    examples: [
      {
        body: {
          email: 'owner@example.com',
          title: 'Mine',
          contactName: 'Me',
          phone: '(303) 555-0101',
          street1: '1 A St',
          street2: '',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
        },
      },
    ],
    who: 'signedIn',
    tags: ['vendor'],
    summary: 'Create the vendor of the signed-in identity',
    body: createVendorBody,
    responses: { 201: vendorSchema, ...errors(400, 409) },
    idempotent: true,
  }),
  patchVendor: route({
    method: 'PATCH',
    path: '/api/vendor',
    examples: [{ body: { email: 'owner@example.com', title: 'Renamed' } }],
    who: { member: 'setup' },
    tags: ['vendor'],
    summary: 'Update profile fields of the signed-in vendor (creation rules; a bad field changes nothing)',
    body: patchVendorBody,
    responses: { 200: vendorSchema, ...errors(400, 404, 409) },
  }),
};
