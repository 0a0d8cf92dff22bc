import { describe, expect, it } from 'vitest';
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
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a token sync path under /auth/', () => {
    expect(loadConfig({ TOKEN_SYNC_PATH: '/auth/session-sync' }).TOKEN_SYNC_PATH).toBe('/auth/session-sync');
  });
});
