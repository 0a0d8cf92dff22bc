import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { createApiKey, deleteApiKey, listApiKeys } from './service.ts';

// docs/architecture.md "Partners": the owner's API keys (`integrations`: the owner only, checked from the entry).
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getApiKeys, async (request) => ({
    data: await listApiKeys(app.db, (await requireMember(request)).vendorId),
  }));
  serve(app, routes.postApiKeys, async (request, reply) => {
    const made = await createApiKey(app.db, await requireMember(request), request.body);
    return reply.code(201).send(made);
  });
  serve(app, routes.deleteApiKeysById, async (request, reply) => {
    await deleteApiKey(app.db, (await requireMember(request)).vendorId, request.params.id);
    return reply.code(204).send(null);
  });
};

export default apiKeyRoutes;
