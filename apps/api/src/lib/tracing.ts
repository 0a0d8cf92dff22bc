import type { Span } from '@opentelemetry/api';
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// docs/operations.md "Traces" (decision 030). Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (plugins/app/tracing.ts imports this file lazily): without it, none of the SDK is in the process.
// The packages themselves are imported inside startTracing: the server's build keeps npm packages
// external, and a static import here would be hoisted to the top of the bundle. Spans go out in batches over OTLP/HTTP (JSON). What a span carries is chosen here, not by an
// auto-instrumentation: the route's pattern and the statement's text with its placeholders (never a
// parameter, a URL's query or a header), so a trace holds no token, address or secret link.

export interface Tracing {
  /** The request's span, parented on an incoming `traceparent`; `run` continues the request inside it. */
  startRequest(method: string, headers: IncomingHttpHeaders, run: () => void): { span: Span; traceparent: string };
  endRequest(span: Span, method: string, route: string, status: number): void;
  /** A statement starts inside the current request's span (none outside a request); returns its end. */
  startQuery(text: string): (error?: unknown) => void;
  /** A queued job done, as a child of the span that queued it (its stored traceparent), in any process. */
  jobDone(name: string, traceparent: string, startMs: number, attributes: Record<string, string | number>): void;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export async function startTracing(endpoint: string, serviceName: string): Promise<Tracing> {
  const [api, { OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, NodeTracerProvider }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
  const { context, ROOT_CONTEXT, propagation, SpanKind, SpanStatusCode, trace, TraceFlags } = api;
  const provider = new NodeTracerProvider({
    // The instance tells processes apart: a job's span and its request's span may come from two of them.
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.instance.id': crypto.randomUUID() }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  // The async-hooks context manager and the W3C propagator: a span follows its request's awaits.
  provider.register();
  const tracer = provider.getTracer('vendor-portal');

  return {
    startRequest(method, headers, run) {
      const parent = propagation.extract(ROOT_CONTEXT, headers);
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
        parent,
      );
      const { traceId, spanId, traceFlags } = span.spanContext();
      context.with(trace.setSpan(parent, span), run);
      return { span, traceparent: `00-${traceId}-${spanId}-0${traceFlags & TraceFlags.SAMPLED}` };
    },
    endRequest(span, method, route, status) {
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    startQuery(text) {
      const active = context.active();
      if (!trace.getSpan(active)) return () => {};
      const span = tracer.startSpan(
        'db.query',
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) } },
        active,
      );
      return (error) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message?.slice(0, 200) });
        span.end();
      };
    },
    jobDone(name, traceparent, startMs, attributes) {
      const m = TRACEPARENT.exec(traceparent);
      if (!m) return;
      const parent = trace.setSpanContext(ROOT_CONTEXT, {
        traceId: m[1]!,
        spanId: m[2]!,
        traceFlags: Number.parseInt(m[3]!, 16),
        isRemote: true,
      });
      tracer.startSpan(name, { kind: SpanKind.CONSUMER, startTime: startMs, attributes }, parent).end();
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
