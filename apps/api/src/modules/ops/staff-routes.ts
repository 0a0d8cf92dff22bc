import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { legalDocumentSchema, VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import {
  auditListSchema,
  auditQuery,
  createStaffBody,
  expiringDocumentListSchema,
  expiringDocumentsQuery,
  filePreviewSchema,
  opsAgreementSchema,
  opsAppointmentListQuery,
  opsAppointmentListSchema,
  opsMeSchema,
  opsProductListSchema,
  opsProductSchema,
  opsVendorDetailSchema,
  opsVendorFileSchema,
  opsVendorListQuery,
  opsVendorListSchema,
  opsVendorSchema,
  patchProductBody,
  publishAgreementBody,
  reviewFileBody,
  reviewVendorBody,
  staffSchema,
} from '@vendor-portal/contract/ops/staff';
import { requireOpsActor } from './ops-auth.ts';
import { getAgreementForStaff, publishLegalDocument } from './agreement.ts';
import { listAudit } from './audit.ts';
import { listExpiringDocuments } from './expiring-documents.ts';
import { listBookings } from './bookings.ts';
import { listCatalogue, updateProduct } from './catalogue.ts';
import { decideFile, filePreview } from './files.ts';
import type { Site } from './mails.ts';
import { createStaff } from './staff.ts';
import { getVendorForReview, listVendorsForReview, reviewVendor } from './vendors.ts';

// docs/architecture.md "Review and audit": the review console's API, registered inside the ops
// routes (so behind ops-auth.ts: GETs for reviewers, review decisions for reviewers, the rest admin).

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { security: [{ opsToken: [] }], tags: ['review'] };
  const site = (request: FastifyRequest): Site => ({
    brand: app.config.BRAND_NAME,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    log: request.log,
  });

  app.get('/me', {
    schema: { ...secured, summary: 'Who is calling (actor and role)', response: { 200: opsMeSchema } },
    handler: async (request) => requireOpsActor(request),
  });

  app.post('/staff', {
    schema: {
      ...secured,
      summary: 'Create a staff account (admin); mails a set-password link',
      body: createStaffBody,
      response: { 201: staffSchema, 409: errorBodySchema },
    },
    // The set-password link is answered once and never kept: a replay answers the account without it.
    config: { idempotent: { withhold: ['setPasswordUrl'] } },
    handler: async (request, reply) =>
      reply.code(201).send(await createStaff(app.db, site(request), requireOpsActor(request), request.body)),
  });

  app.get('/vendors', {
    schema: {
      ...secured,
      summary: 'The review queue: pending first, oldest submission first; counts per status',
      querystring: opsVendorListQuery,
      response: { 200: opsVendorListSchema },
    },
    handler: async (request) => listVendorsForReview(app.db, request.query),
  });

  app.get('/expiring-documents', {
    schema: {
      ...secured,
      summary: 'Approved documents expiring within `days` (default 30), soonest first, with their vendors',
      querystring: expiringDocumentsQuery,
      response: { 200: expiringDocumentListSchema },
    },
    handler: async (request) => ({ data: await listExpiringDocuments(app.db, new Date(), request.query.days) }),
  });

  app.get('/vendors/:id', {
    schema: {
      ...secured,
      summary: 'A vendor with its services, hours, documents and agreement signature',
      params: idParams,
      response: { 200: opsVendorDetailSchema, 404: errorBodySchema },
    },
    handler: async (request) => ({ data: await getVendorForReview(app.db, app.storage, request.params.id) }),
  });

  app.patch('/vendors/:id', {
    config: { opsRole: 'reviewer' },
    schema: {
      ...secured,
      summary: "Decide a vendor's review (a rejection needs reviewNote); mails the vendor",
      params: idParams,
      body: reviewVendorBody,
      response: { 200: opsVendorSchema, 404: errorBodySchema },
    },
    handler: async (request) =>
      reviewVendor(app.db, site(request), requireOpsActor(request), request.params.id, request.body),
  });

  app.patch('/vendor-files/:id', {
    config: { opsRole: 'reviewer' },
    schema: {
      ...secured,
      summary: 'Decide a document (reject needs note; insurance and licences need expiresAt); mails the vendor',
      params: idParams,
      body: reviewFileBody,
      response: { 200: opsVendorFileSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) =>
      decideFile(app.db, app.storage, site(request), requireOpsActor(request), request.params.id, request.body),
  });

  app.get('/vendor-files/:id/preview', {
    schema: {
      ...secured,
      summary: 'A fresh signed link that shows the document inline',
      params: idParams,
      response: { 200: filePreviewSchema, 404: errorBodySchema },
    },
    handler: async (request) => filePreview(app.db, app.storage, request.params.id),
  });

  app.get('/appointments', {
    schema: {
      ...secured,
      summary: 'Appointments by state (unclaimed, claimed, completed) with their vendor',
      querystring: opsAppointmentListQuery,
      response: { 200: opsAppointmentListSchema },
    },
    handler: async (request) => listBookings(app.db, request.query),
  });

  app.get('/products', {
    schema: {
      ...secured,
      summary: 'The catalogue, inactive products too, with prices',
      response: { 200: opsProductListSchema },
    },
    handler: async () => ({ data: await listCatalogue(app.db) }),
  });

  app.patch('/products/:id', {
    schema: {
      ...secured,
      summary: "Switch a product active or inactive, or set its prices' pay (admin)",
      params: idParams,
      body: patchProductBody,
      response: { 200: opsProductSchema, 404: errorBodySchema },
    },
    handler: async (request) => updateProduct(app.db, requireOpsActor(request), request.params.id, request.body),
  });

  app.get('/agreement', {
    schema: {
      ...secured,
      summary: 'The vendor agreement in effect and every version',
      response: { 200: opsAgreementSchema },
    },
    handler: async () => getAgreementForStaff(app.db),
  });

  app.post('/agreement', {
    schema: {
      ...secured,
      summary: 'Publish a new vendor agreement version (admin); vendors sign again',
      body: publishAgreementBody,
      response: { 201: legalDocumentSchema },
    },
    config: { idempotent: true },
    handler: async (request, reply) => {
      const { contentMarkdown, effectiveDate } = request.body;
      const body = {
        documentType: VENDOR_AGREEMENT,
        contentMarkdown,
        effectiveDate: effectiveDate ?? new Date().toISOString(),
      };
      return reply.code(201).send(await publishLegalDocument(app.db, requireOpsActor(request), body));
    },
  });

  app.get('/audit', {
    schema: {
      ...secured,
      summary: 'The audit log, newest first; q matches actor, action or target',
      querystring: auditQuery,
      response: { 200: auditListSchema },
    },
    handler: async (request) => ({ data: await listAudit(app.db, request.query) }),
  });
};

export default staffRoutes;
