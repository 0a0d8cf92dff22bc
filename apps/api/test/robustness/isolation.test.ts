import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM } from '@vendor-portal/contract/messages/team';
import { MEMBER_ROLES, may, type Capability, type MemberRole } from '@vendor-portal/contract/team';
import { staffMay } from '@vendor-portal/contract/ops/staff-roles';
import { createTestApp, createTestVendor, opsHeaders, type TestContext, type TestVendor } from '../helpers.ts';
import { setReviewStatus, verifyEmail } from '../eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from '../staff-helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { calendarBusy, calendarImports } from '../../src/db/schema.ts';
import { addVendorProduct, addZipCode } from '../../src/modules/services/service.ts';
import { signDocument } from '../../src/modules/legal/service.ts';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema.ts';
import { routes as routeTable, type RouteName } from '@vendor-portal/contract/routes/index';
import type { RequestExample, Resource, RouteDef } from '@vendor-portal/contract/routes/define';
import {
  createOwningVendor,
  listRoutes,
  memberCapabilityOf,
  staffCapabilityOf,
  PNG,
  snapshotDatabase,
  type OwnedResources,
  type RouteInfo,
} from './support.ts';
import { casesOf, examplesOf, type Case, type Rows } from './isolation-cases.ts';
import { API_KEY_SCOPES, keyAccessOf, scopeAllows, type ApiKeyScope } from '@vendor-portal/contract/api-keys';

// "Isolation matrix": every vendor route, driven by one vendor with another vendor's ids
// and with forged/foreign tokens, answers 404/401 and changes nothing (checked in the database);
// staff tokens open no vendor route and vendor tokens no ops route (last block).
// The route list comes from the running app, each route's requests from its entry in the route table (its `ids`
// and `examples`, isolation-cases.ts): a route whose ids or examples do not say what it takes fails the test.
// Runs on PGlite (npm test) and PostgreSQL (npm run test:pg).

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
type Victim = OwnedResources & {
  memberId: number;
  pushSubscriptionId: number;
  timeOffId: number;
  apiKeyId: number;
  webhookId: number;
  webhookDeliveryId: number;
  calendarImportId: number;
};

/** The owner's rows each resource of the route table names (isolation-cases.ts builds the requests from them). */
const ROWS: Rows<Victim> = {
  apiKey: (b) => [{ id: b.apiKeyId }],
  appointment: (b) => [{ id: b.appointmentId }, { id: b.unclaimedId, unowned: true }],
  appointmentNote: (b) => [{ id: b.noteId }],
  calendarImport: (b) => [{ id: b.calendarImportId }],
  // Under the owner's job: the job's id is the owner's, the item's or photo's any.
  checklistItem: () => [{ id: 1 }],
  photo: () => [{ id: 1 }],
  member: (b) => [{ id: b.memberId }],
  pushSubscription: (b) => [{ id: b.pushSubscriptionId }],
  rating: (b) => [{ id: b.ratingId }],
  timeOff: (b) => [{ id: b.timeOffId }],
  vendorFile: (b) => [{ id: b.fileId }],
  vendorHours: (b) => [{ id: b.hoursId }],
  vendorProduct: (b) => [{ id: b.vendorProductId }],
  zipCode: (b) => [{ id: b.zipCode }],
  webhookEndpoint: (b) => [{ id: b.webhookId }],
  webhookDelivery: (b) => [{ id: b.webhookDeliveryId }],
};
/** Resources that name another member of the company: the owner's technician is refused 403 (Case). */
const NAMES_A_MEMBER = new Set<Resource>(['member', 'timeOff', 'calendarImport']);

/**
 * What an entry's example cannot say: the owner's address (asking for it answers as any other, no enumeration,
 * and mails nothing), the catalog's product, this week.
 */
const AIMED: Partial<Record<RouteName, (b: Victim, example: RequestExample) => RequestExample>> = {
  postAuthEmailChange: (b, x) => ({ body: { ...(x.body as object), newEmail: b.vendor.email } }),
  postVendor: (b, x) => ({ body: { ...(x.body as object), email: b.vendor.email } }),
  patchVendor: (b, x) => ({ body: { ...(x.body as object), email: b.vendor.email } }),
  postTeam: (b, x) => ({ body: { ...(x.body as object), email: b.vendor.email } }),
  postVendorProduct: (b) => ({ body: { productId: b.productId } }),
  getEarningsStatement: () => ({ query: { weekStart: thisMonday() } }),
  postDisputes: (b, x) => ({ body: { ...(x.body as object), weekStart: thisMonday() } }),
};

/** Routes whose owner's technician, not holding the job, is refused 403 rather than 404. */
const THREAD_ROUTES = new Set<RouteName>(['getAppointmentByIdMessages', 'postAppointmentByIdMessages']);

/** The table's entries by `METHOD /path/{param}`, with their names. */
const NAMED = new Map<string, { name: RouteName; entry: RouteDef }>(
  (Object.entries(routeTable) as Array<[RouteName, RouteDef]>).map(
    ([name, entry]) => [`${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`, { name, entry }] as const,
  ),
);

/** The requests the attacker sends against the owner `b` on the route `key`, from its entry. */
function requestsOf(key: string, b: Victim): Case[] {
  const named = NAMED.get(key);
  if (!named) throw new Error(`${key} has no entry in the route table`);
  const cases = casesOf(named.entry, b, ROWS, NAMES_A_MEMBER, AIMED[named.name]);
  // The job's thread (docs/architecture.md "Messages about the job"): a technician not holding the owner's job
  // is refused 403 role-forbidden, where the job's other routes answer it 404.
  if (!THREAD_ROUTES.has(named.name)) return cases;
  return cases.map((c) => (c.kind === 'foreign' && !c.unowned ? { ...c, ownTechnicianForbidden: true } : c));
}

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
  'POST /api/public/job/rating':
    'the same token: rates its own booking once; answers nothing of the company (ratings.test.ts)',
  'POST /api/public/job/push':
    'the same token: the phone is kept for that booking only, under the members’ push service rules (customer-push.test.ts)',
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
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/apiKeys',
    headers: owning.vendor.headers,
    payload: { name: `Key ${owning.marker}`, scope: 'write' },
  });
  expect(key.statusCode).toBe(201);
  // The owner's webhook and one delivery (written directly: the test app allows no outbound address to check).
  const [webhook] = await t.app.db
    .insert(webhookEndpoints)
    .values({
      vendorId: owning.vendor.vendorId,
      url: 'https://hooks.example.com/owner',
      events: ['job.claimed'],
      secret: 'whsec_AAAA',
    })
    .returning({ id: webhookEndpoints.id });
  // A delivery with no queue row: the worker sends nothing while the matrix compares the database.
  const [delivery] = await t.app.db
    .insert(webhookDeliveries)
    .values({ endpointId: webhook!.id, messageId: 'msg_owner', type: 'job.claimed', body: '{}' })
    .returning({ id: webhookDeliveries.id });
  const webhookDeliveryId = delivery!.id;
  // An imported calendar of the office member, with a busy time (written as a read of its feed would), read
  // "later" than the test runs, so the 15-minute sweep leaves it alone (the snapshots compare every row).
  const [calendar] = await t.app.db
    .insert(calendarImports)
    .values({
      vendorId: owning.vendor.vendorId,
      memberId: officeMemberId,
      url: 'https://calendar.example.com/a.ics',
      lastFetchedAt: new Date('2100-01-01T00:00:00Z'),
    })
    .returning({ id: calendarImports.id });
  await t.app.db.insert(calendarBusy).values({
    importId: calendar!.id,
    vendorId: owning.vendor.vendorId,
    memberId: officeMemberId,
    starts: new Date('2030-03-06T15:00:00Z'),
    ends: new Date('2030-03-06T16:00:00Z'),
  });
  owner = {
    ...owning,
    memberId: officeMemberId,
    pushSubscriptionId: subscribed.json().id,
    timeOffId: timeOff.json().id,
    apiKeyId: key.json().id,
    webhookId: webhook!.id,
    webhookDeliveryId,
    calendarImportId: calendar!.id,
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
  it('builds every vendor route’s requests from its entry: each id named with its resource, each example accepted', () => {
    const vendorRoutes = routes.filter((r) => r.access === 'vendor');
    expect(
      vendorRoutes.filter((r) => !NAMED.has(r.key)).map((r) => r.key),
      'vendor routes without an entry',
    ).toEqual([]);
    for (const { key } of vendorRoutes) {
      const { name, entry } = NAMED.get(key)!;
      const ids = Object.keys(entry.ids ?? {});
      const params = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      expect(
        params.filter((p) => !ids.includes(p)),
        `${key}: path parameters whose resource the entry's ids do not name`,
      ).toEqual([]);
      expect(
        ids.filter((slot) => !slot.includes('.') && !params.includes(slot)),
        `${key}: ids naming no path parameter`,
      ).toEqual([]);
      for (const example of examplesOf(entry, owner, AIMED[name])) {
        if (example.parts) continue;
        const query =
          example.query && Object.fromEntries(Object.entries(example.query).map(([k, v]) => [k, String(v)]));
        if (entry.query)
          expect(entry.query.safeParse(query ?? {}).error, `${key}: its example's query`).toBe(undefined);
        if (entry.body && example.body !== undefined)
          expect(entry.body.safeParse(example.body).error, `${key}: its example's body`).toBe(undefined);
      }
      if (params.length > 0)
        expect(
          requestsOf(key, owner).filter((c) => c.kind === 'foreign').length,
          `${key}: no request naming another company's or member's id`,
        ).toBeGreaterThan(0);
    }
    const vendorNames = new Set(vendorRoutes.map((r) => NAMED.get(r.key)!.name));
    expect(
      Object.keys(AIMED).filter((name) => !vendorNames.has(name as RouteName)),
      'aimed examples of routes that are not vendor routes',
    ).toEqual([]);
    const publicRoutes = routes.filter((r) => r.access === 'public' && r.path.startsWith('/api/')).map((r) => r.key);
    expect(publicRoutes.sort(), 'public /api routes').toEqual(Object.keys(PUBLIC_API_ROUTES).sort());
  });

  it('answers 404 without the owner’s data to another vendor naming the owner’s ids, and changes no row', async () => {
    for (const route of routes.filter((r) => r.access === 'vendor')) {
      for (const c of requestsOf(route.key, owner).filter((x) => x.kind === 'foreign')) {
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
      for (const c of requestsOf(route.key, owner).filter((x) => x.kind === 'own')) {
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
      for (const c of requestsOf(route.key, owner)) {
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

describe('isolation matrix × roles (owner, office, technician) × other and own company', () => {
  let crews: Record<'other' | 'own', Record<MemberRole, { authorization: string }>>;
  /** The route's capability (null: every member); an /api route without a row fails with its name. */
  const capabilityOf = (key: string): Capability | null => {
    if (!key.includes(' /api/')) return null;
    const capability = memberCapabilityOf(key);
    expect(capability, `${key} has no member entry in the route table`).not.toBe(undefined);
    return capability!;
  };
  /** The requests naming the owner's ids (none for a route whose entry names no id: it acts on the caller's own). */
  const foreignCases = (route: RouteInfo) =>
    requestsOf(route.key, owner).filter((c) => c.kind === 'foreign') as Array<Extract<Case, { kind: 'foreign' }>>;
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
      const requests = requestsOf(route.key, owner).map((c) => c.request);
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

// docs/architecture.md "Partners": another company's API key, of either scope, acts as its owner and no more: naming
// the owner's ids it answers 404 where its scope reaches the route, 403 key-scope where it does not, and changes nothing.
describe('isolation matrix × API keys (read, write) of another company', () => {
  const keys: Partial<Record<ApiKeyScope, string>> = {};
  beforeAll(async () => {
    for (const scope of API_KEY_SCOPES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/apiKeys',
        headers: attacker.headers,
        payload: { name: `Attacker ${scope}`, scope },
      });
      expect(res.statusCode).toBe(201);
      keys[scope] = res.json().key;
    }
  });

  it('answers 404 naming the owner’s ids where the key reaches the route, 403 key-scope elsewhere, changing no row', async () => {
    // Each key's first use writes its own lastUsedAt (then at most once a minute): written before the snapshot.
    for (const scope of API_KEY_SCOPES)
      expect(
        (await t.app.inject(withToken({ method: 'GET', url: '/api/vendor' }, `Bearer ${keys[scope]}`))).statusCode,
      ).toBe(200);
    const before = await snapshotDatabase(t.app.db);
    for (const route of routes.filter((r) => r.access === 'vendor')) {
      const { entry } = NAMED.get(route.key)!;
      for (const c of requestsOf(route.key, owner).filter((x) => x.kind === 'foreign')) {
        for (const scope of API_KEY_SCOPES) {
          const res = await t.app.inject(withToken(c.request, `Bearer ${keys[scope]}`));
          const label = `${scope} key ${c.request.method} ${c.request.url}`;
          if (scopeAllows(scope, keyAccessOf(entry))) expect(res.statusCode, label).toBe(404);
          else {
            expect(res.statusCode, label).toBe(403);
            expect(res.json().code, label).toBe('key-scope');
          }
          expect(res.body, label).not.toContain(owner.marker);
        }
      }
    }
    expect(await snapshotDatabase(t.app.db)).toEqual(before);
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
        for (const c of requestsOf(route.key, owner).filter((x) => x.kind === 'foreign')) {
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
      for (const c of requestsOf(route.key, owner)) {
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
        for (const c of requestsOf(route.key, owner)) {
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
