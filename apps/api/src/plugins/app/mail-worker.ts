import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailKind, sendDueMail, type SentMail } from '../../lib/mail-queue.ts';

// docs/architecture.md "Mail": sends the mail queue (lib/mail-queue.ts) through the mailer, started
// and stopped with the server. It polls, and wakes at once when the bus says mail was queued; one
// round at a time per process, and any number of processes (FOR UPDATE SKIP LOCKED).

export interface MailWorkerOptions {
  now?: () => Date;
  /** Poll interval; false leaves sending to `app.mailWorker.runOnce()` (tests that stage a crash). */
  pollMs?: number | false;
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
    if (kind !== 'new-job') return;
    app.metrics.alertLatency.observe({ channel: 'mail' }, Math.max(0, (Date.now() - mail.createdAt.getTime()) / 1000));
  };
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendDueMail(app.db, app.mailer, { now, log: app.log, onSent })
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
