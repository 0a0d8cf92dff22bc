import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { AUTH } from '@vendor-portal/contract/messages';
import { ApiError } from '../api/api-client.ts';
import { getStoredToken, setStoredToken } from '../browser/storage.ts';
import { SessionStore, type SessionDeps, type SessionStatus } from './session-store.ts';

// docs/product-spec.md §4 "Session status": one test per transition the SPEC lists.

const vendor = { id: 7, title: 'Shine Co.', email: 'v@example.com' } as Vendor;
const session = (idToken: string, email = 'v@example.com') => ({ idToken, expiresIn: 3600, user: { id: 'u1', email } });
const notFound = () => new ApiError(404, 'Vendor not found.', 'not-found');
const serverError = () => new ApiError(500, 'Boom', 'internal-error');

function setup(overrides: Partial<SessionDeps['identity']> = {}, deps: Partial<Omit<SessionDeps, 'identity'>> = {}) {
  const identity = {
    signIn: vi.fn(async () => session('signin-token')),
    createAccount: vi.fn(async () => session('created-token')),
    refresh: vi.fn(async () => ({ idToken: 'refreshed-token', expiresIn: 3600 })),
    signOut: vi.fn(async () => undefined),
    sendPasswordReset: vi.fn(async () => undefined),
    confirmPasswordReset: vi.fn(async () => undefined),
    ...overrides,
  };
  const full: SessionDeps = {
    identity,
    fetchVendor: vi.fn(async () => vendor),
    createVendor: vi.fn(async () => ({ status: 201, vendor })),
    ...deps,
  };
  const store = new SessionStore(full);
  const statuses: SessionStatus[] = [];
  store.subscribe(() => {
    const s = store.getState().status;
    if (statuses.at(-1) !== s) statuses.push(s);
  });
  return { store, identity, deps: full, statuses };
}

beforeEach(() => setStoredToken(null));

describe('initial state', () => {
  it('is idle with no token and no vendor', () => {
    expect(setup().store.getState()).toEqual({ status: 'idle', token: null, vendorId: null, email: null });
  });
});

describe('sign in', () => {
  it('goes loading then signIn with the vendor, storing the force-refreshed token under authToken', async () => {
    const { store, identity, deps, statuses } = setup();
    await store.signIn('v@example.com', 'secret1');
    expect(statuses).toEqual(['loading', 'signIn']);
    expect(identity.signIn).toHaveBeenCalledWith('v@example.com', 'secret1');
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(deps.fetchVendor).toHaveBeenCalledWith('refreshed-token');
    expect(store.getState()).toMatchObject({
      status: 'signIn',
      token: 'refreshed-token',
      vendorId: 7,
      email: 'v@example.com',
    });
    expect(getStoredToken()).toBe('refreshed-token');
  });

  it('a 404 on the vendor fetch gives unauthorized with the token kept', async () => {
    const { store } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(notFound())) });
    await store.signIn('v@example.com', 'secret1');
    expect(store.getState()).toMatchObject({ status: 'unauthorized', token: 'refreshed-token', vendorId: null });
    expect(getStoredToken()).toBe('refreshed-token');
  });

  it('another failure on the vendor fetch also gives unauthorized with the token kept', async () => {
    const { store } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(serverError())) });
    await store.signIn('v@example.com', 'secret1');
    expect(store.getState()).toMatchObject({ status: 'unauthorized', token: 'refreshed-token' });
  });

  it('failed credentials clear the stored token, set signOut and rethrow', async () => {
    setStoredToken('old-token');
    const failure = new ApiError(401, AUTH.invalidCredential, 'invalid-credential');
    const { store, statuses } = setup({ signIn: vi.fn(async () => Promise.reject(failure)) });
    await expect(store.signIn('v@example.com', 'wrong1')).rejects.toBe(failure);
    expect(statuses).toEqual(['loading', 'signOut']);
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(getStoredToken()).toBeNull();
  });
});

describe('sign up', () => {
  const profile = {
    title: 'Shine Co.',
    contactName: 'Jo',
    phone: '(303) 555-0100',
    street1: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
  };

  it('creates an identity, creates the vendor, refetches it and ends in signIn', async () => {
    const { store, identity, deps, statuses } = setup();
    await store.signUp({ email: 'new@example.com', password: 'secret1', ...profile });
    expect(identity.createAccount).toHaveBeenCalledWith('new@example.com', 'secret1');
    expect(deps.createVendor).toHaveBeenCalledWith('created-token', { email: 'new@example.com', ...profile });
    expect(deps.fetchVendor).toHaveBeenCalledWith('created-token');
    expect(statuses).toEqual(['loading', 'signIn']);
    expect(getStoredToken()).toBe('created-token');
  });

  it('with no profile field, an account whose vendor exists (email in use) signs in with that vendor', async () => {
    const { store, deps } = setup();
    await store.signUp({ email: 'new@example.com', password: 'secret1' });
    expect(deps.createVendor).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'signIn', vendorId: vendor.id });
  });

  it('uses the current signed-in identity when there is one', async () => {
    setStoredToken('current-token');
    const { store, identity, deps } = setup();
    await store.signUp({ ...profile });
    expect(identity.createAccount).not.toHaveBeenCalled();
    expect(deps.createVendor).toHaveBeenCalledWith('refreshed-token', expect.objectContaining({ title: 'Shine Co.' }));
    expect(store.getState().status).toBe('signIn');
  });

  it('falls back to sign-in when the email is already in use', async () => {
    const inUse = new ApiError(409, 'taken', 'email-already-in-use');
    const { store, identity } = setup({ createAccount: vi.fn(async () => Promise.reject(inUse)) });
    await store.signUp({ email: 'v@example.com', password: 'secret1', ...profile });
    expect(identity.signIn).toHaveBeenCalledWith('v@example.com', 'secret1');
    expect(store.getState()).toMatchObject({ status: 'signIn', token: 'signin-token' });
  });

  it('reports the email in use when the fallback sign-in fails too, and signs out', async () => {
    const inUse = new ApiError(409, 'taken', 'email-already-in-use');
    const { store } = setup({
      createAccount: vi.fn(async () => Promise.reject(inUse)),
      signIn: vi.fn(async () => Promise.reject(new ApiError(401, 'nope', 'invalid-credential'))),
    });
    await expect(store.signUp({ email: 'v@example.com', password: 'other1' })).rejects.toBe(inUse);
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
  });

  it("fails with 'No authentication credentials provided' without an identity and a password", async () => {
    const { store, identity } = setup();
    await expect(store.signUp({ email: 'v@example.com', ...profile })).rejects.toThrow(AUTH.noCredentials);
    expect(identity.createAccount).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('signOut');
  });

  it('with no profile field (the simple sign-up) stores the token, creates no vendor and is unauthorized', async () => {
    const { store, deps } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(new ApiError(404, 'none'))) });
    await store.signUp({ email: 'new@example.com', password: 'secret1', title: '', city: '  ' });
    expect(deps.createVendor).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'unauthorized', token: 'created-token', vendorId: null });
    expect(getStoredToken()).toBe('created-token');
  });

  it('falls back to the creation response when the refetch fails', async () => {
    const created = { ...vendor, id: 9 };
    const { store } = setup(
      {},
      {
        createVendor: vi.fn(async () => ({ status: 201, vendor: created })),
        fetchVendor: vi.fn(async () => Promise.reject(serverError())),
      },
    );
    await store.signUp({ email: 'new@example.com', password: 'secret1', ...profile });
    expect(store.getState()).toMatchObject({ status: 'signIn', vendorId: 9 });
  });

  it('a creation status other than 200 or 201 gives unauthorized', async () => {
    const { store } = setup({}, { createVendor: vi.fn(async () => ({ status: 202, vendor: null })) });
    await store.signUp({ email: 'new@example.com', password: 'secret1', ...profile });
    expect(store.getState().status).toBe('unauthorized');
  });

  it("a creation 409 sets unauthorized and raises 'Vendor with this email already exists!'", async () => {
    const { store } = setup(
      {},
      { createVendor: vi.fn(async () => Promise.reject(new ApiError(409, 'x', 'conflict'))) },
    );
    await expect(store.signUp({ email: 'new@example.com', password: 'secret1', ...profile })).rejects.toThrow(
      AUTH.vendorExists,
    );
    expect(store.getState()).toMatchObject({ status: 'unauthorized', token: 'created-token' });
  });

  it("another creation failure sets unauthorized and raises 'Failed to create vendor account'", async () => {
    const { store } = setup({}, { createVendor: vi.fn(async () => Promise.reject(serverError())) });
    await expect(store.signUp({ email: 'new@example.com', password: 'secret1', ...profile })).rejects.toThrow(
      AUTH.createVendorFailed,
    );
    expect(store.getState().status).toBe('unauthorized');
  });

  it('any other failure clears the token and sets signOut', async () => {
    const { store } = setup({ createAccount: vi.fn(async () => Promise.reject(serverError())) });
    await expect(store.signUp({ email: 'new@example.com', password: 'secret1', ...profile })).rejects.toThrow('Boom');
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(getStoredToken()).toBeNull();
  });
});

describe('hydrate (app start)', () => {
  it('no stored token gives signOut without any call', async () => {
    const { store, identity, deps } = setup();
    await store.hydrate();
    expect(store.getState().status).toBe('signOut');
    expect(identity.refresh).not.toHaveBeenCalled();
    expect(deps.fetchVendor).not.toHaveBeenCalled();
  });

  it('refreshes the token (forced) and fetches the vendor: signIn', async () => {
    setStoredToken('stored-token');
    const { store, statuses } = setup();
    await store.hydrate();
    expect(statuses).toEqual(['loading', 'signIn']);
    expect(store.getState()).toMatchObject({ token: 'refreshed-token', vendorId: 7 });
    expect(getStoredToken()).toBe('refreshed-token');
  });

  it('keeps the stored token when there is no identity session to refresh', async () => {
    setStoredToken('stored-token');
    const { store, deps } = setup({ refresh: vi.fn(async () => Promise.reject(new ApiError(401, 'x'))) });
    await store.hydrate();
    expect(deps.fetchVendor).toHaveBeenCalledWith('stored-token');
    expect(store.getState().status).toBe('signIn');
  });

  it('a 404 gives unauthorized', async () => {
    setStoredToken('stored-token');
    const { store } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(notFound())) });
    await store.hydrate();
    expect(store.getState()).toMatchObject({ status: 'unauthorized', token: 'refreshed-token' });
  });

  it('another failure clears the token and gives signOut', async () => {
    setStoredToken('stored-token');
    const { store } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(new ApiError(401, 'expired'))) });
    await store.hydrate();
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(getStoredToken()).toBeNull();
  });
});

describe('refresh token (every 50 minutes)', () => {
  it('signOut when there is no stored token', async () => {
    const { store, identity } = setup();
    await store.refreshToken();
    expect(store.getState().status).toBe('signOut');
    expect(identity.refresh).not.toHaveBeenCalled();
  });

  it('signOut when there is no current identity', async () => {
    setStoredToken('stored-token');
    const { store } = setup({ refresh: vi.fn(async () => Promise.reject(new ApiError(401, 'x'))) });
    await store.refreshToken();
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
  });

  it('stores a fresh token and fetches the vendor: signIn, without passing through loading', async () => {
    setStoredToken('stored-token');
    const { store, statuses } = setup();
    await store.refreshToken();
    expect(statuses).not.toContain('loading');
    expect(store.getState().status).toBe('signIn');
    expect(getStoredToken()).toBe('refreshed-token');
  });

  it('unauthorized when no data comes back or on 404', async () => {
    setStoredToken('stored-token');
    const empty = setup({}, { fetchVendor: vi.fn(async () => null) });
    await empty.store.refreshToken();
    expect(empty.store.getState().status).toBe('unauthorized');
    const missing = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(notFound())) });
    await missing.store.refreshToken();
    expect(missing.store.getState().status).toBe('unauthorized');
  });

  it('signOut on another failure', async () => {
    setStoredToken('stored-token');
    const { store } = setup({}, { fetchVendor: vi.fn(async () => Promise.reject(serverError())) });
    await store.refreshToken();
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
  });
});

describe('sign out', () => {
  it('ends the identity session, clears the token and sets signOut', async () => {
    setStoredToken('stored-token');
    const { store, identity } = setup();
    await store.hydrate();
    await store.signOut();
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState()).toEqual({ status: 'signOut', token: null, vendorId: null, email: null });
    expect(getStoredToken()).toBeNull();
  });

  it('signs out locally even if the identity sign-out fails', async () => {
    setStoredToken('stored-token');
    const { store } = setup({ signOut: vi.fn(async () => Promise.reject(new ApiError(0, 'offline'))) });
    await store.signOut();
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(getStoredToken()).toBeNull();
  });
});

describe('reset', () => {
  it('sets signOut and clears vendor and vendorId', async () => {
    setStoredToken('stored-token');
    const { store } = setup();
    await store.hydrate();
    store.reset();
    expect(store.getState()).toMatchObject({ status: 'signOut', vendorId: null });
  });
});

describe('token sync (docs/product-spec.md §7, optional)', () => {
  it('receives every fresh token, and null on sign-out', async () => {
    const syncToken = vi.fn(async (_token: string | null) => undefined);
    const { store } = setup({}, { syncToken });
    await store.signIn('v@example.com', 'secret1');
    await store.signOut();
    expect(syncToken.mock.calls.map((c) => c[0])).toEqual(['signin-token', 'refreshed-token', null]);
  });
});
