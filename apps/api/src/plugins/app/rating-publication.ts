import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publishDueRatings } from '../../modules/ratings/service.ts';

// docs/architecture.md "Ratings and the right of reply": a rating is published 72 hours after it was made unless
// appealed. Every answer already reads a hold that is over as published (modules/ratings/service.ts), so this sweep
// only writes it down (`published_at`, which the scorecard counts by) and tells the customer's open page. It runs at
// start and every `everyMs` on the live clock (`app.alerts.now`, the one tests and the journeys move); its one
// UPDATE takes each rating once, so several processes need no lock. Tests call `tick()`.

interface RatingPublicationOptions {
  /** How often to look (default every 5 minutes). */
  everyMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `tick()` publishes the ratings whose hold ended by now; `idle()` waits for a sweep in progress. */
    ratingPublication: { tick: () => Promise<void>; idle: () => Promise<void> };
  }
}

export default fp<RatingPublicationOptions>(async function ratingPublicationPlugin(app: FastifyInstance, options) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const tick = () => {
    running = running
      .then(async () => {
        if (closed) return;
        const published = await publishDueRatings(app.db, app.alerts.now());
        if (published.length > 0) app.log.info({ published: published.length }, 'ratings published');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'publishing ratings past their hold failed'));
    return running;
  };

  app.decorate('ratingPublication', { tick, idle: () => running });
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), options.everyMs ?? 5 * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
