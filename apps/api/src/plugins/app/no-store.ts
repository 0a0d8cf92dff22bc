import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Answers private to one person (a vendor's data, tokens, ops records with reset links) must never
// be kept by a shared cache. Registered inside each scope that needs it (/api, /auth, /api/ops),
// it marks every answer of that scope, success or error.
export default fp(async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
});
