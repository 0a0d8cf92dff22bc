import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testVendor } from './render.tsx';

/** Add handlers per test with server.use(http.get('/api/…', …)). */
export const server = setupServer(
  // Every signed-in page opens the live stream (app/live-events.tsx): by default it has nothing to say.
  http.get('/api/events', () => new HttpResponse(null, { status: 204 })),
  // The appointments page asks what onboarding left: by default, nothing.
  http.get('/api/vendorSetup', () =>
    HttpResponse.json({
      done: { 'business-info': true, services: true, hours: true, documents: true },
      nextStep: 'complete',
    }),
  ),
  // The appointments page shows the vendor's review while it is not approved: by default, approved.
  http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'approved' })),
  // The appointment detail and the day's timeline read what on my way was sent: by default, nothing.
  http.get('/api/appointment/on-my-way', () => HttpResponse.json({ data: [] })),
  // A job's photos of the work (the detail's card and the day's timeline): none unless a test adds them.
  http.get('/api/appointment/:id/photos', () => HttpResponse.json({ data: [] })),
  // The appointment detail's assignee picker (owner, office) reads the team: by default, the owner alone.
  http.get('/api/team', () =>
    HttpResponse.json({
      data: [{ id: 1, email: testVendor.email, name: testVendor.contactName, role: 'owner', status: 'active' }],
    }),
  ),
  // The Account page's Calendar card (its chunk may arrive after a test's own asserts): no feed unless a test adds one.
  http.get('/api/calendarFeed', () => HttpResponse.json({ feed: null })),
  // The Account page's Alerts card: no device gets alerts unless a test adds one.
  http.get('/api/push/subscriptions', () => HttpResponse.json({ data: [] })),
  http.get('/api/ops/push/subscriptions', () => HttpResponse.json({ data: [] })),
  // A booking's signature in the console's bookings (a visited one, or one that requires it): unsigned by default.
  http.get('/api/ops/appointments/:id/signature', () => HttpResponse.json({ data: null })),
  // A company's adjustments in the console's vendor page: none unless a test adds some.
  http.get('/api/ops/adjustments', () => HttpResponse.json({ data: [] })),
  // The vendor's zone (its business hours) dates its own days (document expiry, a payment): by default, no hours
  // (the default zone, America/Denver).
  http.get('/api/vendorHours', () => HttpResponse.json([])),
  // Every signed-in page reads the member's language (app/member-language.tsx): English by default.
  http.get('/api/preferences', () => HttpResponse.json({ language: 'en' })),
  // Time off (Services & Hours, Team, Account, the board): none by default, and no holidays to offer.
  http.get('/api/timeOff', () => HttpResponse.json({ data: [], memberId: 1 })),
  http.get('/api/timeOff/holidays', () => HttpResponse.json({ data: [] })),
  // The Account page's Notifications card: the defaults.
  // /join names what its link is for (issue 38 item 15).
  http.post('/auth/invitations/lookup', () =>
    HttpResponse.json({ company: 'Shiny Cars LLC', name: 'Tess Tech', email: 'tess@example.com', role: 'technician' }),
  ),
  http.get('/api/notificationSettings', () =>
    HttpResponse.json({
      emailNewJobs: true,
      onlyDuringBusinessHours: false,
      pushNewJobs: true,
      pushAssignments: true,
      pushChanges: true,
      quietHours: null,
    }),
  ),
);
