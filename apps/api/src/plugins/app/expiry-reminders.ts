import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dueToday, runExpiryReminders } from '../../modules/ops/expiry-reminders.ts';

// docs/architecture.md "Expiry reminders": the daily job, started and stopped with the server. At
// start (a run missed while the server was down happens now) and then every `checkEveryMs` it asks
// PostgreSQL whether today's run is done; the run itself holds an advisory lock, so with several
// processes it happens once. The clock is injected: tests set the date instead of waiting.

interface ExpiryRemindersOptions {
  now?: () => Date;
  /** How often to look whether the day's run is due (default hourly). */
  checkEveryMs?: number;
}

export default fp<ExpiryRemindersOptions>(async function expiryRemindersPlugin(app: FastifyInstance, options) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      const at = now();
      if (!(await dueToday(app.db, at))) return;
      const site = { brand: app.config.BRAND_NAME, publicUrl: app.config.publicUrl, mailer: app.mailer, log: app.log };
      const run = await runExpiryReminders(app.db, site, at);
      if (run.ran) app.log.info({ sent: run.sent.length }, 'expiry reminders run');
    })().catch((err: unknown) => app.log.error({ err }, 'expiry reminders run failed'));
    return running;
  };

  app.decorate('expiryReminders', { tick, idle: () => running });
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(tick, options.checkEveryMs ?? 60 * 60 * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily expiry-reminder job: `tick()` runs it now if today's run is due; `idle()` waits for a run in progress. */
    expiryReminders: { tick: () => Promise<unknown>; idle: () => Promise<unknown> };
  }
}
