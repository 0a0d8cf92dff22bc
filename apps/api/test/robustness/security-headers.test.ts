import net, { type AddressInfo } from 'node:net';
import type { InjectOptions, Response } from 'light-my-request';
import { GENERAL } from '@vendor-portal/contract/messages';
import { buildApp } from '../../src/server.ts';
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

describe('security headers on answers refused before the hooks run', () => {
  it('a malformed percent-encoding: the SPA not-found page for a page path, the JSON error for /api and /auth', async () => {
    const page = await t.app.inject('/%E0%A4%A');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');
    expectSecurityHeaders(page, 'GET /%E0%A4%A');
    for (const url of ['/api/%E0%A4%A', '/auth/%E0%A4%A', '/api/vendorHours/%E0%A4%A']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: GENERAL.badRequest,
        code: 'validation-error',
      });
      expectSecurityHeaders(res, `GET ${url}`);
    }
    const post = await t.app.inject({ method: 'POST', url: '/%E0%A4%A' });
    expect(post.statusCode).toBe(400);
    expectSecurityHeaders(post, 'POST /%E0%A4%A');
  });

  it('over a real socket: 431 for huge headers and 400 for a malformed request carry the headers', async () => {
    const server = await buildApp({
      config: t.config,
      database: t.database,
      mailer: { mode: 'outbox', send: async () => {}, close() {} },
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = server.server.address() as AddressInfo;
      const huge = await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge.status).toBe(431);
      expectSecurityHeaders(huge as unknown as Response, '431');
      expect(JSON.parse(huge.body)).toMatchObject({ statusCode: 431, code: 'validation-error' });
      const broken = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expect(broken.status).toBe(400);
      expectSecurityHeaders(broken as unknown as Response, '400');
      const page = await rawRequest(port, 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(page as unknown as Response, 'GET /%E0%A4%A over HTTP');
    } finally {
      await server.close();
    }
  });
});

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawRequest(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const i = line.indexOf(':');
          return [line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}
