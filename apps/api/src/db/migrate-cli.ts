import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openPglite, openPostgres } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

// npm run migrate: applies pending migrations to DATABASE_URL (or the PGlite in DATA_DIR) and exits.
// Servers also migrate at start, under an advisory lock; this is for a separate deploy step.
try {
  const config = loadConfig();
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.dataDir);
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { max: 1 })
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
    lock?.release();
  }
} catch (err) {
  console.error(
    err instanceof ConfigError || err instanceof DataDirLockedError
      ? err.message
      : `Migration failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
