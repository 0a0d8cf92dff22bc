import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailKind, sendDueMail, type SentMail } from '../../lib/mail-queue.ts';
import { sendDuePush } from '../../lib/push-queue.ts';

// docs/architecture.md "Mail": sends the one queue (lib/mail-queue.ts: mail through the mailer, Web Push
// through the push sender, lib/push-queue.ts), started and stopped with the server. It polls, and wakes at once
// when the bus says something was queued; one round at a time per process, and any number of processes (FOR
// UPDATE SKIP LOCKED). Shutdown waits for the round under way, so a restart never sends a message twice.

export interface MailWorkerOptions {
  now?: () => Date;
  /** Poll interval; false leaves sending to `app.mailWorker.runOnce()` (tests that stage a crash). */
  pollMs?: number | false;
  /** How long a taken message stays away from other processes while it is sent (tests of a crash). */
  leaseMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: { runOnce(): Promise<number> };
  }
}

export default fp<MailWorkerOptions>(async function mailWorkerPlugin(app: FastifyInstance, options) {
  const now = options.now ?? (() => new Date());
  // docs/operations.md "Metrics": a new job's alert, from the booking's commit (the row's created_at,
  // the database clock in the booking's transaction) to the transport taking it.
  const onSent = (mail: SentMail, takenAtMs: number) => {
    const kind = mailKind(mail.idempotencyKey);
    // docs/operations.md "Traces": the job as a child of the request that queued it.
    if (mail.traceparent)
      app.tracing?.jobDone(`mail job ${kind}`, mail.traceparent, takenAtMs, {
        'messaging.system': 'mail_queue',
        'mail.kind': kind,
        'mail.id': mail.id,
      });
    // One line per push job, under the id of the request that queued it (docs/operations.md "Logs"; the
    // mail's own line is written where it is sent, lib/mail-queue.ts). Never the endpoint: a secret URL.
    if (kind.startsWith('push-'))
      app.log.info({ pushId: mail.id, kind, reqId: mail.requestId ?? undefined }, 'push job sent');
    const channel = kind === 'new-job' ? 'mail' : kind === 'push-new-job' ? 'push' : null;
    if (!channel) return;
    app.metrics.alertLatency.observe({ channel }, Math.max(0, (Date.now() - mail.createdAt.getTime()) / 1000));
  };
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    const worker = { now, log: app.log, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}) };
    running = Promise.all([
      sendDueMail(app.db, app.mailer, { ...worker, onSent }),
      sendDuePush(app.db, app.push.sender, { ...worker, onSent }),
    ])
      .then(([mail, push]) => mail + push)
      .catch((err: unknown) => {
        app.log.error({ err }, 'mail worker round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  };
  app.decorate('mailWorker', { runOnce });

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    if (options.pollMs === false) return;
    timer = setInterval(() => void runOnce(), options.pollMs ?? 2_000).unref();
    unsubscribe = app.bus.subscribe({ event: (e) => e.type === 'mail.queued' && void runOnce() });
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  });
});
