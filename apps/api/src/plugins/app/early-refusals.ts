import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { GENERAL } from '@vendor-portal/contract/messages';
import { errorBody } from '../../lib/errors.ts';
import helmet from '../external/helmet.ts';

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

/** Headers every answer carries whatever it is, not set by helmet. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet.ts sets, read once from a throwaway instance with the same plugin. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet);
  probe.get('/', (_request, reply) => reply.send(''));
  try {
    const res = await probe.inject('/');
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
        .map(([name, value]) => [name, value as string]),
    );
  } finally {
    await probe.close();
  }
}

export async function earlyRefusals() {
  const headers = await helmetHeaders();
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

export type EarlyRefusals = Awaited<ReturnType<typeof earlyRefusals>>;
