import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import { requireOpsActor } from './ops-auth.ts';
import { getAgreementForStaff, publishLegalDocument } from './agreement.ts';
import { listAudit } from './audit.ts';
import { listExpiringDocuments } from './expiring-documents.ts';
import { listBookings } from './bookings.ts';
import { settleExpiredOffers } from '../offers/service.ts';
import { listCatalogue, updateProduct } from './catalogue.ts';
import { decideFile, filePreview } from './files.ts';
import type { Site } from './mails.ts';
import { createStaff } from './staff.ts';
import { getVendorForReview, listVendorsForReview, reviewVendor } from './vendors.ts';

// docs/architecture.md "Review and audit": the review console's API, registered inside the ops
// routes (so behind ops-auth.ts: GETs for reviewers, review decisions for reviewers, the rest admin).

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = (request: FastifyRequest): Site => ({
    brand: app.config.BRAND_NAME,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    log: request.log,
  });

  serve(app, routes.getOpsMe, async (request) => requireOpsActor(request));

  serve(app, routes.postOpsStaff, async (request, reply) =>
    reply.code(201).send(await createStaff(app.db, site(request), requireOpsActor(request), request.body)),
  );

  serve(app, routes.getOpsVendors, async (request) => listVendorsForReview(app.db, request.query));

  serve(app, routes.getOpsExpiringDocuments, async (request) => ({
    data: await listExpiringDocuments(app.db, new Date(), request.query.days),
  }));

  serve(app, routes.getOpsVendorsById, async (request) => ({
    data: await getVendorForReview(app.db, app.storage, request.params.id),
  }));

  serve(app, routes.patchOpsVendorsById, async (request) =>
    reviewVendor(app.db, site(request), requireOpsActor(request), request.params.id, request.body),
  );

  serve(app, routes.patchOpsVendorFilesById, async (request) =>
    decideFile(app.db, app.storage, site(request), requireOpsActor(request), request.params.id, request.body),
  );

  serve(app, routes.getOpsVendorFilesByIdPreview, async (request) =>
    filePreview(app.db, app.storage, request.params.id),
  );

  serve(app, routes.getOpsAppointments, async (request) => listBookings(app.db, request.query, app.alerts.now()));

  serve(app, routes.getOpsProducts, async () => ({ data: await listCatalogue(app.db) }));

  serve(app, routes.patchOpsProductsById, async (request) =>
    updateProduct(app.db, requireOpsActor(request), request.params.id, request.body),
  );

  serve(app, routes.getOpsAgreement, async () => getAgreementForStaff(app.db));

  serve(app, routes.postOpsAgreement, async (request, reply) => {
    const { contentMarkdown, effectiveDate } = request.body;
    const body = {
      documentType: VENDOR_AGREEMENT,
      contentMarkdown,
      effectiveDate: effectiveDate ?? new Date().toISOString(),
    };
    return reply.code(201).send(await publishLegalDocument(app.db, requireOpsActor(request), body));
  });

  serve(app, routes.getOpsAudit, async (request) => {
    // Offers that ran out since the last reader are logged first (offers/service.ts settleExpiredOffers).
    await settleExpiredOffers(app.db, app.alerts.now());
    return { data: await listAudit(app.db, request.query) };
  });
};

export default staffRoutes;
