import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import { PUBLIC_TOKEN_LIMIT } from '../src/identity/rate-limit.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 54 item 6 (docs/architecture.md "Rate limits"): every public route a link's token opens (/api/public/*)
// is limited per client address as the calendar feed's secret is: guesses of tokens past the limit are 429 with
// Retry-After, counted before the token is read, so that malformed guesses count too.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const publicTokenRoutes = ROUTE_LIST.filter((entry) => entry.path.startsWith('/api/public/'));

describe('public token routes', () => {
  it('each declares the public-token limit and its 429', () => {
    expect(publicTokenRoutes.length).toBeGreaterThan(0);
    for (const entry of publicTokenRoutes) {
      expect(entry.rateLimit, `${entry.method} ${entry.path}`).toBe('public-token');
      expect(Object.keys(entry.responses), `${entry.method} ${entry.path}`).toContain('429');
    }
  });

  it('answer random tokens with 400 up to the limit per address, then 429 with Retry-After; another address is not held', async () => {
    let n = 0;
    for (const entry of publicTokenRoutes) {
      n += 1;
      const guess = (remoteAddress: string) => {
        const token = crypto.randomBytes(24).toString('base64url');
        return entry.method === 'GET'
          ? t.app.inject({ method: 'GET', url: `${entry.path}?token=${token}`, remoteAddress })
          : t.app.inject({ method: entry.method, url: entry.path, payload: { token, approve: true }, remoteAddress });
      };
      const address = `203.0.113.${n}`;
      for (let i = 0; i < PUBLIC_TOKEN_LIMIT.max; i += 1) {
        const res = await guess(address);
        expect(res.statusCode, `${entry.method} ${entry.path} #${i}: ${res.body}`).toBe(400);
      }
      const held = await guess(address);
      expect(held.statusCode, `${entry.method} ${entry.path}`).toBe(429);
      expect(held.json()).toMatchObject({ code: 'too-many-requests' });
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect((await guess(`198.51.100.${n}`)).statusCode).toBe(400);
    }
  });
});
