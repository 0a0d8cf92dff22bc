import type { Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currentRequest } from '../../lib/request-context.ts';
import type { Tracing } from '../../lib/tracing.ts';
import { routeOf } from './metrics.ts';

// docs/operations.md "Traces": with OTEL_EXPORTER_OTLP_ENDPOINT set, a span per request, its
// database statements as children, and each mail job it queues as a child too (in whichever process
// sends it, through the traceparent stored with the job). Unset, `app.tracing` is null, no hook is
// added and the OpenTelemetry SDK is never imported.

declare module 'fastify' {
  interface FastifyInstance {
    tracing: Tracing | null;
  }
  interface FastifyRequest {
    span: Span | null;
  }
}

export default fp(async function tracingPlugin(app: FastifyInstance) {
  const endpoint = app.config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) {
    app.decorate('tracing', null);
    return;
  }
  const { startTracing } = await import('../../lib/tracing.ts');
  const tracing = await startTracing(endpoint, process.env.OTEL_SERVICE_NAME ?? 'vendor-portal');
  app.decorate('tracing', tracing);
  app.decorateRequest('span', null);
  const stopWatching = app.database.queries.add((text) => tracing.startQuery(text));

  // After plugins/app/request-log.ts's hook: the request's context exists and takes the traceparent.
  app.addHook('onRequest', (request, _reply, done) => {
    const started = tracing.startRequest(request.method, request.headers, done);
    request.span = started.span;
    const context = currentRequest();
    if (context) context.traceparent = started.traceparent;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.span) tracing.endRequest(request.span, request.method, routeOf(request), reply.statusCode);
  });
  app.addHook('onClose', async () => {
    stopWatching();
    await tracing.shutdown();
  });
});
