import { legalDocumentQuery, legalDocumentSchema, signedDocumentQuery, signedDocumentSchema } from '../legal.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/legal/routes.ts.
export const legalRoutes = {
  getLegalDocument: route({
    method: 'GET',
    path: '/api/legalDocument',
    who: 'public',
    tags: ['legal'],
    summary: 'The current document of a type (newest effective version)',
    query: legalDocumentQuery,
    responses: { 200: legalDocumentSchema, ...errors(404) },
  }),
  getSignedDocument: route({
    method: 'GET',
    path: '/api/signedDocument',
    examples: [{ query: { documentId: 1 } }],
    who: 'signedIn',
    tags: ['legal'],
    summary: "The signed-in identity's signature of a document (signedDate null when unsigned)",
    query: signedDocumentQuery,
    responses: { 200: signedDocumentSchema, ...errors(403, 404) },
  }),
  postSignedDocument: route({
    method: 'POST',
    path: '/api/signedDocument',
    examples: [{ query: { documentId: 1 } }],
    who: 'signedIn',
    tags: ['legal'],
    summary: 'Sign a document (idempotent: the first signature is kept)',
    query: signedDocumentQuery,
    responses: { 200: signedDocumentSchema, ...errors(403, 404) },
  }),
};
