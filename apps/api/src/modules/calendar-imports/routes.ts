import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { getPreferences } from '../preferences/preferences.ts';
import {
  addCalendarImport,
  getCalendarImport,
  listCalendarImports,
  removeCalendarImport,
  type FeedDeps,
} from './service.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars as busy time.
// `now` is the injected clock (the read's time, the 60 days ahead).

interface CalendarImportOptions {
  now?: () => Date;
}

const calendarImportRoutes: FastifyPluginAsyncZod<CalendarImportOptions> = async (app, options) => {
  const deps: FeedDeps = {
    allowLoopback: app.config.OUTBOUND_ALLOW_LOOPBACK,
    timeoutMs: app.config.CALENDAR_FEED_TIMEOUT_MS,
    now: options.now ?? (() => new Date()),
    log: app.log,
  };

  serve(app, routes.getCalendarImports, async (request) => {
    const member = await requireMember(request);
    const { language } = await getPreferences(app.db, member);
    return { data: await listCalendarImports(app.db, member, language), memberId: member.memberId };
  });

  serve(app, routes.postCalendarImports, async (request, reply) => {
    const member = await requireMember(request);
    const { language } = await getPreferences(app.db, member);
    return reply.code(201).send(await addCalendarImport(app.db, member, request.body, deps, language));
  });

  serve(app, routes.getCalendarImportsById, async (request) => {
    const member = await requireMember(request);
    const { language } = await getPreferences(app.db, member);
    return getCalendarImport(app.db, member, request.params.id, language);
  });

  serve(app, routes.deleteCalendarImportsById, async (request, reply) => {
    await removeCalendarImport(app.db, await requireMember(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default calendarImportRoutes;
