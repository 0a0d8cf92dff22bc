import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailKind, sendDueMail, type SentMail } from '../../lib/mail-queue.ts';
import { sendDuePush } from '../../lib/push-queue.ts';

// docs/architecture.md "Mail": sends the one queue (lib/mail-queue.ts: mail through the mailer, Web Push
// through the push sender, lib/push-queue.ts), started and stopped with the server. It polls, and wakes at once
// when the bus says something was queued; one round at a time per process for each of push and mail (the pushes
// first), and any number of processes (FOR UPDATE SKIP LOCKED). Shutdown waits for the rounds under way, so a
// restart never sends a message twice.

export interface MailWorkerOptions {
  now?: () => Date;
  /** Poll interval; false leaves sending to `app.mailWorker.runOnce()` (tests that stage a crash). */
  pollMs?: number | false;
  /** How long a taken message stays away from other processes while it is sent (tests of a crash). */
  leaseMs?: number;
}

/** How long the mail waits for a push round under way before it starts anyway. */
const PUSH_FIRST_MS = 5_000;

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
  let stopped = false;
  const worker = { now, log: app.log, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}) };
  // Push and mail are two loops: a round of one never waits for the other's network (an SMTP server that is slow
  // to answer delayed the next booking's pushes when both shared a round), and each runs one round at a time.
  // A round that left messages over a company's fair share runs again as soon as it ends (lib/push-queue.ts).
  const push = loop(() =>
    sendDuePush(app.db, app.push.sender, { ...worker, onSent, onDeferred: () => void push.run() }),
  );
  const mail = loop(async () => {
    // The pushes go first: composing a booking's thousand mails is CPU work that, run beside the push round, delayed
    // its encryption and spread its requests (docs/performance.md "Push alerts"). A push round takes under a second
    // for thousands of devices; a push service that hangs delays the mail by PUSH_FIRST_MS at most.
    await push.settled(PUSH_FIRST_MS);
    return sendDueMail(app.db, app.mailer, { ...worker, onSent });
  });
  /** One loop: one round at a time; asked again while a round runs, it runs once more after it. */
  function loop(round: () => Promise<number>) {
    let running: Promise<number> | null = null;
    let again = false;
    const run = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = round()
        .catch((err: unknown) => {
          app.log.error({ err }, 'mail worker round failed');
          return 0;
        })
        .finally(() => {
          running = null;
          if (again && !stopped) {
            again = false;
            void run();
          }
        });
      return running;
    };
    /** Resolves when the round under way (if any) ends, or after `boundMs`. */
    const settled = async (boundMs: number) => {
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, boundMs).unref()))]);
      clearTimeout(timer);
    };
    return {
      run,
      settled,
      get running() {
        return running;
      },
    };
  }
  const runOnce = (): Promise<number> => Promise.all([push.run(), mail.run()]).then(([p, m]) => p + m);
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
    await Promise.all([push.running, mail.running]);
  });
});
