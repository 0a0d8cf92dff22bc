import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

// docs/decisions/006: the web build prerenders pages and lists them in prerender.json; the server sends each
// for its path, with the brand filled in, never cached, under the same headers as index.html.

const page = (name: string) => `<!doctype html><title>__BRAND_NAME__</title><div id="root">${name}</div>`;

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-prerendered-'));
  for (const name of [
    'index',
    'login',
    'reset-password',
    'reset-password-no-link',
    'not-found',
    'approve',
    'approve-es',
  ])
    fs.writeFileSync(path.join(webDist, `${name}.html`), page(name));
  fs.writeFileSync(
    path.join(webDist, 'prerender.json'),
    JSON.stringify({
      pages: [
        { file: 'login.html', path: '/login' },
        { file: 'reset-password.html', path: '/reset-password', query: 'token' },
        { file: 'reset-password-no-link.html', path: '/reset-password' },
        // The customer's page in the customer's language (issue 46): a `value` matches that value only.
        { file: 'approve-es.html', path: '/approve', query: 'lang', value: 'es' },
        { file: 'approve.html', path: '/approve' },
      ],
      notFound: 'not-found.html',
      appPaths: ['/login', '/reset-password', '/', '/appointments/:id', '/ops/vendors/:id'],
    }),
  );
  t = await createTestApp({ BRAND_NAME: 'Sparkle & Co', WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it.each([
    ['/login', 'login'],
    ['/LOGIN/', 'login'],
    ['/login?from=x', 'login'],
    ['/reset-password?token=abc', 'reset-password'],
    ['/reset-password', 'reset-password-no-link'],
    ['/reset-password?token=', 'reset-password-no-link'],
    ['/', 'index'],
    ['/appointments/12', 'index'],
    ['/ops/vendors/3/', 'index'],
    ['/no/such/page', 'not-found'],
    ['/appointments/12/more', 'not-found'],
    ['/loginx', 'not-found'],
    ['/approve?token=abc', 'approve'],
    ['/approve?token=abc&lang=es', 'approve-es'],
    ['/approve?token=abc&lang=en', 'approve'],
    ['/approve?token=abc&lang=fr', 'approve'],
  ])('%s gets %s.html, with the brand, never cached', async (url, name) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(`<!doctype html><title>Sparkle &#38; Co</title><div id="root">${name}</div>`);
  });

  it('sends the not-found page as the 404 of an undecodable page path', async () => {
    const res = await t.app.inject('/%E0%A4%A');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not-found');
  });

  it.each(['/login.html', '/not-found.html', '/index.html', '/prerender.json'])(
    'never sends the build file %s as it is (without the brand)',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.body).not.toContain('__BRAND_NAME__');
      expect(res.body).not.toContain('"appPaths"');
    },
  );
});
