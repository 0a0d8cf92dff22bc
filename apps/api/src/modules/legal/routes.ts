import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { legalDocumentQuery, legalDocumentSchema, signedDocumentQuery, signedDocumentSchema } from '@vendor-portal/contract/legal';
import { AUTH } from '@vendor-portal/contract/messages';
import { notFound } from '../../lib/errors.ts';
import { requireIdentity } from '../../plugins/auth.ts';
import { currentLegalDocument, findLegalDocument, signatureOf, signDocument } from './service.ts';

// SPEC §7 legal and signed documents: the agreement is public (fetched without a token); a
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
    handler: async (request) => {
      const document = await currentLegalDocument(app.db, request.query.documentType);
      if (!document) throw notFound(AUTH.agreementNotFound);
      return document;
    },
  });

  async function requireDocument(id: number) {
    if (!(await findLegalDocument(app.db, id))) throw notFound(AUTH.agreementNotFound);
  }

  app.get('/signedDocument', {
    schema: {
      tags: ['legal'],
      summary: "The signed-in identity's signature of a document (signedDate null when unsigned)",
      querystring: signedDocumentQuery,
      response: { 200: signedDocumentSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      await requireDocument(request.query.documentId);
      return signatureOf(app.db, requireIdentity(request).id, request.query.documentId);
    },
  });

  app.post('/signedDocument', {
    schema: {
      tags: ['legal'],
      summary: 'Sign a document (idempotent: the first signature is kept)',
      querystring: signedDocumentQuery,
      response: { 200: signedDocumentSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { documentId } = request.query;
      const identity = requireIdentity(request);
      await requireDocument(documentId);
      await signDocument(app.db, identity.id, documentId, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      return signatureOf(app.db, identity.id, documentId);
    },
  });
};

export default routes;
