import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST, routes } from '@vendor-portal/contract/routes/index';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import fs from 'node:fs';
import path from 'node:path';
import { describeRateLimit } from '@vendor-portal/contract/rate-limits';
import { createTestApp, type TestContext } from './helpers.ts';

// docs/decisions/016-one-table-of-routes.md: every endpoint of the API is registered from the route table
// (packages/contract/src/routes, lib/route-table.ts serve()), and every entry of the table is registered.
// What the app serves that is not an API endpoint is listed here, each with why; anything else registered
// outside the table fails this test with its method and path.

const TOKEN_SYNC_PATH = '/auth/session-sync';

const NOT_API_ENDPOINTS: Record<string, string> = {
  'GET /livez': 'a probe for the orchestrator (plugins/app/health.ts), not part of the API',
  'GET /healthz': 'a probe for the orchestrator',
  'GET /metrics': 'Prometheus\' scrape (plugins/app/metrics.ts, docs/operations.md "Metrics"), not part of the API',
  'GET /readyz': 'a probe for the orchestrator',
  'GET /api/openapi.json': 'the document generated from the table itself',
  'GET /api/docs': "the document's browsable UI (@fastify/swagger-ui registers these)",
  'GET /api/docs/static/index.html': "the document's browsable UI",
  'GET /api/docs/static/swagger-initializer.js': "the document's browsable UI",
  'GET /api/docs/json': "the document's browsable UI",
  'GET /api/docs/yaml': "the document's browsable UI",
  'GET /api/docs/static/*': "the document's browsable UI",
  'GET /api/notificationSettings/unsubscribe':
    "an HTML page a mail's unsubscribe link opens (RFC 8058), not JSON: hidden from the document",
  'POST /api/notificationSettings/unsubscribe': "a mail client's one-click unsubscribe (RFC 8058), any body type",
  [`POST ${TOKEN_SYNC_PATH}`]: 'token sync: its path is configuration (TOKEN_SYNC_PATH), off by default',
  [`DELETE ${TOKEN_SYNC_PATH}`]: 'token sync: its path is configuration (TOKEN_SYNC_PATH), off by default',
  'GET /manifest.webmanifest': 'the web app manifest, a static file of the SPA',
  'GET /': 'the SPA',
  'GET /*': "the SPA's files and its fallback page",
};

const keyOf = (entry: RouteDef) => `${entry.method} ${entry.path}`;

let t: TestContext;
beforeAll(async () => {
  // Token sync on, and disk storage (the default), so that every optional route is registered.
  t = await createTestApp({ TOKEN_SYNC_PATH });
});
afterAll(() => t.close());

describe('the route table', () => {
  it('registers every API endpoint from the table: a route outside it fails with its method and path', () => {
    const outside = t.app.registeredRoutes
      .filter((route) => route.entry === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(outside.filter((key) => !(key in NOT_API_ENDPOINTS))).toEqual([]);
    // The list above names only what the app registers (none is left behind when a route goes).
    expect(Object.keys(NOT_API_ENDPOINTS).filter((key) => !outside.includes(key))).toEqual([]);
  });

  it('registers every entry of the table once, at its own path and method', () => {
    const registered = t.app.registeredRoutes
      .filter((route) => route.entry)
      .map((route) => `${route.method} ${route.url}`);
    const entries = ROUTE_LIST.map(keyOf);
    expect(registered.toSorted()).toEqual(entries.toSorted());
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('documents exactly the entries not hidden, at their paths (the OpenAPI document comes from the table)', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((key) => !(key in NOT_API_ENDPOINTS));
    const entries = ROUTE_LIST.filter((entry) => !entry.hide).map(
      (entry) => `${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.toSorted()).toEqual(entries.toSorted());
  });

  it('lists 429 on every documented entry that counts against a rate limit', () => {
    const unlisted = ROUTE_LIST.filter((entry) => entry.rateLimit && !entry.hide && !(429 in entry.responses));
    expect(unlisted.map(keyOf)).toEqual([]);
  });

  it('shows each entry’s rate-limit class in the document as x-rate-limit, with the class’s numbers', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-rate-limit'?: unknown }>>;
    };
    const shown = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        op['x-rate-limit'] ? [[`${method.toUpperCase()} ${path}`, op['x-rate-limit']] as const] : [],
      ),
    );
    const expected = ROUTE_LIST.filter((entry) => entry.rateLimit && !entry.hide).map(
      (entry) =>
        [`${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`, describeRateLimit(entry.rateLimit!)] as const,
    );
    expect(shown.toSorted()).toEqual(expected.toSorted());
    expect(Object.fromEntries(shown)['POST /auth/sessions']).toEqual({
      class: 'sign-in',
      counters: [
        { per: 'ip', max: 100, windowSeconds: 900, setting: 'RATE_LIMIT_SIGNIN_IP' },
        { per: 'email-and-ip', max: 10, windowSeconds: 900, setting: 'RATE_LIMIT_SIGNIN_ACCOUNT' },
        { per: 'email', max: 100, windowSeconds: 900, setting: 'RATE_LIMIT_SIGNIN_ACCOUNT_CEILING' },
        { per: 'session', max: 10, windowSeconds: 900, setting: 'RATE_LIMIT_SIGNIN_ACCOUNT' },
      ],
    });
  });

  it('sets a limit’s numbers in the contract’s table only: no window written anywhere else in the server', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = (fs.readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const writing = files.filter(
      (f) =>
        f !== path.join('identity', 'rate-limit.ts') && /windowMs\s*:/.test(fs.readFileSync(path.join(src, f), 'utf8')),
    );
    expect(writing).toEqual([]);
  });

  it('names each entry by its operationId, so that the web and the document call it the same', () => {
    for (const [name, entry] of Object.entries(routes) as Array<[string, RouteDef]>) {
      expect(entry.operationId ?? name, keyOf(entry)).toBe(name);
    }
  });
});
