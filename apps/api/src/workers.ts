import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { aggregateWorkersMetrics } from './lib/cluster-metrics.ts';

// docs/architecture.md "Processes": WEB_CONCURRENCY > 1 (PostgreSQL only) runs that many workers of
// the server under a primary that serves nothing itself. Each worker is the whole stateless server
// (main.ts), sharing the port through node:cluster; what must happen once (migrations, seeding,
// background jobs) is already safe with several processes on one database. The first worker starts
// alone, so the one-time start-up work (migrations, the demo seed, a generated secret in DATA_DIR)
// is done once before the others start.

/** A worker that dies this soon after starting is failing to start: wait before trying again. */
const QUICK_DEATH_MS = 5_000;
const RESTART_DELAY_MS = 1_000;
/** Workers bound their own shutdown (SHUTDOWN_TIMEOUT_MS); the primary gives up this much later. */
const SHUTDOWN_MARGIN_MS = 5_000;

export function runWorkers(count: number, level: string, shutdownTimeoutMs: number): void {
  const log = pino({ level, base: { pid: process.pid, role: 'primary' } });
  const startedAt = new Map<Worker, number>();
  let listening = false;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('listening', (worker) => {
    if (listening) return;
    listening = true;
    log.info({ worker: worker.process.pid, workers: count }, 'first worker ready; starting the others');
    for (let i = 1; i < count; i++) fork();
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // Exit 0 is a graceful shutdown; a worker still starting dies of the signal itself (null code).
      if (code !== 0 && code !== null) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info({ failed }, 'all workers stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!listening) {
      // The first worker could not start (database unreachable, port taken): it said why.
      log.error({ worker: worker.process.pid, code, signal }, 'the first worker could not start; stopping');
      process.exit(code || 1);
    }
    log.error({ worker: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(
      () => {
        if (!stopping) fork();
      },
      lived < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0,
    );
  });

  const killAll = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal is never swallowed (docs/architecture.md "Stopping"): everything ends now.
      log.error({ signal }, 'second stop signal; killing the workers');
      killAll();
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (workers.length === 0) process.exit(0);
    // Each worker finishes its requests and closes its pool (main.ts), then exits.
    for (const w of workers) w.process.kill(signal);
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {}).map((w) => w?.process.pid);
      log.error({ workers: left }, 'workers still running after the shutdown bound; killing them');
      killAll();
      process.exit(1);
    }, shutdownTimeoutMs + SHUTDOWN_MARGIN_MS).unref();
  };
  // docs/operations.md "Metrics": a scrape reaching any worker reports every worker's figures.
  aggregateWorkersMetrics(log);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  fork();
}
