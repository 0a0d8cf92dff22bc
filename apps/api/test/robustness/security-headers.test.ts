import type { InjectOptions, Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, opsHeaders, type TestContext, type TestVendor } from '../helpers.ts';
import { listRoutes, type RouteInfo } from './support.ts';

// "Security headers on every answer": every route the server publishes (with and without
// credentials, so success and error answers), the SPA, hashed assets, unknown paths and health.

let t: TestContext;
let routes: RouteInfo[];
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  vendor = await createTestVendor(t.app);
});
afterAll(async () => t.close());

/** A request for a route template: ids filled with 1, no body (the answer may be any status). */
const requestFor = (route: RouteInfo, headers: Record<string, string>): InjectOptions => ({
  method: route.method as InjectOptions['method'],
  url: route.path.replace(/\{[^}]+\}/g, '1'),
  headers,
});

function expectSecurityHeaders(res: Response, label: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${label}: script-src`).toContain("'self'");
  expect(scriptSrc, `${label}: no inline scripts`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, `${label}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{7,}/);
}

describe('security headers on every answer', () => {
  it('every published route, with and without credentials', async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const credentials = route.access === 'ops' ? opsHeaders : vendor.headers;
      for (const headers of [credentials, {}]) {
        const res = await t.app.inject(requestFor(route, headers));
        const label = `${route.key} → ${res.statusCode}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expectSecurityHeaders(res, label);
      }
    }
  });

  it('marks every answer of an authenticated API route no-store, success or error', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      for (const headers of [route.access === 'ops' ? opsHeaders : vendor.headers, {}]) {
        const res = await t.app.inject(requestFor(route, headers));
        expect(res.headers['cache-control'], `${route.key} → ${res.statusCode}`).toBe('no-store');
      }
    }
  });

  it('never lets a shared cache keep the identity answers that carry tokens', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sessions',
      payload: { email: vendor.email, password: vendor.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('the SPA, hashed assets, unknown paths and health checks', async () => {
    for (const url of [
      '/',
      '/login',
      '/appointments/12',
      '/assets/app-abc123.js',
      '/api/nothing',
      '/auth/nothing',
      '/healthz',
      '/livez',
      '/api/openapi.json',
    ]) {
      const res = await t.app.inject(url);
      expectSecurityHeaders(res, `${url} → ${res.statusCode}`);
    }
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject('/login');
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});
