import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus, pruneEvents, type EventBus } from '../../lib/event-bus.ts';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { linkKeys } from '../../lib/signed-links.ts';
import { LiveHub } from '../../modules/live/hub.ts';
import type { AlertContext } from '../../modules/live/new-job-alerts.ts';
import { deriveJobLinkKey, type JobLinkKeys } from '../../modules/customer-job/job-link.ts';
import { JobStreams } from '../../modules/customer-job/streams.ts';

// docs/architecture.md "Live events and alerts": the process's one listening connection (the event
// bus), the streams open on it (the hub), their heartbeat, and the pruning of the event log.
// Shutdown ends every stream first (preClose): an endless answer would otherwise keep the server
// from closing; clients reconnect to another process and resume with Last-Event-ID.

export interface LiveOptions {
  /** The clock of alerts, the mail worker and the log's pruning (tests inject theirs). */
  now?: () => Date;
  /** A comment on every stream this often (the contract: at least every 25 s). */
  heartbeatMs?: number;
  /** How long events stay in the log for resuming streams (at least 5 minutes). */
  keepEventsMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
    liveHub: LiveHub;
    alerts: AlertContext;
    /** The customers' links (docs/architecture.md "The customer's page"). */
    jobLinks: JobLinkKeys;
    /** The customers' open pages (GET /api/public/job/events). */
    jobStreams: JobStreams;
  }
}

export default fp<LiveOptions>(async function livePlugin(app: FastifyInstance, options) {
  const now = options.now ?? (() => new Date());
  const bus = createEventBus(app.database, {
    log: app.log,
    onLag: (seconds) => app.metrics.eventBusLag.observe(seconds),
  });
  const hub = new LiveHub(app.db, app.log, now);
  bus.subscribe(hub);
  const jobStreams = new JobStreams(app.db, now, app.log);
  bus.subscribe(jobStreams);
  app.decorate('jobStreams', jobStreams);
  app.decorate('bus', bus);
  app.decorate('liveHub', hub);
  const authSecrets = resolveAuthSecrets(app.config);
  app.decorate('alerts', {
    brand: app.config.BRAND_NAME,
    publicUrl: app.config.publicUrl,
    unsubscribeKey: linkKeys('unsubscribe', authSecrets),
    now,
  });
  app.decorate('jobLinks', { key: deriveJobLinkKey(authSecrets.current), publicUrl: app.config.publicUrl });

  const keepMs = options.keepEventsMs ?? 15 * 60_000;
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    await bus.ready();
    timers.push(
      setInterval(() => {
        hub.heartbeat(now().getTime());
        jobStreams.heartbeat();
      }, options.heartbeatMs ?? 20_000).unref(),
    );
    timers.push(
      setInterval(() => {
        pruneEvents(app.db, now(), keepMs).catch((err: unknown) => app.log.warn({ err }, 'pruning live events failed'));
      }, 60_000).unref(),
    );
  });
  app.addHook('preClose', async () => {
    hub.endAll();
    jobStreams.endAll();
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await bus.close();
  });
});
