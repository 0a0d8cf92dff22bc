import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { GENERAL } from '@vendor-portal/contract/messages';
import { errorBody } from '../../lib/errors.ts';
import { securityHeaders } from '../external/helmet.ts';

// Answers refused before any hook runs. Every answer carries the security headers of
// plugins/external/helmet.ts (docs/architecture.md), set by its onRequest hook; but Node's parser
// refuses huge headers (431) or a malformed request (400) on the raw socket, and the router
// refuses a malformed percent-encoding (400) before any hook. These answers get the same headers
// here; a malformed page path gets the SPA's own not-found page, an /api or /auth path the JSON
// error body.

/** What the SPA plugin (spa.ts) offers for a path the router cannot even decode. */
export interface SpaFallback {
  accepts(request: FastifyRequest): boolean;
  sendNotFound(reply: FastifyReply): FastifyReply;
}

export async function earlyRefusals() {
  const headers = await securityHeaders();
  let spa: SpaFallback | null = null;
  return {
    headers,
    /** Called by spa.ts once it knows whether a web build is served. */
    useSpa(fallback: SpaFallback | null) {
      spa = fallback;
    },
    /** Fastify's `frameworkErrors`: a URL the router cannot decode, a too long parameter. */
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      reply.headers(headers);
      if (error.code === 'FST_ERR_BAD_URL' && spa?.accepts(request)) return spa.sendNotFound(reply);
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorBody(status, status >= 500 ? GENERAL.internal : GENERAL.badRequest)));
    },
    /** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, answered on the socket. */
    clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
      // A reset connection has no one left to answer (as Fastify's default handler does).
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify(errorBody(status, GENERAL.badRequest));
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      socket.destroy(err);
    },
  };
}
