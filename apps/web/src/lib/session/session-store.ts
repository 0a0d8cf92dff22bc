import type { SessionResponse } from '@vendor-portal/contract/auth';
import type { Vendor } from '@vendor-portal/contract/vendor';
import type { ERROR_CODES } from '@vendor-portal/contract/errors';
import { AUTH } from '@vendor-portal/contract/messages';
import { errorText } from '../errors/error-text.ts';
import { hasCode, isNetworkFailure } from '../errors/parse-error.ts';
import { getStoredToken, readJson, removeKey, setStoredToken, writeJson } from '../browser/storage.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../api/call.ts';
import { createSessionVendor, vendorCreated } from '../api/session/create-session-vendor.ts';
import { fetchVendor } from '../api/session/get-session-vendor.ts';
import { refreshToken } from '../api/session/refresh-token.ts';
import { tokenSync } from '../api/session/sync-token.ts';
import { emailFromToken, staffRoleFromToken } from './token-claims.ts';

// docs/product-spec.md §4 "Session status": idle → loading → signIn | unauthorized | signOut, with the sign in,
// sign up, hydrate, refresh, sign out and reset transitions exactly as the SPEC lists them.
// The store holds the status, the token and the vendorId; the vendor itself lives in the query
// cache (lib/api/get-vendor.ts), read by whoever shows it.

export type SessionStatus = 'idle' | 'loading' | 'signIn' | 'unauthorized' | 'signOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  vendorId: number | null;
  email: string | null;
}

export interface SignUpInput {
  email?: string;
  password?: string;
  title?: string;
  contactName?: string;
  phone?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
}

export const REFRESH_INTERVAL_MS = 3_000_000; // docs/product-spec.md §4: every 50 minutes

/** The identity service's calls the transitions make (lib/api/session/). */
export interface IdentityCalls {
  signIn: (email: string, password: string) => Promise<SessionResponse>;
  createAccount: (email: string, password: string) => Promise<SessionResponse>;
  /** Forced refresh: a fresh idToken from the refresh cookie (rotates it). */
  refresh: () => Promise<{ idToken: string; expiresIn: number }>;
  signOut: () => Promise<void>;
}

export interface SessionDeps {
  identity: IdentityCalls;
  fetchVendor: (token: string) => Promise<Vendor | null>;
  createVendor: (token: string, body: Record<string, string>) => Promise<{ status: number; vendor: Vendor | null }>;
  syncToken?: (token: string | null) => Promise<void>;
}

export const defaultDeps: SessionDeps = {
  identity: {
    // The refresh token comes back in an httpOnly cookie scoped to /auth, so the browser never sees it.
    signIn: (email, password) => call(paths.postAuthSessions, { body: { email, password } }),
    createAccount: (email, password) => call(paths.postAuthAccounts, { body: { email, password } }),
    refresh: refreshToken,
    signOut: async () => {
      await call(paths.deleteAuthSessionsCurrent);
    },
  },
  fetchVendor,
  createVendor: createSessionVendor,
  syncToken: tokenSync(import.meta.env.VITE_TOKEN_SYNC_PATH),
};

// A literal, not the contract's runtime constant: that module pulls zod into the first-load bundle.
const EMAIL_IN_USE: (typeof ERROR_CODES)['emailInUse'] = 'email-already-in-use';

const PROFILE_FIELDS = ['title', 'contactName', 'phone', 'street1', 'city', 'state', 'zipcode'] as const;

const is404 = (err: unknown) => hasCode(err, 'not-found');

/**
 * The vendor last signed in on this device (docs/architecture.md "Phone and calendar"): offline, the
 * vendor fetch cannot answer, and the vendor still reads what was saved, so a start or a token
 * refresh without a network keeps the session of the same email instead of signing out.
 */
const LAST_VENDOR_KEY = 'lastVendor';
interface LastVendor {
  email: string;
  vendorId: number;
}

/**
 * The server could not be reached: no network, or an answer that it is unavailable (503). Like offline, that is
 * not a failed session (issue 28: a reload while the API fails keeps the vendor's pages and saved data).
 */
const serverUnreachable = (err: unknown) => isNetworkFailure(err) || hasCode(err, 'unavailable');

/** What a failed vendor fetch leads to: sign in keeps the token whatever failed (docs/product-spec.md §4). */
type OnFetchFailure = 'unauthorized' | 'signOutUnless404';

export class SessionStore {
  private state: SessionState = { status: 'idle', token: null, vendorId: null, email: null };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: SessionDeps = defaultDeps,
    initial: Partial<SessionState> = {},
  ) {
    this.state = { ...this.state, ...initial };
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private storeToken(token: string | null): void {
    setStoredToken(token);
    this.set({ token, email: emailFromToken(token) ?? (token ? this.state.email : null) });
    void this.deps.syncToken?.(token);
  }

  private signedIn(vendor: Pick<Vendor, 'id'>): void {
    this.endedWithoutAsking = false;
    this.set({ status: 'signIn', vendorId: vendor.id });
    if (this.state.email) writeJson(LAST_VENDOR_KEY, { email: this.state.email, vendorId: vendor.id });
  }

  /** The vendor remembered for this token's email, when the network is what failed. */
  private offlineVendor(token: string, err: unknown): Pick<Vendor, 'id'> | null {
    const last = readJson<LastVendor>(LAST_VENDOR_KEY);
    const email = emailFromToken(token) ?? this.state.email;
    return serverUnreachable(err) && last && email && last.email === email ? { id: last.vendorId } : null;
  }

  /** Set when the last token refresh failed for want of a network. */
  private refreshOffline = false;

  private unauthorized(): void {
    this.set({ status: 'unauthorized', vendorId: null });
  }

  /**
   * Whether the last sign-out came without this tab asking (the server refused the session: a password
   * changed elsewhere, another tab signed out): /login then says why (issue 28). A sign-in clears it.
   */
  endedWithoutAsking = false;

  private signedOut(withoutAsking = true): void {
    this.endedWithoutAsking = withoutAsking;
    removeKey(LAST_VENDOR_KEY);
    // What was saved for offline reading goes with the session (loaded only when there is some).
    void import('../offline/saved-data.ts').then((m) => m.clearSavedData()).catch(() => {});
    this.storeToken(null);
    this.set({ status: 'signOut', vendorId: null });
  }

  /**
   * The step every transition ends with (docs/product-spec.md §4): fetch the vendor, then signIn with it,
   * unauthorized without one (no data, or a 404), and on another failure what `onFailure` says.
   * `fallback` is the vendor to use when the fetch fails (sign up: the creation response).
   */
  private async settle(token: string, onFailure: OnFetchFailure, fallback: Vendor | null = null): Promise<void> {
    // Staff have no vendor, and vendor routes refuse them (docs/architecture.md "Staff and review"):
    // their token's role signs them in to the console.
    if (staffRoleFromToken(token)) return this.set({ status: 'signIn', vendorId: null });
    let vendor: Vendor | null;
    try {
      vendor = await this.deps.fetchVendor(token);
    } catch (err) {
      const offline = onFailure === 'signOutUnless404' ? this.offlineVendor(token, err) : null;
      if (fallback) vendor = fallback;
      else if (offline) return this.signedIn(offline);
      else if (onFailure === 'unauthorized' || is404(err)) vendor = null;
      else return this.signedOut();
    }
    if (vendor) this.signedIn(vendor);
    else this.unauthorized();
  }

  /** Signs in with the identity service and stores the session's token. */
  private async startSession(session: Promise<SessionResponse>): Promise<string> {
    const { idToken, user } = await session;
    this.storeToken(idToken);
    this.set({ email: user.email });
    return idToken;
  }

  /** docs/product-spec.md §4 Sign in. */
  async signIn(email: string, password: string): Promise<void> {
    return this.signInWith(() => this.deps.identity.signIn(email, password));
  }

  /**
   * Sign-in's steps for another call that answers sign-in's shape (docs/features.md "A company with a crew": the
   * invitation link's password, POST /auth/invitations/confirm).
   */
  async signInWith(session: () => Promise<SessionResponse>): Promise<void> {
    this.set({ status: 'loading' });
    try {
      await this.startSession(session());
    } catch (err) {
      this.signedOut();
      throw err;
    }
    // docs/product-spec.md §7: the token refresh is forced on sign-in.
    const token = (await this.tryRefresh()) ?? this.state.token!;
    // A 404 or any other failure on the vendor fetch: authenticated, no vendor; token kept.
    await this.settle(token, 'unauthorized');
  }

  /** docs/product-spec.md §4 Sign up. */
  async signUp(input: SignUpInput): Promise<void> {
    this.set({ status: 'loading' });
    try {
      const token = await this.signUpIdentity(input);
      const profile = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, (input[k] ?? '').trim()]));
      // No profile fields: no vendor is created, and the vendor is looked up (unauthorized without one): an
      // email in use signs in to that account (docs/product-spec.md §4), whose vendor may exist already.
      if (PROFILE_FIELDS.every((k) => !profile[k])) return await this.settle(token, 'unauthorized');
      const body: Record<string, string> = { email: input.email ?? this.state.email ?? '', ...profile };
      if (input.street2) body.street2 = input.street2;
      let created: { status: number; vendor: Vendor | null };
      try {
        created = await this.deps.createVendor(token, body);
      } catch (err) {
        this.unauthorized();
        const text = errorText(err, {
          codes: {
            conflict: AUTH.vendorExists,
            'email-already-in-use': AUTH.vendorExists,
            'validation-error': AUTH.createVendorFailed,
            'network-error': AUTH.createVendorFailed,
            'not-an-api-error': AUTH.createVendorFailed,
          },
          serverError: AUTH.createVendorFailed,
          fallback: AUTH.createVendorFailed,
        });
        throw new VendorCreationError(text, { cause: err });
      }
      if (!vendorCreated(created.status)) {
        this.unauthorized();
        return;
      }
      // Refetched, falling back to the creation response when the refetch fails.
      await this.settle(token, 'unauthorized', created.vendor);
    } catch (err) {
      if (!(err instanceof VendorCreationError)) this.signedOut();
      throw err;
    }
  }

  /** docs/product-spec.md §4 Sign up: the current identity, else a new one, else (email in use) a sign-in. */
  private async signUpIdentity(input: SignUpInput): Promise<string> {
    const current = this.state.token ?? getStoredToken();
    const refreshed = current ? await this.tryRefresh() : null;
    if (refreshed) return refreshed;
    if (!input.email || !input.password) throw new Error(AUTH.noCredentials);
    const { email, password } = input;
    try {
      return await this.startSession(this.deps.identity.createAccount(email, password));
    } catch (err) {
      if (!hasCode(err, EMAIL_IN_USE)) throw err;
      // The email is in use, so sign in with those credentials instead. When that fails too, the
      // caller hears about the email in use (docs/product-spec.md §8 shows that message).
      return this.startSession(this.deps.identity.signIn(email, password).catch(() => Promise.reject(err)));
    }
  }

  /** A fresh token from the refresh cookie, or null when there is no identity session. */
  private async tryRefresh(): Promise<string | null> {
    try {
      const { idToken } = await this.deps.identity.refresh();
      this.storeToken(idToken);
      this.refreshOffline = false;
      return idToken;
    } catch (err) {
      this.refreshOffline = serverUnreachable(err);
      return null;
    }
  }

  /** docs/product-spec.md §4 Hydrate (app start). */
  async hydrate(): Promise<void> {
    const stored = getStoredToken();
    if (!stored) {
      this.set({ status: 'signOut', token: null, vendorId: null });
      return;
    }
    this.set({ status: 'loading', token: stored, email: emailFromToken(stored) });
    const token = (await this.tryRefresh()) ?? stored;
    await this.settle(token, 'signOutUnless404');
  }

  /** docs/product-spec.md §4 Refresh token (every 50 minutes). */
  async refreshToken(): Promise<void> {
    const token = getStoredToken() ? await this.tryRefresh() : null;
    // Offline, the session stays as it is until the network is back.
    if (!token && this.refreshOffline && this.state.status === 'signIn') return;
    if (!token) return this.signedOut();
    await this.settle(token, 'signOutUnless404');
  }

  /**
   * A new idToken the server gave this session (a password change ended the old one): used from the
   * next call on, without a refresh, which would race a navigation for the rotated cookie.
   */
  adoptToken(token: string): void {
    this.storeToken(token);
  }

  /** docs/product-spec.md §4 Sign out: even if the identity sign-out fails. */
  async signOut(): Promise<void> {
    // This device's alerts end with the session (docs/architecture.md "Alerts on the phone"), while the token works.
    // Loaded at sign-out: the push code stays out of every page's first load (/login's budget).
    await (await import('../push/this-device.ts')).endThisDevice();
    try {
      await this.deps.identity.signOut();
    } catch {
      /* signed out locally all the same */
    }
    this.signedOut(false);
  }

  /**
   * The session ended without this tab asking: another tab signed out (the stored token is gone) or the server
   * refused the token (a 401). Signs this tab out at once, without calling the identity service again; the
   * route guard then shows /login and returns to where the vendor was.
   */
  endedElsewhere(): void {
    if (this.state.status === 'signOut' || this.state.status === 'idle') return;
    this.signedOut();
  }

  /** docs/product-spec.md §4 Reset. */
  reset(): void {
    this.set({ status: 'signOut', vendorId: null });
  }

  /** After onboarding creates the vendor: the identity now has one (its data goes in the cache). */
  setVendor(vendor: Pick<Vendor, 'id'> | null): void {
    if (vendor) this.signedIn(vendor);
    else this.unauthorized();
  }
}

/** docs/product-spec.md §4: a vendor creation failure leaves the session unauthorized (not signed out). */
export class VendorCreationError extends Error {}
