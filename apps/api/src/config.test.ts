import { describe, expect, it } from 'vitest';
import { DEFAULT_OPS_CONTACT } from '@vendor-portal/contract/ops-contact';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.storage).toBe('disk');
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ AUTH_SECRET: 'short' }, /^Invalid configuration: AUTH_SECRET /],
    [{ SEED_DEMO: 'perhaps' }, /^Invalid configuration: SEED_DEMO /],
    [{ S3_BUCKET: 'b' }, /^Invalid configuration: S3_ENDPOINT /],
    [{ TOKEN_SYNC_PATH: '/session-sync' }, /^Invalid configuration: TOKEN_SYNC_PATH must be a path under \/auth\//],
    [{ TOKEN_SYNC_PATH: '/auth/a b' }, /^Invalid configuration: TOKEN_SYNC_PATH /],
    [{ WEB_CONCURRENCY: '0' }, /^Invalid configuration: WEB_CONCURRENCY must be a whole number of workers, 1 or more$/],
    [{ WEB_CONCURRENCY: '-1' }, /^Invalid configuration: WEB_CONCURRENCY must be a whole number/],
    [{ WEB_CONCURRENCY: 'abc' }, /^Invalid configuration: WEB_CONCURRENCY must be a whole number/],
    [{ WEB_CONCURRENCY: '1.5' }, /^Invalid configuration: WEB_CONCURRENCY must be a whole number/],
    [{ WEB_CONCURRENCY: '2' }, /^Invalid configuration: WEB_CONCURRENCY 2 needs DATABASE_URL \(PostgreSQL\)/],
    [{ IDENTITY_CACHE: 'maybe' }, /^Invalid configuration: IDENTITY_CACHE /],
    [
      { PUSH_ENDPOINT_ALLOW: 'http://push.example.com' },
      /^Invalid configuration: PUSH_ENDPOINT_ALLOW has http:\/\/push.example.com: only https:/,
    ],
    [
      { PUSH_ENDPOINT_ALLOW: 'not a url' },
      /^Invalid configuration: PUSH_ENDPOINT_ALLOW has not a url, which is not an origin$/,
    ],
    [{ PUSH_CONTACT: 'ops@example.com' }, /^Invalid configuration: PUSH_CONTACT must be a mailto: or https: URL$/],
    [
      { VAPID_PUBLIC_KEY: 'x'.repeat(87) },
      /^Invalid configuration: VAPID_PRIVATE_KEY is required when the other VAPID key is set$/,
    ],
    [{ OPS_CONTACT_PHONE: 'call us' }, /^Invalid configuration: OPS_CONTACT_PHONE must be a phone number/],
    [{ OPS_CONTACT_PHONE: '123' }, /^Invalid configuration: OPS_CONTACT_PHONE must be a phone number/],
    [{ OPS_CONTACT_EMAIL: 'ops at example' }, /^Invalid configuration: OPS_CONTACT_EMAIL must be an email address$/],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('runs one worker by default, several on PostgreSQL; keeps the identity cache on unless told', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://h/db' }).WEB_CONCURRENCY).toBe(4);
    expect(loadConfig({}).IDENTITY_CACHE).toBe(true);
    expect(loadConfig({ IDENTITY_CACHE: 'off' }).IDENTITY_CACHE).toBe(false);
  });

  it('has the operations team’s contact, with defaults (issue 38 item 13)', () => {
    expect(loadConfig({})).toMatchObject({
      OPS_CONTACT_PHONE: DEFAULT_OPS_CONTACT.phone,
      OPS_CONTACT_EMAIL: DEFAULT_OPS_CONTACT.email,
    });
    expect(loadConfig({ OPS_CONTACT_PHONE: '+1 303.555.0123', OPS_CONTACT_EMAIL: 'ops@fixit.test' })).toMatchObject({
      OPS_CONTACT_PHONE: '+1 303.555.0123',
      OPS_CONTACT_EMAIL: 'ops@fixit.test',
    });
  });

  it('accepts a token sync path under /auth/', () => {
    expect(loadConfig({ TOKEN_SYNC_PATH: '/auth/session-sync' }).TOKEN_SYNC_PATH).toBe('/auth/session-sync');
  });
});
