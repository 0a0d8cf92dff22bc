import type { Capability } from '@vendor-portal/contract/team';

// docs/architecture.md "A company with a crew": what each vendor route of the API needs, as its
// `config.capability` says (the app does not publish route configs). roles.test.ts fails when a vendor
// /api route has no row here; robustness/isolation.test.ts computes its expected answers from it.

/** The capability each vendor route needs; null: every member (a technician's work is scoped in SQL). */
export const CAPABILITY_OF: Record<string, Capability | null> = {
  'GET /api/vendor': null,
  'POST /api/vendor': null,
  'GET /api/vendorSetup': null,
  'GET /api/signedDocument': null,
  // Owner only, checked after the query is read: its own test below.
  'POST /api/signedDocument': null,
  'GET /api/product': null,
  'GET /api/appointment': null,
  'GET /api/appointment/{id}': null,
  'PATCH /api/appointment/complete/{id}': null,
  'GET /api/appointmentNote': null,
  'POST /api/appointmentNote': null,
  'PATCH /api/appointmentNote/{id}': null,
  'DELETE /api/appointmentNote/{id}': null,
  'GET /api/appointment/on-my-way': null,
  'POST /api/appointment/{id}/on-my-way': null,
  'GET /api/appointment/{id}/photos': null,
  'POST /api/appointment/{id}/photos': null,
  'DELETE /api/appointment/{id}/photos/{photoId}': null,
  'GET /api/vendorHours': null,
  'GET /api/calendarFeed': null,
  'POST /api/calendarFeed': null,
  'DELETE /api/calendarFeed': null,
  'GET /api/events': null,
  'GET /api/notificationSettings': null,
  // Each member's own; a technician's new-job settings are refused by the service (live/member-settings.test.ts).
  'PATCH /api/notificationSettings': null,
  // shared/ARCHITECTURE.md "Money that is fair": the owner's, like earnings.
  'POST /api/disputes': 'earnings',
  'GET /api/disputes': 'earnings',
  'GET /api/appointment/unclaimed': 'claim',
  'PATCH /api/appointment/claim/{id}': 'claim',
  'PATCH /api/appointment/release/{id}': 'claim',
  'PATCH /api/appointment/assignee/{id}': 'assign',
  'POST /api/vendorProduct': 'setup',
  'DELETE /api/vendorProduct/{id}': 'setup',
  'GET /api/zipcode': 'setup',
  'POST /api/zipcode': 'setup',
  'DELETE /api/zipcode': 'setup',
  'POST /api/vendorHours': 'setup',
  'PATCH /api/vendorHours': 'setup',
  'DELETE /api/vendorHours/{id}': 'setup',
  'PATCH /api/vendor': 'setup',
  'GET /api/vendorFiles': 'files',
  'POST /api/vendorFiles': 'files',
  'DELETE /api/vendorFiles/{id}': 'files',
  'GET /api/earnings': 'earnings',
  'GET /api/earnings/statement': 'earnings',
  'GET /api/team': 'readTeam',
  'POST /api/team': 'changeTeam',
  'PATCH /api/team/{id}': 'changeTeam',
  'DELETE /api/team/{id}': 'changeTeam',
  'POST /api/team/{id}/invitation': 'changeTeam',
};
