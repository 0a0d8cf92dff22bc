import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nextOfferDeadline, settleExpiredOffers } from '../../modules/offers/service.ts';

// docs/architecture.md "Availability and dispatch", offers (issue 42): whether an offer holds is decided at read
// time from the app's clock, so a list read after the deadline is right without this; but an open page reads
// nothing until told. This timer wakes at the soonest deadline and settles the offers that ran out (their audit
// entry and their `offer.changed` event, once, whichever process or reader comes first: the update that marks
// them takes each row once), so the other companies' open Unclaimed pages gain the job at the deadline. It runs
// on the live clock (`app.alerts.now`, the one the hub judges offers by); tests move the clock and call `tick()`.

interface OfferDeadlinesOptions {
  /** The longest sleep between two looks (a clock moved or an offer made on another process is seen by then). */
  maxWaitMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `tick()` settles the offers run out by now and sets the timer to the next deadline; `idle()` waits for a tick. */
    offerDeadlines: { tick: () => Promise<void>; idle: () => Promise<void> };
  }
}

export default fp<OfferDeadlinesOptions>(async function offerDeadlinesPlugin(app: FastifyInstance, options) {
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const now = () => app.alerts.now();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const arm = async () => {
    const next = await nextOfferDeadline(app.db);
    clearTimeout(timer);
    if (closed) return;
    const wait = next ? Math.max(0, next.getTime() - now().getTime()) : maxWaitMs;
    timer = setTimeout(() => void tick(), Math.min(wait, maxWaitMs));
    timer.unref();
  };
  const tick = () => {
    running = running
      .then(async () => {
        if (closed) return;
        await settleExpiredOffers(app.db, now());
        await arm();
      })
      .catch((err: unknown) => app.log.warn({ err }, 'settling offers past their deadline failed'));
    return running;
  };

  app.decorate('offerDeadlines', { tick, idle: () => running });
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    void tick();
    // A new offer, here or on another process, may end sooner than the timer's next look.
    unsubscribe = app.bus.subscribe({ event: (e) => e.type === 'offer.changed' && void tick() });
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearTimeout(timer);
    await running;
  });
});
