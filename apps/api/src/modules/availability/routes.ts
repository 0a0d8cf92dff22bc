import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayIn } from '@vendor-portal/contract/dates';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { dispatchBoard } from './dispatch.ts';
import { getPreferences } from '../preferences/preferences.ts';
import { addTimeOff, companyZone, listTimeOff, removeTimeOff, usPublicHolidays } from './time-off.ts';

// docs/architecture.md "Availability and dispatch": time off (every member; a technician its own only, checked by
// the service) and the US public holidays offered for it. `now` is the injected clock (today in the company's zone).

interface AvailabilityOptions {
  now?: () => Date;
}

const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  serve(app, routes.getTimeOff, async (request) => {
    const member = await requireMember(request);
    const today = dayIn(now(), await companyZone(app.db, member.vendorId));
    return { data: await listTimeOff(app.db, member, today), memberId: member.memberId };
  });

  serve(app, routes.getTimeOffHolidays, async (request) => {
    const member = await requireMember(request);
    const { language } = await getPreferences(app.db, member);
    return { data: usPublicHolidays(now(), await companyZone(app.db, member.vendorId), language) };
  });

  serve(app, routes.postTimeOff, async (request, reply) => {
    const member = await requireMember(request);
    const today = dayIn(now(), await companyZone(app.db, member.vendorId));
    return reply.code(201).send(await addTimeOff(app.db, member, request.body, today));
  });

  serve(app, routes.deleteTimeOffById, async (request, reply) => {
    await removeTimeOff(app.db, await requireMember(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, routes.getDispatch, async (request) => {
    const member = await requireMember(request);
    return { data: await dispatchBoard(app.db, member.vendorId, request.query.date, request.query.days, now()) };
  });
};

export default availabilityRoutes;
