import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM } from '@vendor-portal/contract/messages/team';
import { MEMBER_ROLES, may, type Capability, type MemberRole } from '@vendor-portal/contract/team';
import { staffMay } from '@vendor-portal/contract/ops/staff-roles';
import { createTestApp, createTestVendor, opsHeaders, type TestContext, type TestVendor } from '../helpers.ts';
import { setReviewStatus, verifyEmail } from '../eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from '../staff-helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { addVendorProduct, addZipCode } from '../../src/modules/services/service.ts';
import { signDocument } from '../../src/modules/legal/service.ts';
import {
  createOwningVendor,
  listRoutes,
  memberCapabilityOf,
  staffCapabilityOf,
  multipart,
  PNG,
  snapshotDatabase,
  type OwnedResources,
  type RouteInfo,
} from './support.ts';

// "Isolation matrix": every vendor route, driven by one vendor with another vendor's ids
// and with forged/foreign tokens, answers 404/401 and changes nothing (checked in the database);
// staff tokens open no vendor route and vendor tokens no ops route (last block).
// The route list comes from the running app: a route without a row below fails the test.
// Runs on PGlite (npm test) and PostgreSQL (npm run test:pg).

type Case =
  /**
   * Names the owner's resource: must answer 404 and change no row anywhere. `unowned`: the id is of a job
   * nobody holds yet (the owner's open one), so the owner's own members do not read it either.
   */
  | {
      kind: 'foreign';
      request: InjectOptions;
      unowned?: true;
      /**
       * The owner's own technician is refused 403 role-forbidden rather than 404: the route names another member
       * of its company, and a technician changes only its own (time off, docs/architecture.md "Availability and
       * dispatch"). Another company's members still get 404.
       */
      ownTechnicianForbidden?: true;
    }
  /** Acts on the caller's own data: may succeed, but must neither show nor touch the owner's data. */
  | { kind: 'own'; request: InjectOptions };

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** The Monday of this week (UTC's; any Monday that has begun will do). */
function thisMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** A browser's P-256 public key (any valid point: nothing is sent to it here). */
const PUSH_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** The owner's resources, with a member of its crew (the team routes name it) and a device of its owner. */
type Victim = OwnedResources & { memberId: number; pushSubscriptionId: number; timeOffId: number };

/** One row per route: the requests the attacker `a` sends against the owner `b`. */
const MATRIX: Record<string, (b: Victim, a: TestVendor) => Case[]> = {
  'POST /auth/email-verification': () => [{ kind: 'own', request: json('POST', '/auth/email-verification') }],
  // Asking for the owner's address answers as any other (no enumeration) and mails nothing; a wrong
  // current password changes nothing.
  'POST /auth/email-change': (b) => [
    {
      kind: 'own',
      request: json('POST', '/auth/email-change', { newEmail: b.vendor.email, currentPassword: 'password-123' }),
    },
  ],
  'POST /auth/password-change': () => [
    {
      kind: 'own',
      request: json('POST', '/auth/password-change', { currentPassword: 'not-mine', newPassword: 'whatever-1' }),
    },
  ],
  'GET /api/vendor': () => [{ kind: 'own', request: json('GET', '/api/vendor') }],
  'GET /api/vendorSetup': () => [{ kind: 'own', request: json('GET', '/api/vendorSetup') }],
  'POST /api/vendor': (b) => [
    {
      kind: 'own',
      request: json('POST', '/api/vendor', {
        email: b.vendor.email,
        title: 'Mine',
        contactName: 'Me',
        phone: '(303) 555-0101',
        street1: '1 A St',
        street2: '',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      }),
    },
  ],
  'PATCH /api/vendor': (b) => [
    { kind: 'own', request: json('PATCH', '/api/vendor', { email: b.vendor.email, title: 'Renamed' }) },
  ],
  'GET /api/signedDocument': () => [{ kind: 'own', request: json('GET', '/api/signedDocument?documentId=1') }],
  'POST /api/signedDocument': () => [{ kind: 'own', request: json('POST', '/api/signedDocument?documentId=1') }],
  'GET /api/product': () => [{ kind: 'own', request: json('GET', '/api/product') }],
  'GET /api/appointment': () => [{ kind: 'own', request: json('GET', '/api/appointment') }],
  'GET /api/appointment/unclaimed': () => [{ kind: 'own', request: json('GET', '/api/appointment/unclaimed') }],
  'GET /api/appointment/{id}': (b) => [
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.appointmentId}`) },
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.unclaimedId}`), unowned: true },
  ],
  'PATCH /api/appointment/complete/{id}': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('PATCH', `/api/appointment/complete/${id}`),
    })),
  'PATCH /api/appointment/claim/{id}': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('PATCH', `/api/appointment/claim/${id}`),
    })),
  // Offers (docs/architecture.md "Availability and dispatch"): declining names a job offered to the caller's company.
  'PATCH /api/appointment/decline/{id}': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('PATCH', `/api/appointment/decline/${id}`),
    })),
  // On my way (docs/architecture.md "The working day"): the list is the caller's own; a send names a job.
  'GET /api/appointment/on-my-way': () => [{ kind: 'own', request: json('GET', '/api/appointment/on-my-way') }],
  'POST /api/appointment/{id}/on-my-way': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('POST', `/api/appointment/${id}/on-my-way`, { etaMinutes: 30 }),
    })),
  // Issue 43 "The visit": every visit route names the owner's job (visit.test.ts covers members and its own).
  'POST /api/appointment/{id}/check-in': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('POST', `/api/appointment/${id}/check-in`),
    })),
  'POST /api/appointment/{id}/check-out': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('POST', `/api/appointment/${id}/check-out`),
    })),
  'GET /api/appointment/{id}/checklist': (b) => [
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.appointmentId}/checklist`) },
  ],
  'PUT /api/appointment/{id}/checklist/{itemId}': (b) => [
    { kind: 'foreign', request: json('PUT', `/api/appointment/${b.appointmentId}/checklist/1`, { done: true }) },
  ],
  'POST /api/appointment/{id}/no-show': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('POST', `/api/appointment/${id}/no-show`, { note: 'Nobody home' }),
    })),
  'POST /api/appointment/{id}/extra-time': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('POST', `/api/appointment/${id}/extra-time`, { minutes: 30, reason: 'More work' }),
    })),
  // The job's thread with its customer (docs/architecture.md "Messages about the job"): as notes, by the job's id.
  'GET /api/appointment/{id}/messages': (b) => [
    {
      kind: 'foreign',
      request: json('GET', `/api/appointment/${b.appointmentId}/messages`),
      ownTechnicianForbidden: true,
    },
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.unclaimedId}/messages`), unowned: true },
  ],
  'POST /api/appointment/{id}/messages': (b) => [
    {
      kind: 'foreign',
      request: json('POST', `/api/appointment/${b.appointmentId}/messages`, { body: 'The gate code changed.' }),
      ownTechnicianForbidden: true,
    },
    {
      kind: 'foreign',
      request: json('POST', `/api/appointment/${b.unclaimedId}/messages`, { body: 'The gate code changed.' }),
      unowned: true,
    },
  ],
  'GET /api/appointment/{id}/signature': (b) => [
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.appointmentId}/signature`) },
  ],
  'POST /api/appointment/{id}/signature': (b) => {
    const body = multipart([
      { name: 'name', value: 'Mallory' },
      { name: 'file', filename: 's.png', contentType: 'image/png', data: PNG },
    ]);
    const url = `/api/appointment/${b.appointmentId}/signature`;
    return [{ kind: 'foreign', request: { method: 'POST', url, payload: body.payload, headers: body.headers } }];
  },
  'PATCH /api/appointment/release/{id}': (b) =>
    [b.appointmentId, b.unclaimedId].map((id) => ({
      kind: 'foreign',
      request: json('PATCH', `/api/appointment/release/${id}`),
    })),
  'GET /api/appointmentNote': (b) => [
    { kind: 'foreign', request: json('GET', `/api/appointmentNote?appointmentId=${b.appointmentId}`) },
  ],
  'POST /api/appointmentNote': (b) => [
    {
      kind: 'foreign',
      request: json('POST', '/api/appointmentNote', { appointmentId: b.appointmentId, jobNotes: 'hijack' }),
    },
  ],
  'PATCH /api/appointmentNote/{id}': (b) => [
    { kind: 'foreign', request: json('PATCH', `/api/appointmentNote/${b.noteId}`, { jobNotes: 'hijack' }) },
  ],
  'DELETE /api/appointmentNote/{id}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/appointmentNote/${b.noteId}`) },
  ],
  'POST /api/vendorProduct': (b) => [
    { kind: 'own', request: json('POST', '/api/vendorProduct', { productId: b.productId }) },
  ],
  'DELETE /api/vendorProduct/{id}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/vendorProduct/${b.vendorProductId}`) },
  ],
  'GET /api/zipcode': () => [{ kind: 'own', request: json('GET', '/api/zipcode') }],
  'POST /api/zipcode': (b) => [
    {
      kind: 'foreign',
      request: json('POST', '/api/zipcode', { vendorProductId: b.vendorProductId, zipCode: '80000' }),
    },
  ],
  'DELETE /api/zipcode': (b) => [
    {
      kind: 'foreign',
      request: json('DELETE', `/api/zipcode?zipcode=${b.zipCode}&vendorProductId=${b.vendorProductId}`),
    },
  ],
  'GET /api/vendorHours': () => [{ kind: 'own', request: json('GET', '/api/vendorHours') }],
  'POST /api/vendorHours': () => [
    {
      kind: 'own',
      request: json('POST', '/api/vendorHours', {
        weekDay: 'Monday',
        openTime: '09:00',
        closeTime: '10:00',
        timeZone: 'America/Denver',
      }),
    },
  ],
  'PATCH /api/vendorHours': () => [
    {
      kind: 'own',
      request: json('PATCH', '/api/vendorHours', {
        weekDay: 'Monday',
        openTime: '',
        closeTime: '',
        timeZone: 'America/Denver',
      }),
    },
  ],
  'DELETE /api/vendorHours/{id}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/vendorHours/${b.hoursId}`) },
  ],
  'GET /api/vendorFiles': () => [{ kind: 'own', request: json('GET', '/api/vendorFiles') }],
  'POST /api/vendorFiles': () => {
    const body = multipart([
      { name: 'fileLabel', value: 'Other' },
      { name: 'title', value: 'Mine' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    return [
      {
        kind: 'own',
        request: { method: 'POST', url: '/api/vendorFiles', payload: body.payload, headers: body.headers },
      },
    ];
  },
  'DELETE /api/vendorFiles/{id}': (b) => [{ kind: 'foreign', request: json('DELETE', `/api/vendorFiles/${b.fileId}`) }],
  // Issue 31: photos of the owner's job, named by its id (photos.test.ts covers a photo of its own).
  'GET /api/appointment/{id}/photos': (b) => [
    { kind: 'foreign', request: json('GET', `/api/appointment/${b.appointmentId}/photos`) },
  ],
  'POST /api/appointment/{id}/photos': (b) => {
    const body = multipart([
      { name: 'kind', value: 'before' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    const url = `/api/appointment/${b.appointmentId}/photos`;
    return [{ kind: 'foreign', request: { method: 'POST', url, payload: body.payload, headers: body.headers } }];
  },
  'DELETE /api/appointment/{id}/photos/{photoId}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/appointment/${b.appointmentId}/photos/1`) },
  ],
  // The calendar feed is one per member, named by nobody's id: each member reaches only its own (what it
  // holds, by role: calendar-feed-members.test.ts).
  // Earnings are the caller's own weeks, named by nobody's id (apps/api/test/earnings.test.ts checks
  // another vendor's completed job never shows in them).
  'GET /api/earnings': () => [{ kind: 'own', request: json('GET', '/api/earnings') }],
  'GET /api/earnings/statement': () => [
    { kind: 'own', request: json('GET', `/api/earnings/statement?weekStart=${thisMonday()}`) },
  ],
  // shared/ARCHITECTURE.md "Money that is fair": a dispute naming the owner's job is 404 and opens nothing.
  'POST /api/disputes': (b) => [
    {
      kind: 'foreign',
      request: json('POST', '/api/disputes', { weekStart: thisMonday(), appointmentId: b.appointmentId, message: 'x' }),
    },
  ],
  'GET /api/disputes': () => [{ kind: 'own', request: json('GET', '/api/disputes') }],
  'GET /api/calendarFeed': () => [{ kind: 'own', request: json('GET', '/api/calendarFeed') }],
  'POST /api/calendarFeed': () => [{ kind: 'own', request: json('POST', '/api/calendarFeed') }],
  'DELETE /api/calendarFeed': () => [{ kind: 'own', request: json('DELETE', '/api/calendarFeed') }],
  // Without Accept: text/event-stream the stream answers 400 and ends; what it streams is isolated
  // by construction and tested in test/live/events.test.ts.
  'GET /api/events': () => [{ kind: 'own', request: json('GET', '/api/events') }],
  'GET /api/notificationSettings': () => [{ kind: 'own', request: json('GET', '/api/notificationSettings') }],
  'PATCH /api/notificationSettings': () => [
    { kind: 'own', request: json('PATCH', '/api/notificationSettings', { pushChanges: false }) },
  ],
  // The crew (docs/architecture.md "A company with a crew"): the owner's job given to nobody or to the
  // owner's own member, and the owner's member named by the team routes.
  'PATCH /api/appointment/assignee/{id}': (b) =>
    [null, b.memberId].map((memberId) => ({
      kind: 'foreign',
      request: json('PATCH', `/api/appointment/assignee/${b.appointmentId}`, { memberId }),
    })),
  'GET /api/team': () => [{ kind: 'own', request: json('GET', '/api/team') }],
  // The member's own language (shared/ARCHITECTURE.md "Languages"): the caller's own row only.
  'GET /api/preferences': () => [{ kind: 'own', request: json('GET', '/api/preferences') }],
  'PATCH /api/preferences': () => [{ kind: 'own', request: json('PATCH', '/api/preferences', { language: 'en' }) }],
  // Whether the crew sees pay (shared/ARCHITECTURE.md "Money that is fair"): the caller's own company only.
  'GET /api/team/settings': () => [{ kind: 'own', request: json('GET', '/api/team/settings') }],
  'PATCH /api/team/settings': () => [
    { kind: 'own', request: json('PATCH', '/api/team/settings', { crewSeesPay: false }) },
  ],
  // Inviting the owner's own address: 409 email-in-use, as any address that has an account.
  'POST /api/team': (b) => [
    { kind: 'own', request: json('POST', '/api/team', { email: b.vendor.email, name: 'Taken', role: 'office' }) },
  ],
  'PATCH /api/team/{id}': (b) => [
    { kind: 'foreign', request: json('PATCH', `/api/team/${b.memberId}`, { role: 'technician' }) },
  ],
  'DELETE /api/team/{id}': (b) => [{ kind: 'foreign', request: json('DELETE', `/api/team/${b.memberId}`) }],
  // Alerts on the phone: every member's own devices; another's subscription is 404 and stays.
  'GET /api/push/key': () => [{ kind: 'own', request: json('GET', '/api/push/key') }],
  'GET /api/push/subscriptions': () => [{ kind: 'own', request: json('GET', '/api/push/subscriptions') }],
  'POST /api/push/subscriptions': () => [
    {
      kind: 'own',
      request: json('POST', '/api/push/subscriptions', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/attacker-device',
        expirationTime: null,
        keys: { p256dh: PUSH_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
    },
  ],
  'DELETE /api/push/subscriptions/{id}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/push/subscriptions/${b.pushSubscriptionId}`) },
  ],
  'POST /api/team/{id}/invitation': (b) => [
    { kind: 'foreign', request: json('POST', `/api/team/${b.memberId}/invitation`) },
  ],
  // Availability and dispatch: each company's own time off and board; the owner's member named in a new entry.
  'GET /api/timeOff': () => [{ kind: 'own', request: json('GET', '/api/timeOff') }],
  'GET /api/timeOff/holidays': () => [{ kind: 'own', request: json('GET', '/api/timeOff/holidays') }],
  'GET /api/dispatch': () => [{ kind: 'own', request: json('GET', '/api/dispatch?date=2030-01-02&days=7') }],
  'POST /api/timeOff': (b) => [
    {
      kind: 'foreign',
      request: json('POST', '/api/timeOff', { memberId: b.memberId, startDate: '2030-01-02', endDate: '2030-01-02' }),
      ownTechnicianForbidden: true,
    },
  ],
  'DELETE /api/timeOff/{id}': (b) => [
    { kind: 'foreign', request: json('DELETE', `/api/timeOff/${b.timeOffId}`), ownTechnicianForbidden: true },
  ],
};

/** Public /api routes and why no vendor's data is behind them without a token. */
const PUBLIC_API_ROUTES: Record<string, string> = {
  'GET /api/legalDocument': 'the legal documents every vendor signs: no vendor data',
  'GET /api/vendorFiles/{id}/content': 'the signature is the permission: tested below with swapped ids',
  'GET /api/appointment/{id}/photos/{photoId}/content':
    'the signature is the permission, with a key of its own: photos.test.ts refuses a forged one',
  'GET /api/appointment/{id}/signature/content':
    'the link is the permission, with a key of its own: visit-approval.test.ts refuses a forged one',
  'GET /api/public/extra-time':
    'the customer’s single-use token is the permission; it shows no address, name or pay (visit-approval.test.ts)',
  'POST /api/public/extra-time': 'the same token, once; a used, expired or forged one is 400 (visit-approval.test.ts)',
  'GET /api/public/job':
    'the booking’s customer token is the permission; no member’s email or phone, address, pay or other booking (customer-job.test.ts)',
  'GET /api/public/job/events':
    'the same token: the same answer as a stream, ended with the link (customer-job-events.test.ts)',
  'GET /api/public/job/messages':
    'the same token: the booking’s own thread, no address or phone of either side (customer-job-messages.test.ts)',
  'POST /api/public/job/messages': 'the same token, 20 an hour per booking (customer-job-messages.test.ts)',
};

let t: TestContext;
let routes: RouteInfo[];
let owner: Victim;
let attacker: TestVendor;
let attackerFile: OwnedResources;

beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  const owning = await createOwningVendor(t.app, 'owner', '80301');
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: owning.vendor.headers,
    payload: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/owner-device',
      expirationTime: null,
      keys: { p256dh: PUSH_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
    },
  });
  expect(subscribed.statusCode).toBe(201);
  const officeMemberId = (await createTestMember(t.app, owning.vendor, 'office', 'Owen Office')).memberId;
  const timeOff = await t.app.inject({
    method: 'POST',
    url: '/api/timeOff',
    headers: owning.vendor.headers,
    payload: { memberId: officeMemberId, startDate: '2030-03-04', endDate: '2030-03-05', note: 'Away' },
  });
  expect(timeOff.statusCode).toBe(201);
  owner = {
    ...owning,
    memberId: officeMemberId,
    pushSubscriptionId: subscribed.json().id,
    timeOffId: timeOff.json().id,
  };
  attackerFile = await createOwningVendor(t.app, 'attacker', '80302');
  attacker = attackerFile.vendor;
});
afterAll(async () => t.close());

const withToken = (request: InjectOptions, authorization: string | undefined): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string> | undefined), ...(authorization ? { authorization } : {}) },
});

/** What the owner sees through every list route of the API (signed links vary by time: left out). */
async function ownerView(): Promise<string[]> {
  const lists = routes.filter(
    (r) =>
      r.method === 'GET' &&
      r.access === 'vendor' &&
      !r.path.includes('{') &&
      !(r.operation.parameters ?? []).some((p) => p.required),
  );
  expect(lists.length).toBeGreaterThan(5);
  const answers = await Promise.all(
    [...lists.map((r) => r.path), `/api/appointmentNote?appointmentId=${owner.appointmentId}`].map(async (url) => {
      const res = await t.app.inject(withToken({ method: 'GET', url }, owner.vendor.headers.authorization));
      return `${url} ${res.statusCode} ${res.body.replace(/"mediaUrl":"[^"]*"/g, '')}`;
    }),
  );
  return answers;
}

/** A token of the owner with its payload rewritten to name the attacker: the signature no longer matches. */
function forgedToken(): string {
  const [header, payload, signature] = owner.vendor.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: attacker.identityId, email: attacker.email })).toString(
    'base64url',
  );
  return `${header}.${forged}.${signature}`;
}

describe('isolation matrix (every vendor route × another vendor’s ids and tokens)', () => {
  it('has a row for every vendor route the server publishes, and no row for a route that is gone', () => {
    const vendorRoutes = routes.filter((r) => r.access === 'vendor').map((r) => r.key);
    expect(
      vendorRoutes.filter((key) => !(key in MATRIX)),
      'vendor routes without an isolation row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !vendorRoutes.includes(key)),
      'rows for routes that no longer exist',
    ).toEqual([]);
    const publicRoutes = routes.filter((r) => r.access === 'public' && r.path.startsWith('/api/')).map((r) => r.key);
    expect(publicRoutes.sort(), 'public /api routes').toEqual(Object.keys(PUBLIC_API_ROUTES).sort());
  });

  it('answers 404 without the owner’s data to another vendor naming the owner’s ids, and changes no row', async () => {
    for (const route of routes.filter((r) => r.access === 'vendor')) {
      for (const c of MATRIX[route.key]!(owner, attacker).filter((x) => x.kind === 'foreign')) {
        const before = await snapshotDatabase(t.app.db);
        const res = await t.app.inject(withToken(c.request, attacker.headers.authorization));
        const label = `${c.request.method} ${c.request.url}`;
        expect(res.statusCode, label).toBe(404);
        expect(res.json().message, label).toEqual(expect.any(String));
        expect(res.body, label).not.toContain(owner.marker);
        expect(await snapshotDatabase(t.app.db), label).toEqual(before);
      }
    }
  });

  it('lets a vendor act on its own data only: the owner’s data is neither shown nor changed', async () => {
    const before = await ownerView();
    for (const route of routes.filter((r) => r.access === 'vendor')) {
      for (const c of MATRIX[route.key]!(owner, attacker).filter((x) => x.kind === 'own')) {
        const res = await t.app.inject(withToken(c.request, attacker.headers.authorization));
        const label = `${c.request.method} ${c.request.url}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect(res.body, label).not.toContain(owner.marker);
      }
    }
    expect(await ownerView()).toEqual(before);
  });

  it('answers 401 to every vendor route with no, forged, foreign-secret or expired tokens, and changes no row', async () => {
    const expired = (
      await t.app.tokens.sign({ id: owner.vendor.identityId, email: owner.vendor.email }, Date.now() - 7 * 86_400_000)
    ).idToken;
    const [header, payload] = owner.vendor.token.split('.');
    const tokens = [
      undefined,
      `Bearer ${forgedToken()}`,
      `Bearer ${header}.${payload}.${'A'.repeat(43)}`,
      `Bearer ${expired}`,
      owner.vendor.token,
      'Bearer ',
    ];
    const before = await snapshotDatabase(t.app.db);
    for (const route of routes.filter((r) => r.access === 'vendor')) {
      for (const c of MATRIX[route.key]!(owner, attacker)) {
        for (const token of tokens) {
          const res = await t.app.inject(withToken(c.request, token));
          const label = `${c.request.method} ${c.request.url} with ${token?.slice(0, 20)}`;
          expect(res.statusCode, label).toBe(401);
          expect(res.json().message, label).toEqual(expect.any(String));
        }
      }
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
  });

  it('a signed file link opens only the file it was signed for', async () => {
    const own = await t.app.inject({ method: 'GET', url: owner.fileUrl });
    expect(own.statusCode).toBe(200);
    // The owner's signature on the attacker's file id, and the attacker's on the owner's.
    for (const [url, otherId] of [
      [owner.fileUrl, attackerFile.fileId],
      [attackerFile.fileUrl, owner.fileId],
    ] as const) {
      const swapped = url.replace(/\/vendorFiles\/\d+\//, `/vendorFiles/${otherId}/`);
      expect(swapped).not.toBe(url);
      const res = await t.app.inject({ method: 'GET', url: swapped });
      expect([401, 403, 404], swapped).toContain(res.statusCode);
      expect(res.rawPayload.equals(PNG)).toBe(false);
    }
  });
});

/**
 * Routes that name no id, so no other company's or other member's data can be named through them: the
 * role matrix below checks only their 403 for the roles that may not (what they answer a vendor's own
 * members is each route's own test). A route with an id in its path can never be listed here.
 */
const NAMES_NO_ID = new Set([
  // The signed-in account's own identity.
  'POST /auth/email-verification',
  'POST /auth/email-change',
  'POST /auth/password-change',
  // The caller's company, its onboarding and its agreement.
  'GET /api/vendor',
  'POST /api/vendor',
  'PATCH /api/vendor',
  'GET /api/vendorSetup',
  'GET /api/signedDocument',
  'POST /api/signedDocument',
  // The shared catalogue, and the caller's own lists (scoped by the caller's company and role).
  'GET /api/product',
  'GET /api/appointment',
  'GET /api/appointment/unclaimed',
  'GET /api/appointment/on-my-way',
  'POST /api/vendorProduct',
  'GET /api/zipcode',
  'GET /api/vendorHours',
  'POST /api/vendorHours',
  'PATCH /api/vendorHours',
  'GET /api/vendorFiles',
  'POST /api/vendorFiles',
  'GET /api/earnings',
  'GET /api/earnings/statement',
  'GET /api/disputes',
  // The member's own calendar feed (calendar-feed-members.test.ts: what each member's holds).
  'GET /api/calendarFeed',
  'POST /api/calendarFeed',
  'DELETE /api/calendarFeed',
  'GET /api/events',
  'GET /api/notificationSettings',
  'PATCH /api/notificationSettings',
  'GET /api/team',
  'POST /api/team',
  'GET /api/team/settings',
  'PATCH /api/team/settings',
  'GET /api/preferences',
  'PATCH /api/preferences',
  'GET /api/timeOff',
  'GET /api/timeOff/holidays',
  'GET /api/dispatch',
  // The member's own devices (push/push.test.ts: another's subscription is 404).
  'GET /api/push/key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
]);

// The crew as a dimension (docs/architecture.md "A company with a crew"): every vendor route of the
// running app × every role × the other company's ids and its own company's. The expected answer comes
// from may() and the route's capability (its entry's `who` in the route table): 403 role-forbidden where the role may
// not; the other company's ids 404; a technician naming a job of its company not assigned to it 404.
// Every refusal changes no row. The owner's and the office's own ids are read back (200) where the
// request only reads, so the 404s above are not of ids that do not exist.
describe('isolation matrix × roles (owner, office, technician) × other and own company', () => {
  let crews: Record<'other' | 'own', Record<MemberRole, { authorization: string }>>;
  /** The route's capability (null: every member); an /api route without a row fails with its name. */
  const capabilityOf = (key: string): Capability | null => {
    if (!key.includes(' /api/')) return null;
    const capability = memberCapabilityOf(key);
    expect(capability, `${key} has no member entry in the route table`).not.toBe(undefined);
    return capability!;
  };
  /** The requests naming the owner's ids; a route with none that is not listed in NAMES_NO_ID fails with its name. */
  const foreignCases = (route: RouteInfo) => {
    const cases = MATRIX[route.key]!(owner, attacker).filter((c) => c.kind === 'foreign');
    if (NAMES_NO_ID.has(route.key)) {
      expect(route.path, `${route.key} names an id: it cannot be in NAMES_NO_ID`).not.toContain('{');
      expect(cases, `${route.key} is in NAMES_NO_ID but names the owner's ids`).toEqual([]);
    } else {
      expect(cases.length, `${route.key}: no request naming another company's or member's id`).toBeGreaterThan(0);
    }
    return cases as Array<Extract<Case, { kind: 'foreign' }>>;
  };
  const vendorRoutes = () => routes.filter((r) => r.access === 'vendor');

  beforeAll(async () => {
    const crewOf = async (v: TestVendor) => ({
      owner: v.headers,
      office: (await createTestMember(t.app, v, 'office')).headers,
      // Holds none of the company's jobs: every job of its company is another member's or nobody's.
      technician: (await createTestMember(t.app, v, 'technician')).headers,
    });
    crews = { other: await crewOf(attacker), own: await crewOf(owner.vendor) };
  });

  it('answers 403 role-forbidden where may() says no, on every vendor route, changing no row', async () => {
    const before = await snapshotDatabase(t.app.db);
    for (const route of vendorRoutes()) {
      const capability = capabilityOf(route.key);
      const requests = [...MATRIX[route.key]!(owner, attacker).map((c) => c.request)];
      for (const role of MEMBER_ROLES) {
        if (capability === null || may(role, capability)) continue;
        for (const company of ['other', 'own'] as const) {
          for (const request of requests) {
            const res = await t.app.inject(withToken(request, crews[company][role].authorization));
            const label = `${company} ${role} ${request.method} ${request.url}`;
            expect(res.statusCode, label).toBe(403);
            expect(res.json(), label).toMatchObject({ code: 'role-forbidden', message: TEAM.roleForbidden });
            expect(res.body, label).not.toContain(owner.marker);
          }
        }
      }
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
  });

  /** Each request naming the owner's ids, with each role that may call its route (the others: the 403 above). */
  const permittedCases = () =>
    vendorRoutes().flatMap((route) => {
      const capability = capabilityOf(route.key);
      const roles = MEMBER_ROLES.filter((role) => capability === null || may(role, capability));
      return foreignCases(route).flatMap((c) => roles.map((role) => ({ c, role })));
    });

  it('answers 404 to every role of another company naming the owner’s ids, changing no row', async () => {
    for (const { c, role } of permittedCases()) {
      const before = await snapshotDatabase(t.app.db);
      const res = await t.app.inject(withToken(c.request, crews.other[role].authorization));
      const label = `other ${role} ${c.request.method} ${c.request.url}`;
      expect(res.statusCode, label).toBe(404);
      expect(res.json().message, label).toEqual(expect.any(String));
      expect(res.body, label).not.toContain(owner.marker);
      expect(await snapshotDatabase(t.app.db), label).toEqual(before);
    }
  });

  it('answers 404 to the owner’s technician naming a job not assigned to it (403 for another member’s time off), and reads the owner’s ids back to the owner and the office', async () => {
    for (const { c, role } of permittedCases()) {
      const label = `own ${role} ${c.request.method} ${c.request.url}`;
      if (role === 'technician') {
        const before = await snapshotDatabase(t.app.db);
        const res = await t.app.inject(withToken(c.request, crews.own.technician.authorization));
        if (c.ownTechnicianForbidden) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toMatchObject({ code: 'role-forbidden' });
        } else expect(res.statusCode, label).toBe(404);
        expect(res.body, label).not.toContain(owner.marker);
        expect(await snapshotDatabase(t.app.db), label).toEqual(before);
      } else if (c.request.method === 'GET') {
        // Reads only: a change by the owner's own members would alter the data the other cases name.
        const res = await t.app.inject(withToken(c.request, crews.own[role].authorization));
        expect(res.statusCode, label).toBe(c.unowned ? 404 : 200);
      }
    }
  });
});

// Vendors the server refuses (pending or rejected review, agreement not signed) see no
// customer data, claim nothing and change nothing, whatever ids they name.
describe('isolation matrix for refused vendors (pending, rejected, agreement not signed)', () => {
  let pending: TestVendor;
  let rejected: TestVendor;
  /** A vendor serving the owner's zip code for the owner's product: the owner's open job is in its area. */
  async function inOwnersArea(): Promise<TestVendor> {
    const v = await createTestVendor(t.app, { title: 'Refused LLC' });
    // Verified, so the review status is its one reason (email-unverified is covered in email-verification.test.ts).
    await verifyEmail(t.app, v);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, owner.productId);
    await addZipCode(t.app.db, v.vendorId, id, owner.zipCode);
    return v;
  }
  const customerData = (body: string) =>
    [owner.marker, 'Casey', 'casey@example.com', '555-0199', 'Elm St'].filter((x) => body.includes(x));

  beforeAll(async () => {
    pending = await inOwnersArea();
    rejected = await inOwnersArea();
    await setReviewStatus(t.app, rejected.vendorId, 'rejected');
  });

  it('shows a refused vendor the open jobs of its area without customer data, and refuses its claim with the reason', async () => {
    for (const [v, code] of [
      [pending, 'vendor-pending-review'],
      [rejected, 'vendor-rejected'],
    ] as const) {
      const res = await t.app.inject(withToken(json('GET', '/api/appointment/unclaimed'), v.headers.authorization));
      expect(res.statusCode, code).toBe(200);
      const body = res.json();
      expect(body.eligibility, code).toMatchObject({
        canClaim: false,
        reasons: [{ code, message: expect.any(String) }],
      });
      expect(
        body.data.map((i: { appointment: { id: number } }) => i.appointment.id),
        code,
      ).toEqual([owner.unclaimedId]);
      expect(customerData(res.body), code).toEqual([]);
      const before = await snapshotDatabase(t.app.db);
      const claim = await t.app.inject(
        withToken(json('PATCH', `/api/appointment/claim/${owner.unclaimedId}`), v.headers.authorization),
      );
      expect(claim.statusCode, code).toBe(403);
      expect(claim.json(), code).toMatchObject({ statusCode: 403, code, message: body.eligibility.reasons[0].message });
      expect(await snapshotDatabase(t.app.db), code).toEqual(before);
    }
  });

  it('answers 404 to a refused vendor naming the owner’s ids (403 with the reason for a claim in its area), changing no row', async () => {
    for (const v of [pending, rejected]) {
      for (const route of routes.filter((r) => r.access === 'vendor')) {
        for (const c of MATRIX[route.key]!(owner, v).filter((x) => x.kind === 'foreign')) {
          const before = await snapshotDatabase(t.app.db);
          const res = await t.app.inject(withToken(c.request, v.headers.authorization));
          const label = `${c.request.method} ${c.request.url}`;
          const inArea = c.request.url?.toString().startsWith('/api/appointment/claim/');
          expect(res.statusCode, label).toBe(inArea ? 403 : 404);
          expect(customerData(res.body), label).toEqual([]);
          expect(await snapshotDatabase(t.app.db), label).toEqual(before);
        }
      }
    }
  });

  it('answers 403 agreement-required on every data route but onboarding’s to a vendor that has not signed, changing no row', async () => {
    // Runs last: the agreement it publishes stays in effect.
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/ops/legal-documents',
      headers: opsHeaders,
      payload: {
        documentType: 'vendor_agreement',
        effectiveDate: new Date(Date.now() - 1000).toISOString(),
        contentMarkdown: '# Terms',
      },
    });
    expect(published.statusCode).toBe(201);
    await signDocument(t.app.db, owner.vendor.identityId, published.json().id);
    const open = new Set([
      '/api/vendor',
      '/api/vendorSetup',
      '/api/legalDocument',
      '/api/signedDocument',
      '/api/product',
      '/auth/email-verification',
      // Identity routes (how the vendor signs in) are not data: the agreement does not gate them.
      '/auth/email-change',
      '/auth/password-change',
    ]);
    const before = await snapshotDatabase(t.app.db);
    for (const route of routes.filter((r) => r.access === 'vendor' && !open.has(r.path))) {
      for (const c of MATRIX[route.key]!(owner, pending)) {
        const res = await t.app.inject(withToken(c.request, pending.headers.authorization));
        const label = `${c.request.method} ${c.request.url}`;
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toMatchObject({ code: 'agreement-required', message: expect.any(String) });
      }
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
    // The owner signed: its own calls go on as before.
    expect(
      (await t.app.inject(withToken(json('GET', '/api/appointment'), owner.vendor.headers.authorization))).statusCode,
    ).toBe(200);
  });
});

// Staff and vendors (docs/architecture.md "Review and audit"): staff tokens open no vendor route,
// vendor tokens open no ops route, and a reviewer changes nothing but review decisions. Every
// refusal changes no row.
describe('isolation matrix between vendors and staff (both directions)', () => {
  let reviewer: TestStaff;
  let admin: TestStaff;
  /** What a reviewer may call besides reads: the review decisions. The outbox (set-password links) is admin-only. */
  // A reviewer also offers a job to one company (STAFF_CAPABILITIES.offer, docs/architecture.md "Availability and dispatch").
  const opsRoutes = () => routes.filter((r) => r.access === 'ops');
  const opsRequest = (route: RouteInfo): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: route.path.replace(/\{id\}/g, String(owner.fileId)),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

  beforeAll(async () => {
    reviewer = await createTestStaff(t.app, 'reviewer');
    admin = await createTestStaff(t.app, 'admin');
  });

  it('lists the ops routes (the review console among them)', () => {
    expect(opsRoutes().map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'POST /api/ops/staff',
        'GET /api/ops/vendors',
        'PATCH /api/ops/vendor-files/{id}',
        'GET /api/ops/insights',
        'POST /api/ops/appointments/{id}/cancel',
        'POST /api/ops/appointments/{id}/reschedule',
      ]),
    );
  });

  it('answers 403 vendor-only to staff on every vendor route, changing no row', async () => {
    const before = await snapshotDatabase(t.app.db);
    // Every account may change its own password, staff too (issue 27: signing out their other
    // devices); sign-in-settings.test.ts covers it for staff.
    const anyRole = new Set(['/auth/password-change']);
    for (const staff of [reviewer, admin]) {
      for (const route of routes.filter((r) => r.access === 'vendor' && !anyRole.has(r.path))) {
        for (const c of MATRIX[route.key]!(owner, attacker)) {
          const res = await t.app.inject(withToken(c.request, staff.headers.authorization));
          const label = `${staff.email} ${c.request.method} ${c.request.url}`;
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toMatchObject({ code: 'vendor-only', message: expect.any(String) });
          expect(res.body, label).not.toContain(owner.marker);
        }
      }
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
  });

  it('answers 403 staff-only to a vendor on every ops route, changing no row', async () => {
    const before = await snapshotDatabase(t.app.db);
    for (const route of opsRoutes()) {
      const res = await t.app.inject(withToken(opsRequest(route), owner.vendor.headers.authorization));
      expect(res.statusCode, route.key).toBe(403);
      expect(res.json(), route.key).toMatchObject({ code: 'staff-only', message: expect.any(String) });
      expect(res.body, route.key).not.toContain(owner.marker);
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
  });

  it('answers 401 to forged or expired staff tokens on every ops route', async () => {
    const expired = (
      await t.app.tokens.sign({ id: admin.id, email: admin.email, role: 'admin' }, Date.now() - 7 * 86_400_000)
    ).idToken;
    // A vendor's token with the role claim rewritten: the signature no longer matches.
    const [header, payload, signature] = owner.vendor.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    // Each from an address of its own: failed authentications per address are limited (429) past 30.
    let client = 0;
    for (const route of opsRoutes()) {
      for (const token of [`Bearer ${expired}`, `Bearer ${forged}`]) {
        const remoteAddress = `198.18.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;
        const res = await t.app.inject({ ...withToken(opsRequest(route), token), remoteAddress });
        expect(res.statusCode, route.key).toBe(401);
      }
    }
  });

  it('lets a reviewer read and decide reviews only: every other ops route answers 403 admin-only', async () => {
    for (const route of opsRoutes()) {
      // What a reviewer may, from the route's entry and STAFF_CAPABILITIES (the table, not a list kept here).
      const capability = staffCapabilityOf(route.key);
      expect(capability, `${route.key} has no staff entry in the route table`).not.toBe(undefined);
      const allowed = staffMay('reviewer', capability!);
      const before = await snapshotDatabase(t.app.db);
      const res = await t.app.inject(withToken(opsRequest(route), reviewer.headers.authorization));
      if (allowed) {
        expect(res.statusCode, route.key).toBeLessThan(500);
        expect(res.statusCode, route.key).not.toBe(403);
      } else {
        expect(res.statusCode, route.key).toBe(403);
        expect(res.json(), route.key).toMatchObject({ code: 'admin-only' });
        expect(await snapshotDatabase(t.app.db), route.key).toEqual(before);
      }
    }
  });
});
