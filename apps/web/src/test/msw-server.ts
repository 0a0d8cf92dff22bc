import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from './mock-route.ts';
import { testVendor } from './render.tsx';

/**
 * Add handlers per test with server.use(mockRoute(paths.x).reply(…)) (typed by the entry: test/mock-route.ts), or
 * msw's http.get for an answer no entry describes.
 */
export const server = setupServer(
  // Every signed-in page opens the live stream (app/live-events.tsx): by default it has nothing to say.
  http.get('/api/events', () => new HttpResponse(null, { status: 204 })),
  // The appointments page asks what onboarding left: by default, nothing.
  mockRoute(paths.getVendorSetup).reply(() => ({
    done: { 'business-info': true, services: true, hours: true, documents: true },
    nextStep: 'complete',
  })),
  // The appointments page shows the vendor's review while it is not approved: by default, approved.
  mockRoute(paths.getVendor).reply(() => ({ ...testVendor, reviewStatus: 'approved' })),
  // The appointment detail and the day's timeline read what on my way was sent: by default, nothing.
  mockRoute(paths.getAppointmentOnMyWay).reply(() => ({ data: [] })),
  // The appointment detail's thread with the customer: no message unless a test adds some.
  mockRoute(paths.getAppointmentByIdMessages).reply(() => ({ data: [] })),
  // A job's photos of the work (the detail's card and the day's timeline): none unless a test adds them.
  mockRoute(paths.getAppointmentByIdPhotos).reply(() => ({ data: [] })),
  // The appointment detail's assignee picker (owner, office) reads the team: by default, the owner alone.
  mockRoute(paths.getTeam).reply(() => ({
    data: [{ id: 1, email: testVendor.email, name: testVendor.contactName, role: 'owner', status: 'active' }],
  })),
  // The Account page's Calendar card (its chunk may arrive after a test's own asserts): no feed unless a test adds one.
  mockRoute(paths.getCalendarFeed).reply(() => ({ feed: null })),
  // The Account page's Alerts card: no device gets alerts unless a test adds one.
  mockRoute(paths.getPushSubscriptions).reply(() => ({ data: [] })),
  mockRoute(paths.getOpsPushSubscriptions).reply(() => ({ data: [] })),
  // A booking's signature in the console's bookings (a visited one, or one that requires it): unsigned by default.
  mockRoute(paths.getOpsAppointmentsByIdSignature).reply(() => ({ data: null })),
  // A company\'s adjustments in the console\'s vendor page: none unless a test adds some.
  mockRoute(paths.getOpsAdjustments).reply(() => ({ data: [] })),
  // The vendor's zone (its business hours) dates its own days (document expiry, a payment): by default, no hours
  // (the default zone, America/Denver).
  mockRoute(paths.getVendorHours).reply(() => []),
  // Every signed-in page reads the member's language (app/member-language.tsx): English by default.
  mockRoute(paths.getPreferences).reply(() => ({ language: 'en' })),
  // Time off (Services & Hours, Team, Account, the board): none by default, and no holidays to offer.
  mockRoute(paths.getTimeOff).reply(() => ({ data: [], memberId: 1 })),
  mockRoute(paths.getTimeOffHolidays).reply(() => ({ data: [] })),
  // Imported calendars (Services & Hours, Team, Account): none by default.
  mockRoute(paths.getCalendarImports).reply(() => ({ data: [], memberId: 1 })),
  // The Account page's Notifications card: the defaults.
  // /join names what its link is for (issue 38 item 15).
  mockRoute(paths.postAuthInvitationsLookup).reply(() => ({
    company: 'Shiny Cars LLC',
    name: 'Tess Tech',
    email: 'tess@example.com',
    role: 'technician',
  })),
  mockRoute(paths.getNotificationSettings).reply(() => ({
    emailNewJobs: true,
    onlyDuringBusinessHours: false,
    pushNewJobs: true,
    pushAssignments: true,
    pushChanges: true,
    quietHours: null,
  })),
);
