import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';

// Liveness (/livez): the process answers. Readiness (/healthz, /readyz, docs/architecture.md): the
// database is migrated and reachable. Migrations never go back, so once this build's newest one is
// recorded only the ping is repeated.

/** When the newest migration of this build was generated (drizzle's journal). */
function latestMigration(): number {
  const journalFile = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((e) => e.when));
}

export default fp(async function healthPlugin(app: FastifyInstance) {
  const { database } = app;
  const newestMigration = latestMigration();
  let migrated = false;

  const ready = async (_request: unknown, reply: FastifyReply) => {
    try {
      await database.ping();
      if (!migrated) {
        const query = sql`select max(created_at) as last from drizzle.__drizzle_migrations`;
        const result = (await database.db.execute(query)) as unknown as { rows: Array<{ last: unknown }> };
        migrated = Number(result.rows[0]?.last ?? 0) >= newestMigration;
      }
      if (!migrated) return reply.code(503).send({ status: 'unavailable' });
      return reply.send({ status: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  };

  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/healthz', { schema: { hide: true } }, ready);
  app.get('/readyz', { schema: { hide: true } }, ready);
});
