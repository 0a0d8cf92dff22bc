import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { KEY_FORBIDDEN_PREFIXES, keyAccessOf, type ApiKeyScope } from '@vendor-portal/contract/api-keys';
import { INTEGRATIONS, TEAM } from '@vendor-portal/contract/messages';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import { apiKeys } from '../src/db/schema.ts';
import { hit, limitOf } from '../src/identity/rate-limit.ts';
import { createSecondProcess, createTestApp, movableClock, opsHeaders, until, type TestContext } from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { createTestStaff } from './staff-helpers.ts';
import { createOwningVendor, type OwnedResources } from './robustness/support.ts';
import { casesOf, type Rows } from './robustness/isolation-cases.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar" (issue 58): the owner's keys,
// stored as digests, shown once, acting as the owner within their scope, walked over the route table itself.

const clock = movableClock();
let t: TestContext;
let owner: OwnedResources;
let other: OwnedResources;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeKey(headers: { authorization: string }, scope: ApiKeyScope, name = `key ${scope}`) {
  const res = await t.app.inject({ method: 'POST', url: '/api/apiKeys', headers, payload: { name, scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; scope: ApiKeyScope; key: string; createdAt: string };
}

/** Every row of the owner the table's ids may name (its own: the key acts as the owner). */
const ROWS: Rows<OwnedResources> = {
  apiKey: () => [{ id: 1 }],
  appointment: (b) => [{ id: b.appointmentId }],
  appointmentNote: (b) => [{ id: b.noteId }],
  calendarImport: () => [{ id: 1 }],
  checklistItem: () => [{ id: 1 }],
  photo: () => [{ id: 1 }],
  member: () => [{ id: 1 }],
  pushSubscription: () => [{ id: 1 }],
  rating: () => [{ id: 1 }],
  timeOff: () => [{ id: 1 }],
  vendorFile: (b) => [{ id: b.fileId }],
  vendorHours: (b) => [{ id: b.hoursId }],
  vendorProduct: (b) => [{ id: b.vendorProductId }],
  webhookDelivery: () => [{ id: 1 }],
  webhookEndpoint: () => [{ id: 1 }],
  zipCode: (b) => [{ id: b.zipCode }],
};

/** The entry's requests on the owner's own rows. */
const requestsOf = (entry: RouteDef): InjectOptions[] => casesOf(entry, owner, ROWS, new Set()).map((c) => c.request);

const withAuth = (request: InjectOptions, authorization: string): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string> | undefined), authorization },
});

/** A stream never ends on its own: the key's reach of it is the same rule as every GET's. */
const isStream = (entry: RouteDef) =>
  Object.values(entry.responses).some(
    (answer) =>
      typeof answer === 'object' && answer !== null && 'content' in answer && 'text/event-stream' in answer.content,
  );

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await createOwningVendor(t.app, 'keys-owner', '80401');
  other = await createOwningVendor(t.app, 'keys-other', '80402');
});
afterAll(async () => t.close());

describe('making, listing and deleting keys (the owner)', () => {
  it('answers 201 with the key once (vpk_ and 43 random characters); the database holds only its digest', async () => {
    const made = await makeKey(owner.vendor.headers, 'read', 'Scheduling');
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Scheduling',
      scope: 'read',
      key: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(made.key).toMatch(/^vpk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(made.key).digest('base64url'));
    const everyValue = JSON.stringify(await t.app.db.execute(sql`select * from api_keys`));
    expect(everyValue).not.toContain(made.key);
    expect(everyValue).not.toContain(made.key.slice(4));
    const list = await t.app.inject({ method: 'GET', url: '/api/apiKeys', headers: owner.vendor.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.key.slice(4));
    expect(list.json().data).toContainEqual({
      id: made.id,
      name: 'Scheduling',
      scope: 'read',
      createdAt: made.createdAt,
      lastUsedAt: null,
    });
  });

  it('refuses a name that is empty or too long and a scope not read or write (400 beside the field)', async () => {
    for (const [payload, message] of [
      [{ name: '  ', scope: 'read' }, INTEGRATIONS.nameRequired],
      [{ name: 'x'.repeat(101), scope: 'read' }, INTEGRATIONS.nameTooLong],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/apiKeys', headers: owner.vendor.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const scope = await t.app.inject({
      method: 'POST',
      url: '/api/apiKeys',
      headers: owner.vendor.headers,
      payload: { name: 'a', scope: 'admin' },
    });
    expect(scope.statusCode).toBe(400);
  });

  it('is the owner’s alone: the office and a technician 403 role-forbidden, staff 403 vendor-only', async () => {
    const made = await makeKey(owner.vendor.headers, 'read');
    const office = await createTestMember(t.app, owner.vendor, 'office');
    const technician = await createTestMember(t.app, owner.vendor, 'technician');
    const staff = await createTestStaff(t.app, 'admin');
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/apiKeys' },
      { method: 'POST', url: '/api/apiKeys', payload: { name: 'Mine', scope: 'write' } },
      { method: 'DELETE', url: `/api/apiKeys/${made.id}` },
    ];
    for (const call of calls) {
      for (const member of [office, technician]) {
        const res = await t.app.inject({ ...call, headers: member.headers });
        expect(res.statusCode, `${member.role} ${call.method}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'role-forbidden', message: TEAM.roleForbidden });
      }
      const res = await t.app.inject({ ...call, headers: staff.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('vendor-only');
    }
  });

  it('answers 404 to another company’s key id, which keeps working', async () => {
    const theirs = await makeKey(other.vendor.headers, 'read');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/apiKeys/${theirs.id}`,
      headers: owner.vendor.headers,
    });
    expect(res.statusCode).toBe(404);
    const still = await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(theirs.key) });
    expect(still.statusCode).toBe(200);
    expect(still.json().id).toBe(other.vendor.vendorId);
  });

  it('refuses a deleted key at once (401), and an unknown one (401)', async () => {
    const made = await makeKey(owner.vendor.headers, 'write');
    const before = await t.app.inject({ method: 'GET', url: '/api/appointment', headers: bearer(made.key) });
    expect(before.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/apiKeys/${made.id}`,
      headers: owner.vendor.headers,
    });
    expect(gone.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/appointment', headers: bearer(made.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/appointment',
      headers: bearer(`vpk_${crypto.randomBytes(32).toString('base64url')}`),
    });
    expect(unknown.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/apiKeys/${made.id}`,
      headers: owner.vendor.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('a deleted key on another process', () => {
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await createSecondProcess(t);
  });
  afterAll(async () => b.close());

  it('is refused there as soon as the delete’s event arrives, though that process kept the key', async () => {
    const made = await makeKey(owner.vendor.headers, 'read');
    for (let i = 0; i < 2; i++) {
      const res = await b.inject({ method: 'GET', url: '/api/vendor', headers: bearer(made.key) });
      expect(res.statusCode).toBe(200);
    }
    // Written past the event bus, the key would still be kept there: only the event ends it on B.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/apiKeys/${made.id}`,
      headers: owner.vendor.headers,
    });
    expect(gone.statusCode).toBe(204);
    await until(
      async () => (await b.inject({ method: 'GET', url: '/api/vendor', headers: bearer(made.key) })).statusCode === 401,
      'B refusing the key',
    );
  });
});

describe('what a key reaches, from the route table', () => {
  let read: string;
  let write: string;
  beforeAll(async () => {
    read = (await makeKey(owner.vendor.headers, 'read')).key;
    write = (await makeKey(owner.vendor.headers, 'write')).key;
  });

  const guarded = ROUTE_LIST.filter((entry) => entry.who !== 'public');

  it('refuses every route under a forbidden prefix, and every staff route, 403 key-scope, whatever the scope', async () => {
    const forbidden = guarded.filter(
      (entry) =>
        KEY_FORBIDDEN_PREFIXES.some((p) => entry.path.startsWith(p)) ||
        (typeof entry.who === 'object' && 'staff' in entry.who),
    );
    for (const p of KEY_FORBIDDEN_PREFIXES)
      expect(forbidden.some((e) => e.path.startsWith(p)) || p === '/api/webhooks', p).toBe(true);
    for (const entry of forbidden) {
      expect(keyAccessOf(entry), entry.path).toBe('never');
      const url = entry.path.replace(/:(\w+)/g, '1');
      for (const key of [read, write]) {
        const res = await t.app.inject({
          method: entry.method,
          url,
          headers: bearer(key),
          payload: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${entry.method} ${entry.path}`).toBe(403);
        expect(res.json(), `${entry.method} ${entry.path}`).toMatchObject({
          code: 'key-scope',
          message: INTEGRATIONS.keyScope,
        });
      }
    }
  });

  it('answers every vendor GET to a read key as it answers the owner', async () => {
    const gets = guarded.filter((entry) => keyAccessOf(entry) === 'read' && !isStream(entry));
    expect(gets.length).toBeGreaterThan(20);
    for (const entry of gets) {
      for (const request of requestsOf(entry)) {
        const byKey = await t.app.inject(withAuth(request, `Bearer ${read}`));
        const byOwner = await t.app.inject(withAuth(request, owner.vendor.headers.authorization));
        expect(byKey.statusCode, `${request.method} ${request.url}`).toBe(byOwner.statusCode);
        expect(byKey.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      }
    }
  });

  it('refuses every change to a read key 403 key-scope; a write key reaches the job routes only', async () => {
    const changes = guarded.filter((entry) => entry.method !== 'GET' && keyAccessOf(entry) !== 'never');
    expect(changes.length).toBeGreaterThan(5);
    expect(changes.every((entry) => entry.path.startsWith('/api/appointment'))).toBe(true);
    for (const entry of guarded.filter((e) => e.method !== 'GET')) {
      for (const request of requestsOf(entry)) {
        const res = await t.app.inject(withAuth(request, `Bearer ${read}`));
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(res.json().code).toBe('key-scope');
      }
    }
    // Beyond jobs (services, hours, the profile): the owner's alone, even for a write key.
    const setup = guarded.filter(
      (e) => e.method !== 'GET' && keyAccessOf(e) === 'never' && e.path.startsWith('/api/vendor'),
    );
    expect(setup.length).toBeGreaterThan(0);
    for (const entry of setup)
      for (const request of requestsOf(entry)) {
        const res = await t.app.inject(withAuth(request, `Bearer ${write}`));
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(res.json().code).toBe('key-scope');
      }
  });

  it('lets a write key act on a job as the owner: a note on its appointment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointmentNote',
      headers: bearer(write),
      payload: { appointmentId: owner.appointmentId, jobNotes: 'From the scheduling software' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const other404 = await t.app.inject({
      method: 'POST',
      url: '/api/appointmentNote',
      headers: bearer(write),
      payload: { appointmentId: other.appointmentId, jobNotes: 'Not ours' },
    });
    expect(other404.statusCode).toBe(404);
  });

  it('never opens the cookie’s refresh or the ops console with a key', async () => {
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      headers: bearer(write),
      payload: {},
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe('key-scope');
    const ops = await t.app.inject({ method: 'GET', url: '/api/ops/vendors', headers: bearer(write) });
    expect(ops.statusCode).toBe(403);
    expect(ops.json().code).toBe('key-scope');
    const opsToken = await t.app.inject({ method: 'GET', url: '/api/ops/vendors', headers: opsHeaders });
    expect(opsToken.statusCode).toBe(200);
  });
});

describe('the per-key limit and lastUsedAt (the injected clock)', () => {
  it('answers 429 with Retry-After past 600 requests a minute of one key; another key and the next minute answer', async () => {
    const busy = await makeKey(owner.vendor.headers, 'read');
    const calm = await makeKey(owner.vendor.headers, 'read');
    // 599 of the minute's requests counted as the guard counts them (the class through limitOf), then 1 more answers.
    for (let i = 0; i < 599; i++) await hit(t.app.db, limitOf('api-key', 'key', String(busy.id)), clock.now());
    const last = await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(busy.key) });
    expect(last.statusCode).toBe(200);
    const over = await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(busy.key) });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too-many-requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const otherKey = await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(calm.key) });
    expect(otherKey.statusCode).toBe(200);
    clock.advance(61_000);
    const later = await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(busy.key) });
    expect(later.statusCode).toBe(200);
  });

  it('writes lastUsedAt on use, at most once a minute', async () => {
    const made = await makeKey(owner.vendor.headers, 'read');
    const lastUsed = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/apiKeys', headers: owner.vendor.headers });
      return (list.json().data as Array<{ id: number; lastUsedAt: string | null }>).find((k) => k.id === made.id)!
        .lastUsedAt;
    };
    expect(await lastUsed()).toBe(null);
    await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(made.key) });
    const first = await lastUsed();
    expect(first).toEqual(expect.any(String));
    clock.advance(20_000);
    await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(made.key) });
    expect(await lastUsed()).toBe(first);
    clock.advance(45_000);
    await t.app.inject({ method: 'GET', url: '/api/vendor', headers: bearer(made.key) });
    const second = await lastUsed();
    expect(new Date(second!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  });
});
