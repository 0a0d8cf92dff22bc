import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequest } from '../../lib/request-context.ts';
import { routeOf } from './metrics.ts';

// docs/operations.md "Logs": pino's JSON lines, two per request under its id (reqId): "incoming
// request" as it arrives (a request that never ends is still named, docs/architecture.md
// "Stopping"), and "request completed" with what an operator filters on: the route's pattern, the
// status, the duration in milliseconds, and who acted (member and company ids, when signed in to a
// company). Never the body or a header; the URL through the redaction of lib/logger.ts. The request's
// work runs in its context (lib/request-context.ts): mail it queues carries its id.

export default fp(async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.info({ req: request }, 'incoming request');
    runInRequest({ requestId: request.id }, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    // A request made with an API key names the key, not the owner it acts as (docs/architecture.md "Partners").
    const apiKeyId = request.identity?.apiKey?.id;
    const member = apiKeyId === undefined ? (request.membershipCache ?? undefined) : undefined;
    request.log.info(
      {
        route: routeOf(request),
        method: request.method,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        memberId: member?.memberId,
        vendorId: member?.vendorId ?? (apiKeyId === undefined ? undefined : request.membershipCache?.vendorId),
        apiKeyId,
      },
      'request completed',
    );
  });
});
