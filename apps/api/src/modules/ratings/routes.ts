import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { requireOpsActor } from '../ops/ops-auth.ts';
import { openJobLink } from '../customer-job/service.ts';
import { appealRating, createRating, decideRating, listOpsRatings, listRatings, replyToRating } from './service.ts';

// docs/architecture.md "Ratings and the right of reply". The entries are packages/contract/src/routes/ratings.ts.

export interface RatingRoutesOptions {
  /** The clock (tests move it past the hold and the 30 days instead of waiting). */
  now?: () => Date;
}

/** The customer's rating (its link) and the company's ratings, reply and appeal: under /api. */
export const ratingRoutes: FastifyPluginAsyncZod<RatingRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  serve(app, routes.postPublicJobRating, async (request, reply) => {
    const { token, ...fields } = request.body;
    const opened = await openJobLink(app.db, token, request.ip, now());
    return reply.code(201).send(await createRating(app.db, opened, fields, now(), app.config.publicUrl));
  });

  serve(app, routes.getRatings, async (request) => listRatings(app.db, await requireMember(request), now()));

  serve(app, routes.postRatingsByIdReply, async (request) =>
    replyToRating(app.db, await requireMember(request), request.params.id, request.body.body, now()),
  );

  serve(app, routes.postRatingsByIdAppeal, async (request) =>
    appealRating(app.db, await requireMember(request), request.params.id, request.body.reason, now()),
  );
};

/** Staff's appeals queue and decision: under /api/ops (ops-auth.ts guards them by the entries' `who`). */
export const ratingOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getOpsRatings, async (request) => ({
    data: await listOpsRatings(app.db, request.query.status, app.alerts.now()),
  }));

  serve(app, routes.patchOpsRatingsById, async (request) =>
    decideRating(
      app.db,
      requireOpsActor(request),
      request.params.id,
      request.body,
      app.alerts.now(),
      app.config.publicUrl,
    ),
  );
};
