import { z } from 'zod';
import { errorBodySchema, idParams } from '../common.ts';
import { apiKeyListSchema, createApiKeyBody, createdApiKeySchema } from '../api-keys.ts';
import { route } from './define.ts';

const otherCompany404 = errorBodySchema.meta({ description: '`not-found`: no such key in this company.' });
const tooMany409 = errorBodySchema.meta({ description: '`conflict`: the company already holds 20 keys.' });

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar" (issue 58): the owner's keys.
export const apiKeysRoutes = {
  getApiKeys: route({
    method: 'GET',
    path: '/api/apiKeys',
    who: { member: 'integrations' },
    tags: ['integrations'],
    summary: "The company's API keys (never the keys themselves), newest first, with when each was last used",
    responses: { 200: apiKeyListSchema },
  }),
  postApiKeys: route({
    method: 'POST',
    path: '/api/apiKeys',
    examples: [{ body: { name: 'Scheduling', scope: 'read' } }],
    who: { member: 'integrations' },
    tags: ['integrations'],
    summary: 'Make a key (`vpk_…`), shown in this answer only: the server keeps its digest',
    body: createApiKeyBody,
    responses: { 201: createdApiKeySchema, 409: tooMany409 },
  }),
  deleteApiKeysById: route({
    method: 'DELETE',
    path: '/api/apiKeys/:id',
    ids: { id: 'apiKey' },
    who: { member: 'integrations' },
    tags: ['integrations'],
    summary: 'Delete a key: refused (401) at once on every process',
    params: idParams,
    responses: { 204: z.null(), 404: otherCompany404 },
  }),
};
