import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireMaySignAgreement } from '../../plugins/app/auth.ts';
import { getCurrentLegalDocument, getSignature, signLegalDocument } from './service.ts';

// docs/product-spec.md §7 legal and signed documents: the agreement is public (fetched without a token); a
// signature belongs to the signed-in identity, recorded with time, IP and user agent.
const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getLegalDocument, async (request) => getCurrentLegalDocument(app.db, request.query.documentType));

  serve(app, routes.getSignedDocument, async (request) =>
    getSignature(app.db, requireIdentity(request).id, request.query.documentId),
  );

  serve(app, routes.postSignedDocument, async (request) => {
    // The owner signs for the company (docs/architecture.md "A company with a crew").
    await requireMaySignAgreement(request);
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    return signLegalDocument(app.db, requireIdentity(request).id, request.query.documentId, meta);
  });
};

export default legalRoutes;
