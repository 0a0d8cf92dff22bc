import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_TOKEN_TTL_SECONDS, TokenService } from '../src/identity/tokens.ts';

// identity/tokens.ts remembers the tokens it verified; what it answers must stay what jose would answer.

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const identity = { id: '7a8b2f4e-0000-4000-8000-000000000001', email: 'vendor@example.test' };

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService.verify', () => {
  it('refuses a token it verified before once the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const tokens = new TokenService(SECRET);
    const { idToken } = await tokens.sign(identity);
    expect((await tokens.verify(idToken))?.sub).toBe(identity.id);
    vi.setSystemTime(Date.now() + (ID_TOKEN_TTL_SECONDS - 1) * 1000);
    expect((await tokens.verify(idToken))?.sub).toBe(identity.id);
    vi.setSystemTime(Date.now() + 1000);
    expect(await tokens.verify(idToken)).toBeNull();
    expect(await tokens.verify(idToken)).toBeNull();
  });

  it('refuses a changed copy of a verified token', async () => {
    const tokens = new TokenService(SECRET);
    const { idToken } = await tokens.sign(identity);
    await tokens.verify(idToken);
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${idToken}x`)).toBeNull();
  });

  it('does not take a token signed with another secret, even one verified by another service', async () => {
    const other = new TokenService('another-secret-another-secret-another-secret');
    const { idToken } = await other.sign(identity);
    expect(await other.verify(idToken)).not.toBeNull();
    expect(await new TokenService(SECRET).verify(idToken)).toBeNull();
  });

  it('hands out claims no caller can change for the next request', async () => {
    const tokens = new TokenService(SECRET);
    const { idToken } = await tokens.sign(identity);
    const first = await tokens.verify(idToken);
    expect(() => Object.assign(first!, { role: 'admin' })).toThrow();
    expect((await tokens.verify(idToken))?.role).toBe('vendor');
  });
});
