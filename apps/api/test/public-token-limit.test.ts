import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import { RATE_LIMITS } from '@vendor-portal/contract/rate-limits';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 54 item 6 (docs/decisions/047-rate-limits-as-classes.md): every public route a link's token opens (/api/public/*)
// is limited per client address as the calendar feed's secret is: guesses of tokens past the limit are 429 with
// Retry-After, counted before the token is read, so that malformed guesses count too.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A well-formed body of each public POST, with a guessed token. */
const PUSH_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const BODIES: Record<string, (token: string) => object> = {
  '/api/public/job/messages': (token) => ({ token, body: 'Is the gate open?' }),
  '/api/public/job/rating': (token) => ({ token, stars: 4, tags: ['tidy'] }),
  '/api/public/job/push': (token) => ({
    token,
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/guess',
      keys: { p256dh: PUSH_KEY, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
  }),
};
const bodyOf = (path: string, token: string) => BODIES[path]?.(token) ?? { token, approve: true };

const publicTokenRoutes = ROUTE_LIST.filter((entry) => entry.path.startsWith('/api/public/'));

describe('public token routes', () => {
  it('each declares the public-token limit and its 429', () => {
    expect(publicTokenRoutes.length).toBeGreaterThan(0);
    for (const entry of publicTokenRoutes) {
      // A customer's page (/api/public/job*) counts its bad links only (job-token): an open page reads often.
      expect(['public-token', 'job-token'], `${entry.method} ${entry.path}`).toContain(entry.rateLimit);
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
          ? t.app.inject({
              method: 'GET',
              url: `${entry.path}?token=${token}`,
              headers: { accept: 'text/event-stream' },
              remoteAddress,
            })
          : t.app.inject({ method: entry.method, url: entry.path, payload: bodyOf(entry.path, token), remoteAddress });
      };
      const address = `203.0.113.${n}`;
      const limit = RATE_LIMITS[entry.rateLimit as 'public-token' | 'job-token'].ip.max;
      for (let i = 0; i < limit; i += 1) {
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
