import type { RouteDef } from './define.ts';
import { vendorRoutes } from './vendor.ts';
import { legalRoutes } from './legal.ts';
import { productsRoutes } from './products.ts';
import { appointmentsRoutes } from './appointments.ts';
import { appointmentNotesRoutes } from './appointment-notes.ts';
import { onMyWayRoutes } from './on-my-way.ts';
import { photosRoutes } from './photos.ts';
import { servicesRoutes } from './services.ts';
import { hoursRoutes } from './hours.ts';
import { filesRoutes } from './files.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import { calendarImportsRoutes } from './calendar-imports.ts';
import { earningsRoutes } from './earnings.ts';
import { teamRoutes } from './team.ts';
import { liveRoutes } from './live.ts';
import { opsRoutes } from './ops.ts';
import { opsStaffRoutes } from './ops-staff.ts';
import { opsPayoutsRoutes } from './ops-payouts.ts';
import { opsPhotosRoutes } from './ops-photos.ts';
import { insightsRoutes } from './insights.ts';
import { identitySessionsRoutes } from './identity-sessions.ts';
import { identityPasswordRoutes } from './identity-password.ts';
import { identityEmailRoutes } from './identity-email.ts';
import { identityInvitationsRoutes } from './identity-invitations.ts';
import { pushRoutes } from './push.ts';
import { visitRoutes } from './visit.ts';
import { availabilityRoutes } from './availability.ts';
import { offersRoutes } from './offers.ts';
import { preferencesRoutes } from './preferences.ts';
import { customerJobRoutes } from './customer-job.ts';
import { ratingsRoutes } from './ratings.ts';
import { apiKeysRoutes } from './api-keys.ts';
import { webhooksRoutes } from './webhooks.ts';
// Issue 57: the scorecard and the quality console.
import { qualityRoutes } from './quality.ts';

export const routes = {
  ...vendorRoutes,
  ...legalRoutes,
  ...productsRoutes,
  ...appointmentsRoutes,
  ...appointmentNotesRoutes,
  ...onMyWayRoutes,
  ...photosRoutes,
  ...servicesRoutes,
  ...hoursRoutes,
  ...filesRoutes,
  ...calendarFeedRoutes,
  ...calendarImportsRoutes,
  ...earningsRoutes,
  ...teamRoutes,
  ...liveRoutes,
  ...opsRoutes,
  ...opsStaffRoutes,
  ...opsPayoutsRoutes,
  ...opsPhotosRoutes,
  ...insightsRoutes,
  ...identitySessionsRoutes,
  ...identityPasswordRoutes,
  ...identityEmailRoutes,
  ...identityInvitationsRoutes,
  ...pushRoutes,
  ...visitRoutes,
  ...availabilityRoutes,
  ...offersRoutes,
  ...preferencesRoutes,
  ...customerJobRoutes,
  ...ratingsRoutes,
  ...apiKeysRoutes,
  ...webhooksRoutes,
  ...qualityRoutes,
};

/** Every entry, as the plain shape (for what iterates the table: tests, the document's checks). */
export const ROUTE_LIST: readonly RouteDef[] = Object.values(routes);
/** An entry's name: its operationId in the OpenAPI document. */
export type RouteName = keyof typeof routes;
