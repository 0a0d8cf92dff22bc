import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshDueFeeds } from '../../modules/calendar-imports/service.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": every imported calendar is
// read again 15 minutes after its last read. Every `checkEveryMs` this sweep claims the feeds due (the claim is one
// UPDATE … FOR UPDATE SKIP LOCKED, so several processes share the work and never read a feed twice) and reads
// them. The clock is injected: tests move it and call `tick()`.

export interface CalendarImportsOptions {
  now?: () => Date;
  /** How often to look for feeds due (default every minute). */
  checkEveryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `tick()` reads the feeds due now (answers how many); `idle()` waits for a sweep in progress. */
    calendarImports: { tick: () => Promise<number>; idle: () => Promise<unknown> };
  }
}

export default fp<CalendarImportsOptions>(async function calendarImportsPlugin(app: FastifyInstance, options) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let closed = false;

  const tick = () => {
    running = running
      .then(() => {
        if (closed) return 0;
        const { OUTBOUND_ALLOW_LOOPBACK: allowLoopback, CALENDAR_FEED_TIMEOUT_MS: timeoutMs } = app.config;
        return refreshDueFeeds(app.db, { allowLoopback, timeoutMs, now, log: app.log });
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'calendar imports sweep failed');
        return 0;
      });
    return running;
  };

  app.decorate('calendarImports', { tick, idle: () => running });
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), options.checkEveryMs ?? 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
