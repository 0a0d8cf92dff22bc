import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailKind, sendDueMail, type SentMail } from '../../lib/mail-queue.ts';
import { sendDuePush } from '../../lib/push-queue.ts';
import { outboundRequest } from '../../lib/outbound.ts';
import { sendDueWebhooks, type WebhookSend } from '../../lib/webhooks.ts';

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
  /** Tests: how a webhook delivery is sent (by default lib/outbound.ts, which refuses inside addresses). */
  webhookSend?: WebhookSend;
}

/** Webhook rounds under way at once in a process: each ends within the 5 s a receiver has. */
const WEBHOOK_ROUNDS = 8;

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
  // docs/architecture.md "Partners": webhook deliveries are a third loop that never waits for the mail or the push,
  // and whose rounds overlap: a receiver that hangs holds its own round for the 5 s it has, never the next event's
  // (the rows a round holds are leased, and a job's later events wait for its earlier ones in the queue itself).
  const allowLoopback = app.config.OUTBOUND_ALLOW_LOOPBACK;
  const send: WebhookSend =
    options.webhookSend ??
    ((url, init) => outboundRequest(url, { ...init, allowLoopback }).then((answer) => ({ status: answer.status })));
  const webhookRounds = new Set<Promise<number>>();
  let webhooksAgain = false;
  const webhooks = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (webhookRounds.size >= WEBHOOK_ROUNDS) {
      webhooksAgain = true;
      return Promise.race(webhookRounds);
    }
    const round: Promise<number> = sendDueWebhooks(app.db, {
      now,
      log: app.log,
      send,
      publicUrl: app.config.publicUrl,
    })
      .catch((err: unknown) => {
        app.log.error({ err }, 'webhook round failed');
        return 0;
      })
      .finally(() => {
        webhookRounds.delete(round);
        // A delivered event may free the next one of its job; a round that waited for a free place runs now.
        void round.then((sent) => {
          if ((sent > 0 || webhooksAgain) && !stopped && options.pollMs !== false) {
            webhooksAgain = false;
            void webhooks();
          }
        });
      });
    webhookRounds.add(round);
    return round;
  };
  const runOnce = (): Promise<number> =>
    Promise.all([push.run(), mail.run(), webhooks()]).then(([p, m, w]) => p + m + w);
  app.decorate('mailWorker', { runOnce });

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    if (options.pollMs === false) return;
    timer = setInterval(() => void runOnce(), options.pollMs ?? 2_000).unref();
    unsubscribe = app.bus.subscribe({
      event: (e) => {
        if (e.type === 'mail.queued') void Promise.all([push.run(), mail.run()]);
        if (e.type === 'webhook.queued') void webhooks();
      },
    });
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await Promise.all([push.running, mail.running, ...webhookRounds]);
  });
});
