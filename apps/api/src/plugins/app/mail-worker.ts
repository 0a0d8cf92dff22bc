import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueMail } from '../../lib/mail-queue.ts';

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
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendDueMail(app.db, app.mailer, { now, log: app.log })
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
