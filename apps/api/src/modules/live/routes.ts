import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { onlyAssignedTo } from '../appointments/job-scope.ts';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LiveEvent } from '@vendor-portal/contract/live';
import { LIVE } from '@vendor-portal/contract/messages';
import { bearerToken, requireIdentity, requireMember } from '../../plugins/app/auth.ts';
import { may } from '@vendor-portal/contract/team';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import { parseLastEventId, type LiveStream } from './hub.ts';
import {
  checkUnsubscribe,
  getNotificationSettings,
  isOneClickBody,
  patchNotificationSettings,
  UNSUBSCRIBE_PATH,
} from './notification-settings.ts';

/** What a stream may hold unsent before its client counts as gone (a client that stopped reading). */
const STREAM_BUFFER_LIMIT = 64 * 1024;

const sse = (event: LiveEvent, id: string) =>
  `id: ${id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

// docs/architecture.md "Live events and alerts".
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getEvents, async (request, reply) => {
    const identity = requireIdentity(request);
    const member = await requireMember(request);
    const vendorId = member.vendorId;
    // The unclaimed list is for the roles that claim (docs/architecture.md "A company with a crew").
    const seesUnclaimed = may(member.role, 'claim');
    // An endless answer only for a client that asks for one (EventSource and the SPA send this
    // Accept): any other client gets a plain answer that ends.
    if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
      throw badRequest('Ask for this stream with Accept: text/event-stream.');
    // The stream ends when its token does; the client reconnects with a fresh one.
    const claims = await app.tokens.verify(bearerToken(request) ?? '');
    if (!claims) throw unauthenticated();
    const release = app.liveHub.reserve(identity.id);

    const body = new PassThrough();
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearTimeout(expiry);
      app.liveHub.close(stream);
      release();
      body.end();
    };
    const write = (chunk: string) => {
      if (ended) return;
      body.write(chunk);
      // Never buffered without bound: a client this far behind is dropped (it resumes by id).
      if (body.writableLength > STREAM_BUFFER_LIMIT) {
        finish();
        reply.raw.destroy();
      }
    };
    const stream: LiveStream = {
      vendorId,
      onlyMember: onlyAssignedTo(member),
      identityId: identity.id,
      eligible: new Set(),
      send: (event, id) => {
        if (event.event === 'unclaimed' && !seesUnclaimed) return;
        write(sse(event, id));
      },
      ping: (comment = 'keep-alive') => write(`: ${comment}\n\n`),
      end: finish,
      expiresAt: claims.exp * 1000,
      stillAccepted: async () => (await app.identityCache.accepts(claims)) !== null,
    };
    // On the live clock (tests move it: apps/api/test/live/events.test.ts); the heartbeat checks again.
    const expiry = setTimeout(finish, Math.max(0, claims.exp * 1000 - app.alerts.now().getTime()));
    reply.raw.on('close', finish);

    write('retry: 2000\n: connected\n\n');
    try {
      await app.liveHub.open(stream, parseLastEventId(request.headers['last-event-id']));
    } catch (err) {
      finish();
      throw err;
    }
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('x-accel-buffering', 'no')
      .send(body as never); // a stream: never serialised
  });

  // docs/architecture.md "Alerts on the phone": each member's own; every role reads and changes its own, a
  // technician only what applies to it (the service answers 403 for the rest).
  serve(app, routes.getNotificationSettings, async (request) =>
    getNotificationSettings(app.db, await requireMember(request)),
  );

  serve(app, routes.patchNotificationSettings, async (request) =>
    patchNotificationSettings(app.db, await requireMember(request), request.body),
  );

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the link, without signing in. A
  // GET (a person clicking the link, or a scanner following it) only shows a button, so a link
  // preview never unsubscribes anyone.
  app.register(async (scope) => {
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
    unsubscribe.removeAllContentTypeParsers();
    // The body is read as it came (RFC 8058 asks for one field): isOneClickBody judges it.
    unsubscribe.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
    const query = z.object({
      member: z.coerce.number().int().positive().max(2_147_483_647),
      // Absent from links mailed before they could end: such a link is refused as ended.
      v: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
      exp: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
      sig: z.string().max(100),
    });
    const page = (text: string, form = '') =>
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${LIVE.unsubscribeTitle}</title><main><h1>${LIVE.unsubscribeTitle}</h1><p>${text}</p>${form}</main></html>`;
    // The page's button sends what a mail client sends.
    const form = (link: z.infer<typeof query>) => {
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams(Object.entries(link).map(([k, value]): [string, string] => [k, String(value)]))}`;
      return `<form method="post" action="${action.replaceAll('&', '&amp;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${LIVE.unsubscribeButton}</button></form>`;
    };
    const route = UNSUBSCRIBE_PATH.replace('/api', '');
    unsubscribe.get(route, {
      schema: { hide: true, querystring: query },
      config: { public: true },
      handler: async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        if (!(await checkUnsubscribe(app.db, app.alerts.unsubscribeKey, request.query)))
          return reply.code(403).send(page(LIVE.unsubscribeInvalid));
        return page(LIVE.unsubscribeQuestion, form(request.query));
      },
    });
    unsubscribe.post(route, {
      schema: { hide: true, querystring: query },
      config: { public: true },
      handler: async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        const member = await checkUnsubscribe(app.db, app.alerts.unsubscribeKey, request.query);
        if (!member) return reply.code(403).send(page(LIVE.unsubscribeInvalid));
        // Not a one-click request (RFC 8058): nothing changes; a person gets the button again.
        if (!isOneClickBody(request.headers['content-type'], request.body))
          return reply.code(400).send(page(LIVE.unsubscribeQuestion, form(request.query)));
        // A member who no longer claims (its role changed) gets no new-job mail already: nothing to change.
        if (may(member.role, 'claim')) await patchNotificationSettings(app.db, member, { emailNewJobs: false });
        return page(LIVE.unsubscribed);
      },
    });
  });
};

export default liveRoutes;
