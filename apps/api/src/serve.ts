import { ConfigError, loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { DEMO_VENDOR, isDatabaseEmpty, seedDemo } from './db/seed-demo.ts';
import { resolveOpsToken } from './lib/secrets.ts';
import { buildApp } from './server.ts';
import type { FastifyInstance } from 'fastify';
import { handleStopSignals } from './shutdown.ts';
import { loggerOptions } from './lib/logger.ts';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import cluster from 'node:cluster';
import { runWorkers } from './workers.ts';
import { warmWhereSubscribed } from './lib/push-queue.ts';

// The production process (main.ts runs it): one process serving the SPA and the API on one port.

/** Any constant: the same in every process of this application (migrations use another). */
const SEED_LOCK_KEY = 7_230_412;
export interface ServeOptions {
  /** Tests: adds to the app before it listens (a request that never ends, a stuck database call). */
  prepare?: (app: FastifyInstance, database: Database) => void | Promise<void>;
}

export async function serve(options: ServeOptions = {}): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    // docs/architecture.md "Processes": this process only starts, restarts and stops the workers.
    runWorkers(config.WEB_CONCURRENCY, config.LOG_LEVEL, config.SHUTDOWN_TIMEOUT_MS);
    return;
  }

  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined = undefined;
  // Installed before anything is opened: a stop signal during start-up stops what is open so far.
  const deadlineMs = config.SHUTDOWN_TIMEOUT_MS;
  const say = (level: 'info' | 'warn' | 'error') => (obj: object, msg: string) =>
    app ? app.log[level](obj, msg) : console[level === 'info' ? 'log' : 'error'](JSON.stringify({ ...obj, msg }));
  const { stopNow } = handleStopSignals({
    deadlineMs,
    log: { info: say('info'), error: say('error') },
    pending: () => ({
      inFlight: app?.inFlightRequests() ?? [],
      liveStreams: app?.liveHub.size ?? 0,
      database: database ? 'open' : 'not opened',
    }),
    async stop(step) {
      if (app) {
        // Stop accepting and end the streams; connections that stay open after their last answer
        // (a keep-alive a proxy holds) are closed a third of the way to the deadline.
        step('closing the server');
        const running = app;
        const forceClose = setTimeout(() => running.server.closeAllConnections(), deadlineMs / 3);
        forceClose.unref();
        await running.close();
        clearTimeout(forceClose);
        running.log.info('stopped accepting; background work stopped');
        // Handlers of requests whose clients went away may still be using the database.
        step('waiting for requests');
        if (!(await running.drained(deadlineMs / 3)))
          running.log.warn(
            { inFlight: running.inFlightRequests() },
            'closing the database with requests still running',
          );
      }
      if (database) {
        step('closing the database');
        await database.close();
        say('info')({}, 'database closed');
      }
    },
    release: () => lock?.release(),
  });
  // A worker whose primary is gone gets no more connections: it stops too. So does the server of
  // `npm start` when scripts/start.mjs is gone (its IPC channel closes).
  cluster.worker?.on('disconnect', () => stopNow('primary gone'));
  if (!cluster.isWorker && process.channel) process.on('disconnect', () => stopNow('parent gone'));

  try {
    if (config.DATABASE_URL) {
      database = openPostgres(config.DATABASE_URL);
    } else {
      lock = lockDataDir(config.dataDir);
      database = await openPglite(path.join(config.dataDir, 'pglite'));
    }
    await database.migrate();
  } catch (err) {
    lock?.release();
    console.error(
      err instanceof DataDirLockedError ? err.message : `Could not open the database: ${(err as Error).message}`,
    );
    process.exit(1);
  }

  const fresh = await isDatabaseEmpty(database.db);
  // docs/architecture.md: with OPS_TOKEN unset, a first start on an empty database generates one.
  const opsTokenFromEnv = Boolean(config.OPS_TOKEN);
  const opsToken = config.OPS_TOKEN ?? resolveOpsToken(config.dataDir, { create: fresh });
  config = { ...config, OPS_TOKEN: opsToken };

  app = await buildApp({ config, database, logger: loggerOptions(config.LOG_LEVEL) });
  await options.prepare?.(app, database);
  if (config.DATABASE_URL) {
    // On a shared database any number of processes may run; what lives in DATA_DIR is this
    // process's alone (docs/operations.md "Running in production").
    const local = [
      !config.AUTH_SECRET &&
        'AUTH_SECRET is unset: idTokens are signed with a key generated in DATA_DIR, which other processes do not share',
      !opsTokenFromEnv &&
        opsToken &&
        'OPS_TOKEN is unset: the ops token stored in DATA_DIR is not shared with other processes',
      config.storage === 'disk' &&
        'S3_* is unset: uploaded files are kept in DATA_DIR, which other processes do not share',
      !config.SMTP_URL && 'SMTP_URL is unset: mail goes to the outbox instead of being sent',
    ].filter((w): w is string => Boolean(w));
    for (const warning of local) app.log.warn(warning);
  }
  if (fresh && config.SEED_DEMO) {
    // Several processes may find the same database empty at once: seed under a lock, after
    // looking again, so only the first one seeds (the others would fail on its unique rows).
    const seeded = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isDatabaseEmpty(tx))) return false;
      await seedDemo(tx, new Date(), app.storage);
      return true;
    });
    if (seeded) app.log.info('seeded demo data');
  }

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    lock?.release();
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
    process.exit(1);
  }
  // The push delivery threads start now and run their first (slowest) messages before the first booking, where
  // there are devices to push to (decision 037: about a second of CPU per thread); a failure here only leaves them
  // to start on the first batch.
  warmWhereSubscribed(database.db, app.push.sender).catch((err: unknown) =>
    app.log.warn({ err }, 'push threads did not warm up'),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;
  const lines = [
    '',
    `  ${config.BRAND_NAME} vendor portal is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.WEB_CONCURRENCY > 1 ? `  workers: ${config.WEB_CONCURRENCY} (WEB_CONCURRENCY)` : '',
    config.SEED_DEMO ? `  demo sign-in: ${DEMO_VENDOR.email} / ${DEMO_VENDOR.password}` : '',
    // A configured token is the operator's secret: never echoed into the logs (only a generated one).
    opsToken
      ? `  ops API token (OPS_TOKEN): ${opsTokenFromEnv ? 'as configured' : opsToken}`
      : '  ops API: disabled (set OPS_TOKEN)',
    `  ready in ${Math.round(performance.now() - startedAt)} ms`,
    '',
  ].filter((l) => l !== '');
  // With several workers (WEB_CONCURRENCY), the first one says it for all.
  if (!cluster.isWorker || cluster.worker?.id === 1) console.log(lines.join('\n'));
}
