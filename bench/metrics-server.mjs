// The server of bench/metrics.mjs: the app of apps/api/src/server.ts on DATABASE_URL, built with the
// observing parts BENCH_OBSERVE leaves out (JSON of buildApp's `observe`, e.g. {"requestMetrics":false}),
// its JSON log lines (LOG_LEVEL) to stdout. Run through tsx (node --import tsx), as every variant is, so
// the comparison is like with like. Not a production entry: no migration, no data-dir lock, no workers.
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { loggerOptions } from '../apps/api/src/lib/logger.ts';
import { buildApp } from '../apps/api/src/server.ts';

const config = loadConfig();
const database = openPostgres(config.DATABASE_URL);
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.LOG_LEVEL),
  observe: JSON.parse(process.env.BENCH_OBSERVE ?? '{}'),
});
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
