import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Requests whose handlers are still running. Closing the server waits for the connections, not
// for the handlers: a client that went away (a phone that lost signal) leaves its handler
// running, and the database must stay open until it is done (graceful shutdown).

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled, or after `timeoutMs`; true when drained. */
    drained(timeoutMs: number): Promise<boolean>;
    /** "METHOD /path" of each request still being handled (a shutdown that times out names them). */
    inFlightRequests(): string[];
  }
  interface FastifyRequest {
    inFlight: boolean;
  }
}

export default fp(async function inFlightPlugin(app: FastifyInstance) {
  let running = 0;
  const requests = new Set<{ method: string; url: string }>();
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (running > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };

  app.decorateRequest('inFlight', false);
  app.addHook('onRequest', async (request) => {
    request.inFlight = true;
    running++;
    requests.add(request);
  });
  // Every answer goes through onSend, also one whose client is gone (the write then goes
  // nowhere), so the count cannot leak.
  app.addHook('onSend', async (request) => {
    if (!request.inFlight) return;
    request.inFlight = false;
    running--;
    requests.delete(request);
    settle();
  });

  app.decorate('inFlightRequests', () => [...requests].map((r) => `${r.method} ${r.url.split('?')[0]}`));
  app.decorate('drained', (timeoutMs: number) => {
    if (running === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(running === 0), timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });
});
