import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Every answer names its request (x-request-id, also in the log lines), so a report can be traced.
export default fp(async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
