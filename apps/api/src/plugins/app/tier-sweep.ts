import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runTierSweep } from '../../modules/quality/tier-sweep.ts';

// docs/architecture.md "Scorecard and tiers": the tier sweep, started and stopped with the server: at start and
// then every `everyMs` (default 15 minutes). The run holds an advisory lock, so with several processes it happens
// once at a time. The clock is injected: tests call `tick()` on a set date instead of waiting.

interface TierSweepOptions {
  now?: () => Date;
  everyMs?: number;
}

export default fp<TierSweepOptions>(async function tierSweepPlugin(app: FastifyInstance, options) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = running
      .then(async () => {
        const run = await runTierSweep(app.db, app.config.publicUrl, now());
        if (run.ran && (run.changed.length > 0 || run.flagged.length > 0))
          app.log.info({ changed: run.changed.length, flagged: run.flagged.length }, 'tier sweep run');
        return run;
      })
      .catch((err: unknown) => app.log.error({ err }, 'tier sweep failed'));
    return running;
  };

  app.decorate('tierSweep', { tick, idle: () => running });
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(tick, options.everyMs ?? 15 * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The tier sweep: `tick()` runs it now (after a run in progress); `idle()` waits for a run in progress. */
    tierSweep: { tick: () => Promise<unknown>; idle: () => Promise<unknown> };
  }
}
