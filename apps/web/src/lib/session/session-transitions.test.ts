import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@vendor-portal/contract/auth';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { fakeIdToken } from '../../test/tokens.ts';
import { ApiError } from '../api/api-client.ts';
import { getStoredToken, removeKey, setStoredToken, writeJson } from '../browser/storage.ts';
import { defaultDeps, SessionStore, type SessionDeps, type SessionState } from './session-store.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/product-spec.md §4 "Session status", as a table: every transition the SPEC lists is one row (starting
// state, event, what the servers answer, expected state). session-store.test.ts checks the calls.

const vendor = { id: 7, title: 'Shine Co.' } as Vendor;
const created = { id: 9, title: 'Shine Co.' } as Vendor;
const fail = (status: number, code?: string) => () => Promise.reject(new ApiError(status, `failed ${status}`, code));
const session = (idToken: string) => async () => ({
  idToken,
  expiresIn: 3600,
  user: { id: 'u1', email: 'v@example.com' },
});
const profile = {
  title: 'Shine Co.',
  contactName: 'Jo',
  phone: '3035550100',
  street1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
};

type Answer<T> = () => Promise<T>;
interface Answers {
  signIn?: Answer<unknown>;
  createAccount?: Answer<unknown>;
  refresh?: Answer<unknown>;
  fetchVendor?: Answer<Vendor | null>;
  createVendor?: Answer<{ status: number; vendor: Vendor | null }>;
  signOut?: Answer<unknown>;
  /** The call that signInWith is given (the join page's POST /auth/invitations/confirm). */
  join?: Answer<unknown>;
}
type Event =
  | 'signIn'
  | 'signUp'
  | 'signUpNoProfile'
  | 'signUpNoPassword'
  | 'join'
  | 'hydrate'
  | 'refreshToken'
  | 'signOut'
  | 'reset';
interface Row {
  name: string;
  /** The token in local storage before the event (the starting state is signed out without one). */
  stored?: string;
  start?: Partial<SessionState>;
  event: Event;
  answers?: Answers;
  expected: Pick<SessionState, 'status' | 'token' | 'vendorId'>;
  /** The event rejects with this message. */
  throws?: string;
  /** The vendor last signed in on this device (kept for offline starts). */
  remembered?: { email: string; vendorId: number };
}

const signedIn = { status: 'signIn', token: 'old', vendorId: 7 } as const;
// A staff member's token (docs/architecture.md "Staff and review": the `role` claim).
const staffToken = fakeIdToken({ email: 'r@example.com', role: 'reviewer' });
const staffRefresh = async () => ({ idToken: staffToken, expiresIn: 3600 });

// A token that names its email, as the identity service's do.
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const OFFLINE_TOKEN = `${b64({ alg: 'HS256' })}.${b64({ email: 'v@example.com' })}.c2ln`;
const remembered = { email: 'v@example.com', vendorId: 7 };

const rows: Row[] = [
  // Sign in
  { name: 'sign in: vendor found', event: 'signIn', expected: { status: 'signIn', token: 'refreshed', vendorId: 7 } },
  {
    name: 'sign in: vendor 404 keeps the token',
    event: 'signIn',
    answers: { fetchVendor: fail(404) },
    expected: { status: 'unauthorized', token: 'refreshed', vendorId: null },
  },
  {
    name: 'sign in: other vendor failure keeps the token',
    event: 'signIn',
    answers: { fetchVendor: fail(500) },
    expected: { status: 'unauthorized', token: 'refreshed', vendorId: null },
  },
  {
    name: 'sign in: bad credentials clear the stored token and rethrow',
    stored: 'old',
    event: 'signIn',
    answers: { signIn: fail(401) },
    expected: { status: 'signOut', token: null, vendorId: null },
    throws: 'failed 401',
  },
  // Join (docs/features.md "A company with a crew": the invitation link's password signs in with sign-in's steps)
  {
    name: 'join: the invitation confirmed signs the member in to its company',
    event: 'join',
    expected: { status: 'signIn', token: 'refreshed', vendorId: 7 },
  },
  {
    name: 'join: the refresh fails, the token the confirmation answered is kept',
    event: 'join',
    answers: { refresh: fail(401) },
    expected: { status: 'signIn', token: 'joined', vendorId: 7 },
  },
  {
    name: 'join: a used or expired link (400) clears the stored token and rethrows',
    stored: 'old',
    event: 'join',
    answers: { join: fail(400, 'validation-error') },
    expected: { status: 'signOut', token: null, vendorId: null },
    throws: 'failed 400',
  },
  // Sign up
  {
    name: 'sign up: new identity, vendor created and refetched',
    event: 'signUp',
    answers: { refresh: fail(401) },
    expected: { status: 'signIn', token: 'created', vendorId: 7 },
  },
  {
    name: 'sign up: the current identity is used',
    stored: 'old',
    event: 'signUp',
    expected: { status: 'signIn', token: 'refreshed', vendorId: 7 },
  },
  {
    name: 'sign up: email in use falls back to sign in',
    event: 'signUp',
    answers: { refresh: fail(401), createAccount: fail(409, 'email-already-in-use') },
    expected: { status: 'signIn', token: 'signed-in', vendorId: 7 },
  },
  {
    name: 'sign up: no identity and no password',
    event: 'signUpNoPassword',
    answers: { refresh: fail(401) },
    expected: { status: 'signOut', token: null, vendorId: null },
    throws: AUTH.noCredentials,
  },
  {
    name: 'sign up: no profile field gives unauthorized',
    event: 'signUpNoProfile',
    answers: { refresh: fail(401), fetchVendor: fail(404) },
    expected: { status: 'unauthorized', token: 'created', vendorId: null },
  },
  {
    name: 'sign up: no profile field, email in use: the account signed in to has a vendor',
    event: 'signUpNoProfile',
    answers: { refresh: fail(401), createAccount: fail(409, 'email-already-in-use') },
    expected: { status: 'signIn', token: 'signed-in', vendorId: 7 },
  },
  {
    name: 'sign up: refetch fails, the creation response is used',
    event: 'signUp',
    answers: { refresh: fail(401), fetchVendor: fail(500) },
    expected: { status: 'signIn', token: 'created', vendorId: 9 },
  },
  {
    name: 'sign up: creation status other than 200 or 201',
    event: 'signUp',
    answers: { refresh: fail(401), createVendor: async () => ({ status: 204, vendor: null }) },
    expected: { status: 'unauthorized', token: 'created', vendorId: null },
  },
  {
    name: 'sign up: creation 409',
    event: 'signUp',
    answers: { refresh: fail(401), createVendor: fail(409) },
    expected: { status: 'unauthorized', token: 'created', vendorId: null },
    throws: AUTH.vendorExists,
  },
  {
    name: 'sign up: other creation failure',
    event: 'signUp',
    answers: { refresh: fail(401), createVendor: fail(500) },
    expected: { status: 'unauthorized', token: 'created', vendorId: null },
    throws: AUTH.createVendorFailed,
  },
  {
    name: 'sign up: any other failure clears the token',
    event: 'signUp',
    answers: { refresh: fail(401), createAccount: fail(500) },
    expected: { status: 'signOut', token: null, vendorId: null },
    throws: 'failed 500',
  },
  // Hydrate
  { name: 'hydrate: no stored token', event: 'hydrate', expected: { status: 'signOut', token: null, vendorId: null } },
  {
    name: 'hydrate: vendor found',
    stored: 'old',
    event: 'hydrate',
    expected: { status: 'signIn', token: 'refreshed', vendorId: 7 },
  },
  {
    name: 'hydrate: no identity session keeps the stored token',
    stored: 'old',
    event: 'hydrate',
    answers: { refresh: fail(401) },
    expected: { status: 'signIn', token: 'old', vendorId: 7 },
  },
  {
    name: 'hydrate: vendor 404',
    stored: 'old',
    event: 'hydrate',
    answers: { fetchVendor: fail(404) },
    expected: { status: 'unauthorized', token: 'refreshed', vendorId: null },
  },
  {
    name: 'hydrate: other vendor failure clears the token',
    stored: 'old',
    event: 'hydrate',
    answers: { fetchVendor: fail(401) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  // Staff: signed in by the token's role, without a vendor (vendor routes refuse staff).
  {
    name: 'sign in: a staff token is signed in without a vendor',
    event: 'signIn',
    answers: { refresh: staffRefresh, fetchVendor: fail(403) },
    expected: { status: 'signIn', token: staffToken, vendorId: null },
  },
  {
    name: 'hydrate: a staff token stays signed in',
    stored: 'old',
    event: 'hydrate',
    answers: { refresh: staffRefresh, fetchVendor: fail(403) },
    expected: { status: 'signIn', token: staffToken, vendorId: null },
  },
  // Offline (docs/architecture.md "Phone and calendar"): no network is not a failed session.
  {
    name: 'hydrate: offline keeps the vendor remembered for this email',
    stored: OFFLINE_TOKEN,
    remembered,
    event: 'hydrate',
    answers: { refresh: fail(0), fetchVendor: fail(0) },
    expected: { status: 'signIn', token: OFFLINE_TOKEN, vendorId: 7 },
  },
  {
    name: 'hydrate: a server that answers it is unavailable (503) keeps the vendor remembered for this email',
    stored: OFFLINE_TOKEN,
    remembered,
    event: 'hydrate',
    answers: { refresh: fail(503), fetchVendor: fail(503) },
    expected: { status: 'signIn', token: OFFLINE_TOKEN, vendorId: 7 },
  },
  {
    name: 'hydrate: offline with another email remembered clears the token',
    stored: OFFLINE_TOKEN,
    remembered: { email: 'other@example.com', vendorId: 8 },
    event: 'hydrate',
    answers: { refresh: fail(0), fetchVendor: fail(0) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'hydrate: a refused vendor fetch signs out even with a vendor remembered',
    stored: OFFLINE_TOKEN,
    remembered,
    event: 'hydrate',
    answers: { fetchVendor: fail(401) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'refresh: offline keeps the session as it is',
    stored: OFFLINE_TOKEN,
    start: { ...signedIn, token: OFFLINE_TOKEN },
    event: 'refreshToken',
    answers: { refresh: fail(0) },
    expected: { status: 'signIn', token: OFFLINE_TOKEN, vendorId: 7 },
  },
  // Refresh token
  {
    name: 'refresh: no stored token',
    start: signedIn,
    event: 'refreshToken',
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'refresh: no current identity',
    stored: 'old',
    start: signedIn,
    event: 'refreshToken',
    answers: { refresh: fail(401) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'refresh: vendor found',
    stored: 'old',
    start: signedIn,
    event: 'refreshToken',
    expected: { status: 'signIn', token: 'refreshed', vendorId: 7 },
  },
  {
    name: 'refresh: no data',
    stored: 'old',
    start: signedIn,
    event: 'refreshToken',
    answers: { fetchVendor: async () => null },
    expected: { status: 'unauthorized', token: 'refreshed', vendorId: null },
  },
  {
    name: 'refresh: vendor 404',
    stored: 'old',
    start: signedIn,
    event: 'refreshToken',
    answers: { fetchVendor: fail(404) },
    expected: { status: 'unauthorized', token: 'refreshed', vendorId: null },
  },
  {
    name: 'refresh: other vendor failure',
    stored: 'old',
    start: signedIn,
    event: 'refreshToken',
    answers: { fetchVendor: fail(500) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  // Sign out, reset
  {
    name: 'sign out',
    stored: 'old',
    start: signedIn,
    event: 'signOut',
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'sign out: even if the identity sign-out fails',
    stored: 'old',
    start: signedIn,
    event: 'signOut',
    answers: { signOut: fail(0) },
    expected: { status: 'signOut', token: null, vendorId: null },
  },
  {
    name: 'reset',
    stored: 'old',
    start: signedIn,
    event: 'reset',
    expected: { status: 'signOut', token: 'old', vendorId: null },
  },
];

function depsFor(a: Answers = {}): SessionDeps {
  return {
    identity: {
      signIn: vi.fn(a.signIn ?? session('signed-in')),
      createAccount: vi.fn(a.createAccount ?? session('created')),
      refresh: vi.fn(a.refresh ?? (async () => ({ idToken: 'refreshed', expiresIn: 3600 }))),
      signOut: vi.fn(a.signOut ?? (async () => undefined)),
      sendPasswordReset: vi.fn(),
      confirmPasswordReset: vi.fn(),
    } as SessionDeps['identity'],
    fetchVendor: vi.fn(a.fetchVendor ?? (async () => vendor)),
    createVendor: vi.fn(a.createVendor ?? (async () => ({ status: 201, vendor: created }))),
  };
}

function run(store: SessionStore, event: Event, answers: Answers = {}): Promise<void> {
  switch (event) {
    case 'join':
      return store.signInWith((answers.join ?? session('joined')) as () => Promise<SessionResponse>);
    case 'signIn':
      return store.signIn('v@example.com', 'secret1');
    case 'signUp':
      return store.signUp({ email: 'v@example.com', password: 'secret1', ...profile });
    case 'signUpNoProfile':
      return store.signUp({ email: 'v@example.com', password: 'secret1' });
    case 'signUpNoPassword':
      return store.signUp({ email: 'v@example.com', ...profile });
    case 'reset':
      return Promise.resolve(store.reset());
    default:
      return store[event]();
  }
}

beforeEach(() => setStoredToken(null));

describe('docs/product-spec.md §4 session transitions', () => {
  it.each(rows)('$name', async (row) => {
    setStoredToken(row.stored ?? null);
    if (row.remembered) writeJson('lastVendor', row.remembered);
    else removeKey('lastVendor');
    const store = new SessionStore(depsFor(row.answers), row.start);
    const done = run(store, row.event, row.answers);
    if (row.throws) await expect(done).rejects.toThrow(row.throws);
    else await done;
    expect(store.getState()).toMatchObject(row.expected);
    if (row.event !== 'reset') expect(getStoredToken()).toBe(row.expected.token);
  });
});

describe('POST /vendor (docs/product-spec.md §7: success is 200 or 201)', () => {
  it.each([
    [201, 'signIn'],
    [200, 'signIn'],
    [202, 'unauthorized'],
  ] as const)('the status the server answered decides: %i gives %s', async (status, expected) => {
    server.use(
      http.post('/api/vendor', () => HttpResponse.json(created, { status })),
      mockRoute(paths.getVendor).reply(() => created),
    );
    const { identity } = depsFor({ refresh: fail(401) });
    const store = new SessionStore({ ...defaultDeps, identity, syncToken: undefined });
    await store.signUp({ email: 'v@example.com', password: 'secret1', ...profile });
    expect(store.getState().status).toBe(expected);
  });
});
