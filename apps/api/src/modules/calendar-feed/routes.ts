import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@vendor-portal/contract/calendar-feed';
import { requireMember } from '../../plugins/app/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { hit } from '../../identity/rate-limit.ts';
import { createFeed, deleteFeed, getFeedStatus, readFeed } from './service.ts';

// docs/architecture.md "Phone and calendar": each member manages its own private feed under /api.
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/calendarFeed', {
    schema: {
      tags: ['calendar'],
      summary: 'Whether the member has a calendar feed (its address is only answered by POST)',
      response: { 200: calendarFeedStatusSchema },
    },
    handler: async (request) => getFeedStatus(app.db, await requireMember(request)),
  });

  app.post('/calendarFeed', {
    schema: {
      tags: ['calendar'],
      summary: 'Create the feed, or replace its secret (the old address answers 404 at once)',
      // Nothing to send: the server makes the secret.
      body: z.object({}).strict().nullish(),
      response: { 201: calendarFeedCreatedSchema },
    },
    handler: async (request, reply) => {
      const created = await createFeed(app.db, await requireMember(request), app.config.publicUrl);
      return reply.code(201).send(created);
    },
  });

  app.delete('/calendarFeed', {
    schema: { tags: ['calendar'], summary: 'Delete the feed', response: { 204: z.null() } },
    handler: async (request, reply) => {
      await deleteFeed(app.db, await requireMember(request));
      return reply.code(204).send(null);
    },
  });
};

/**
 * RFC 9110 §13.1.2 If-None-Match on a GET: true ("not modified") when the field is `*` (the feed
 * exists) or lists a tag equal to `etag` by the weak comparison (a `W/` prefix on either side is
 * ignored). Calendars and proxies that weaken the tag still get their 304.
 */
export function noneMatch(field: string | undefined, etag: string): boolean {
  if (field === undefined) return false;
  if (field.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return (field.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === current);
}

/** Feed reads per client address and minute: a calendar polls every few minutes at most. */
const FEED_LIMIT = { max: 60, windowMs: 60_000 };

// GET /calendar/{secret}.ics: public, the secret is the credential (never logged, see lib/logger.ts).
export const calendarFileRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  app.get('/calendar/:file', {
    schema: {
      hide: true,
      params: z.object({ file: z.string().max(200) }),
    },
    handler: async (request, reply) => {
      // Counted before the lookup, so the limit also slows down guessing.
      await hit(app.db, { key: `calendar:ip:${request.ip}`, ...FEED_LIMIT });
      const secret = /^([A-Za-z0-9_-]{22,})\.ics$/.exec(request.params.file)?.[1];
      const body = secret
        ? await readFeed(app.db, secret, { publicUrl: app.config.publicUrl, brand: app.config.BRAND_NAME, now: now() })
        : null;
      if (body === null) throw notFound();
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
      if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  });
};
