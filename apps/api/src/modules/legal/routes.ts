import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import {
  legalDocumentQuery,
  legalDocumentSchema,
  signedDocumentQuery,
  signedDocumentSchema,
} from '@vendor-portal/contract/legal';
import { requireIdentity, requireMaySignAgreement } from '../../plugins/app/auth.ts';
import { getCurrentLegalDocument, getSignature, signLegalDocument } from './service.ts';

// docs/product-spec.md §7 legal and signed documents: the agreement is public (fetched without a token); a
// signature belongs to the signed-in identity, recorded with time, IP and user agent.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/legalDocument', {
    config: { public: true },
    schema: {
      tags: ['legal'],
      summary: 'The current document of a type (newest effective version)',
      security: [],
      querystring: legalDocumentQuery,
      response: { 200: legalDocumentSchema, 404: errorBodySchema },
    },
    handler: async (request) => getCurrentLegalDocument(app.db, request.query.documentType),
  });

  app.get('/signedDocument', {
    schema: {
      tags: ['legal'],
      summary: "The signed-in identity's signature of a document (signedDate null when unsigned)",
      querystring: signedDocumentQuery,
      response: { 200: signedDocumentSchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => getSignature(app.db, requireIdentity(request).id, request.query.documentId),
  });

  app.post('/signedDocument', {
    schema: {
      tags: ['legal'],
      summary: 'Sign a document (idempotent: the first signature is kept)',
      querystring: signedDocumentQuery,
      response: { 200: signedDocumentSchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      // The owner signs for the company (docs/architecture.md "A company with a crew").
      await requireMaySignAgreement(request);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      return signLegalDocument(app.db, requireIdentity(request).id, request.query.documentId, meta);
    },
  });
};

export default routes;
