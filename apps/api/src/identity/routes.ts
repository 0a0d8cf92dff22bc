import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import noStore from '../plugins/app/no-store.ts';
import { pruneCounters } from './rate-limit.ts';
import { pruneExpiredTokens } from './refresh-tokens.ts';
import { identityContext } from './routes/context.ts';
import { emailRoutes } from './routes/email.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { passwordRoutes } from './routes/password.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { tokenSyncRoutes } from './routes/token-sync.ts';

// /auth/* (docs/architecture.md "Identity"): the SPEC's identity provider, one file per resource in
// ./routes/, registered here with what they share (./routes/context.ts).

const HOUR = 60 * 60 * 1000;

const identityRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  // Ended counter windows and dead tokens are pruned now and then, from every process (the
  // deletes are idempotent).
  const prune = () => Promise.all([pruneCounters(app.db), pruneExpiredTokens(app.db)]);
  const pruner = setInterval(
    () => void prune().catch((err) => app.log.warn({ err }, 'pruning identity tables failed')),
    HOUR,
  );
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));
  // Identity answers carry tokens: never kept by a shared cache.
  await app.register(noStore);

  const ctx = identityContext(app);
  await sessionRoutes(app, ctx, options.now ?? (() => new Date()));
  await passwordRoutes(app, ctx);
  await emailRoutes(app, ctx);
  await tokenSyncRoutes(app, ctx);
  await invitationRoutes(app, ctx);
};

export default identityRoutes;
