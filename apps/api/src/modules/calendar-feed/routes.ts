import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../plugins/app/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { hit, limitOf } from '../../identity/rate-limit.ts';
import { createFeed, deleteFeed, getFeedStatus, readFeed } from './service.ts';

// docs/architecture.md "Phone and calendar": each member manages its own private feed under /api.
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getCalendarFeed, async (request) => getFeedStatus(app.db, await requireMember(request)));

  serve(app, routes.postCalendarFeed, async (request, reply) => {
    const created = await createFeed(app.db, await requireMember(request), app.config.publicUrl);
    return reply.code(201).send(created);
  });

  serve(app, routes.deleteCalendarFeed, async (request, reply) => {
    await deleteFeed(app.db, await requireMember(request));
    return reply.code(204).send(null);
  });
};

/**
 * RFC 9110 §13.1.2 If-None-Match on a GET: true ("not modified") when the field is `*` (the feed
 * exists) or lists a tag equal to `etag` by the weak comparison (a `W/` prefix on either side is
 * ignored). Calendars and proxies that weaken the tag still get their 304.
 */
function noneMatch(field: string | undefined, etag: string): boolean {
  if (field === undefined) return false;
  if (field.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return (field.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === current);
}

/** Feed reads per client address and minute: a calendar polls every few minutes at most. */
// GET /calendar/{secret}.ics: public, the secret is the credential (never logged, see lib/logger.ts).
export const calendarFileRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  serve(app, routes.getCalendarByFile, async (request, reply) => {
    // Counted before the lookup, so the limit also slows down guessing.
    await hit(app.db, limitOf('calendar-feed', 'ip', request.ip));
    const secret = /^([A-Za-z0-9_-]{22,})\.ics$/.exec(request.params.file)?.[1];
    const body = secret
      ? await readFeed(app.db, secret, { publicUrl: app.config.publicUrl, brand: app.config.BRAND_NAME, now: now() })
      : null;
    if (body === null) throw notFound();
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
    if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return reply.type('text/calendar; charset=utf-8').send(body);
  });
};
