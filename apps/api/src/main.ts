import { ConfigError, loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { DEMO_VENDOR, isDatabaseEmpty, seedDemo } from './db/seed-demo.ts';
import { resolveOpsToken } from './lib/secrets.ts';
import { buildApp } from './server.ts';
import { loggerOptions } from './lib/logger.ts';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import cluster from 'node:cluster';
import { runWorkers } from './workers.ts';

// The production entry: one process serving the SPA and the API on one port.

/** Any constant: the same in every process of this application (migrations use another). */
const SEED_LOCK_KEY = 7_230_412;
async function main(): Promise<void> {
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
    runWorkers(config.WEB_CONCURRENCY, config.LOG_LEVEL);
    return;
  }

  let lock: DataDirLock | undefined;
  let database: Database;
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

  const app = await buildApp({ config, database, logger: loggerOptions(config.LOG_LEVEL) });
  if (config.DATABASE_URL) {
    // On a shared database any number of processes may run; what lives in DATA_DIR is this
    // process's alone (README "Running in production").
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, finish in-flight requests (bounded), close the pool, release the lock.
    const timer = setTimeout(() => {
      app.log.error(
        { inFlight: app.inFlightRequests(), connections: app.server.listening ? 'open' : 'closed' },
        'shutdown timed out; exiting',
      );
      lock?.release();
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Connections that stay open after their last answer (a live stream's socket, a keep-alive a proxy
    // holds) would keep close() waiting to the bound: 5 s in, whatever is still open is closed.
    const forceClose = setTimeout(() => app.server.closeAllConnections(), 5_000);
    forceClose.unref();
    try {
      await app.close();
      clearTimeout(forceClose);
      app.log.info('stopped accepting; background work stopped');
      // Handlers of requests whose clients went away may still be using the database.
      if (!(await app.drained(8_000))) app.log.warn('closing the database with requests still running');
      await database.close();
      app.log.info('database closed');
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary is gone gets no more connections: it stops too.
  cluster.worker?.on('disconnect', () => void shutdown('primary gone'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    lock?.release();
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`);
    process.exit(1);
  }
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

void main();
