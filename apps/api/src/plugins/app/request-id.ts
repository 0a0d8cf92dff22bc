import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Every answer names its request (x-request-id, also in the log lines), so a report can be traced.
// A caller's (or its proxy's) x-request-id is kept when it looks like an id: at most 128 characters
// of letters, digits and `._:=/+-`. Anything else (10 KB of text, a line break, quotes) would be
// copied into every log line of the request: a new id is made instead.

const REQUEST_ID = /^[A-Za-z0-9._:=/+-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when it is fit for the logs, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
export default fp(async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
