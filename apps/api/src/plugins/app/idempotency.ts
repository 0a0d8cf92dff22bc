import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@vendor-portal/contract/offline-notes';
import { ACTIONS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

// docs/architecture.md "Idempotent creates": every create route (route config `idempotent: true`)
// accepts an Idempotency-Key header. Per identity, the first request with a key runs and its
// successful answer is kept; the same key with the same request answers that answer again (a 201
// comes back as 200, with `Idempotent-Replayed: true`) without running it twice; the same key with
// another request is refused (422 idempotency-key-reused). A request that failed leaves no answer,
// so it can be retried with its key. Two sends racing each other: the second waits for the first.

export interface IdempotentOptions {
  withhold: readonly string[];
  replay?: (request: FastifyRequest, kept: Record<string, unknown>) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something: an Idempotency-Key header makes it run once per key. `withhold`
     * names top-level answer fields that grant access (a set-password link, a signed link): they are
     * never kept, so a replay answers without them. `replay`, when given, answers a replay instead of
     * the kept answer: it checks again that the caller may see what was made (it throws, e.g. 404,
     * when it may not any more) and writes the withheld fields afresh.
     */
    idempotent?: boolean | IdempotentOptions;
  }
  interface FastifyRequest {
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long an answer is kept: a retry comes within minutes, an offline note within days. */
const KEEP_ANSWERS_MS = 7 * 24 * 60 * 60 * 1000;
/** A request still running after this long has died: its key may be used again. */
const RUNNING_TIMEOUT_MS = 60 * 1000;
/** How long a second send waits for the first before answering 409 idempotency-key-in-flight. */
const WAIT_MS = 10_000;
const POLL_MS = 25;

/** Who the key belongs to: the signed-in identity, or the ops token. */
function scopeOf(request: FastifyRequest): string | null {
  if (request.identity) return `identity:${request.identity.id}`;
  const ops = (request as { opsActor?: { identityId: string | null } | null }).opsActor;
  if (ops) return ops.identityId ? `identity:${ops.identityId}` : 'ops-token';
  return null;
}

/** The request a key stands for: method, route, parameters and body (a multipart body by its length). */
function fingerprint(request: FastifyRequest): string {
  const body = request.body === undefined ? `length:${request.headers['content-length'] ?? ''}` : request.body;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, body]))
    .digest('base64url');
}

async function replay(
  request: FastifyRequest,
  reply: FastifyReply,
  row: { status: number; body: string | null; contentType: string | null },
) {
  const { idempotent } = request.routeOptions.config;
  // Asked again, not read from the store: may this caller still see it (it may have lost the job
  // since), and the credentials the store never kept.
  const answer =
    typeof idempotent === 'object' && idempotent.replay && row.body !== null
      ? JSON.stringify(await idempotent.replay(request, JSON.parse(row.body) as Record<string, unknown>))
      : row.body;
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (row.contentType) reply.header('content-type', row.contentType);
  // What was created the first time is not created again: 200 with the same body.
  return reply.code(row.status === 201 ? 200 : row.status).send(answer ?? undefined);
}

/**
 * The answer as kept: without the fields that grant access (docs/architecture.md "Credentials and
 * what ends them": nothing that grants access is kept in clear in any store).
 */
function kept(payload: string, withhold: readonly string[]): string {
  if (withhold.length === 0) return payload;
  const answer = JSON.parse(payload) as Record<string, unknown>;
  for (const field of withhold) delete answer[field];
  return JSON.stringify(answer);
}

/** Removes kept answers older than KEEP_ANSWERS_MS. */
async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_ANSWERS_MS)));
}

export default fp(
  async function idempotency(app: FastifyInstance, options: { now?: () => Date }) {
    const now = options.now ?? (() => new Date());
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config?.idempotent) return;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined) return;
      const key = idempotencyKeySchema.safeParse(header);
      if (!key.success) throw badRequest(ACTIONS.idempotencyKeyInvalid);
      const scope = scopeOf(request);
      if (!scope) return;
      const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key.data));
      const print = fingerprint(request);
      // A request that died while running does not hold its key forever.
      await app.db
        .delete(idempotencyKeys)
        .where(
          and(
            mine,
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, new Date(now().getTime() - RUNNING_TIMEOUT_MS)),
          ),
        );
      const claimed = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key: key.data, fingerprint: print, createdAt: now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotencyClaim = { scope, key: key.data };
        return;
      }
      for (let waited = 0; ; waited += POLL_MS) {
        const [row] = await app.db.select().from(idempotencyKeys).where(mine);
        // Gone: the first send failed and gave its key back; this one runs instead.
        if (!row) {
          const retaken = await app.db
            .insert(idempotencyKeys)
            .values({ scope, key: key.data, fingerprint: print, createdAt: now() })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (retaken.length > 0) {
            request.idempotencyClaim = { scope, key: key.data };
            return;
          }
          continue;
        }
        if (row.fingerprint !== print) throw new AppError('idempotency-key-reused');
        if (row.status !== null) return replay(request, reply, { ...row, status: row.status });
        if (waited >= WAIT_MS) throw new AppError('idempotency-key-in-flight');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });

    // The answer of a claimed key is kept when it succeeded; otherwise the key is given back.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const contentType = reply.getHeader('content-type');
        const { idempotent } = request.routeOptions.config;
        const withhold = typeof idempotent === 'object' ? idempotent.withhold : [];
        await app.db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            body: typeof payload === 'string' ? kept(payload, withhold) : null,
            contentType: typeof contentType === 'string' ? contentType : null,
          })
          .where(where);
      } else {
        await app.db.delete(idempotencyKeys).where(where);
      }
      return payload;
    });

    const HOUR = 60 * 60 * 1000;
    const pruner = setInterval(
      () =>
        void pruneIdempotencyKeys(app.db, now()).catch((err) =>
          app.log.warn({ err }, 'pruning idempotency keys failed'),
        ),
      HOUR,
    );
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));
  },
  { name: 'idempotency' },
);
