import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthenticated } from '../../lib/errors.ts';
import { mailQueueStats } from '../../lib/mail-queue.ts';
import { workerMetrics } from '../../lib/cluster-metrics.ts';

// docs/operations.md "Metrics": GET /metrics in Prometheus's text format (prom-client, decision 029).
// A plain route, not an API endpoint: no contract schema, not in the OpenAPI document. One registry
// per app (tests build several in one process). Labels are bounded: the route's pattern (never the
// path), the method and the status; never an id, an address or a token.

/** Requests that matched no route share one label value: a thousand paths are one series. */
const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Metrics {
  registry: Registry;
  /** Booking commit to the new-job alert handed to the transport. */
  alertLatency: Histogram;
  /** Publishing statement to a process hearing the event. */
  eventBusLag: Histogram;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

interface MetricsOptions {
  /** False (benches only, server.ts `observe`): no hook per request or per query, to measure their cost. */
  requestMetrics?: boolean;
}

export default fp(async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; each is the sum of the
  // labelled gauge kept beside it (nodejs_active_handles{type}, …).
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    registry.removeSingleMetric(name);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'sse_connections',
    help: 'Event streams open on this process.',
    registers: [registry],
    collect() {
      this.set(app.liveHub?.size ?? 0);
    },
  });

  // Each gauge reads its queue when scraped (one small aggregate on an indexed table).
  // Every worker of a cluster reads the same table: the server's figure is their largest, not their sum.
  const queueGauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        this.set(await read());
      },
    });
  const mail = () => mailQueueStats(app.db);
  queueGauge(
    'mail_queue_depth',
    'Mails queued and not yet sent (still to be tried).',
    async () => (await mail()).depth,
  );
  queueGauge(
    'mail_queue_age_seconds',
    'How long the oldest unsent mail has waited.',
    async () => (await mail()).oldestAgeSeconds,
  );
  queueGauge(
    'push_queue_depth',
    'Push alerts queued and not yet sent.',
    async () => (await mailQueueStats(app.db, 'push')).depth,
  );
  queueGauge(
    'push_queue_age_seconds',
    'How long the oldest unsent push alert has waited.',
    async () => (await mailQueueStats(app.db, 'push')).oldestAgeSeconds,
  );

  const alertLatency = new Histogram({
    name: 'alert_latency_seconds',
    help: 'From a booking committed to its new-job alert handed to the transport.',
    labelNames: ['channel'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const queryDurations = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database statement, by outcome (ok or error).',
    labelNames: ['outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool, by state (idle or busy); none on PGlite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = app.database.poolUse();
      if (!use) return;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'busy' }, use.total - use.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool.',
    registers: [registry],
    collect() {
      this.set(app.database.poolUse()?.waiting ?? 0);
    },
  });
  const eventBusLag = new Histogram({
    name: 'event_bus_lag_seconds',
    help: 'From an event published (the database clock) to this process hearing it.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });

  if (options.requestMetrics !== false) {
    const stopWatching = app.database.queries.add(() => {
      const end = queryDurations.startTimer();
      return (error) => end({ outcome: error ? 'error' : 'ok' });
    });
    app.addHook('onClose', async () => void stopWatching());

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'other',
        route: routeOf(request),
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  }

  app.decorate('metrics', { registry, alertLatency, eventBusLag });

  const token = app.config.METRICS_TOKEN;
  const expected = token ? crypto.createHash('sha256').update(`Bearer ${token}`).digest() : null;
  const allowed = (request: FastifyRequest) =>
    !expected ||
    crypto.timingSafeEqual(
      crypto
        .createHash('sha256')
        .update(request.headers.authorization ?? '')
        .digest(),
      expected,
    );
  // A worker of a cluster (WEB_CONCURRENCY > 1) answers for the whole server (lib/cluster-metrics.ts).
  const clustered = workerMetrics(registry);
  if (clustered) app.addHook('onClose', async () => clustered.stop());
  app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    if (!allowed(request)) throw unauthenticated();
    let text: string;
    try {
      text = clustered ? await clustered.scrape() : await registry.metrics();
    } catch (err) {
      // A partial sum would read as counters going down: no figures rather than wrong ones.
      request.log.warn({ err: (err as Error).message }, 'metrics of the workers not collected');
      return reply.code(503).header('cache-control', 'no-store').send('metrics unavailable\n');
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
});

/** The route's pattern (`/api/appointments/:id`), or one shared value when no route matched. */
export function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}
