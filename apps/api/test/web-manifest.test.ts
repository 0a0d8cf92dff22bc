import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

// docs/architecture.md "Phone and calendar": /manifest.webmanifest names BRAND_NAME, written at run time.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ BRAND_NAME: 'FixIt Pros' });
});
afterAll(() => ctx.close());

describe('GET /manifest.webmanifest', () => {
  it('is an installable manifest with the run-time brand', async () => {
    const res = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'FixIt Pros Vendor Portal',
      short_name: 'FixIt Pros',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('is allowed by the Content Security Policy, as the service worker is', async () => {
    const csp = (await ctx.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
