import type { Vendor } from '@vendor-portal/contract/vendor';
import type { ERROR_CODES } from '@vendor-portal/contract/errors';
import { AUTH } from '@vendor-portal/contract/messages';
import { ApiError, apiRequest, unwrapList } from '../api-client.ts';
import { getStoredToken, setStoredToken } from '../storage.ts';
import { emailFromToken, identityClient, type IdentityClient } from './identity-client.ts';

// SPEC §4 "Session status": idle → loading → signIn | unauthorized | signOut, with the sign in,
// sign up, hydrate, refresh, sign out and reset transitions exactly as the SPEC lists them.

export type SessionStatus = 'idle' | 'loading' | 'signIn' | 'unauthorized' | 'signOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  vendorId: number | null;
  vendor: Vendor | null;
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

export const REFRESH_INTERVAL_MS = 3_000_000; // SPEC §4: every 50 minutes

export interface SessionDeps {
  identity: IdentityClient;
  fetchVendor: (token: string) => Promise<Vendor | null>;
  createVendor: (token: string, body: Record<string, string>) => Promise<{ status: number; vendor: Vendor | null }>;
  syncToken?: (token: string | null) => Promise<void>;
}

/** GET /vendor answers a vendor or {data:[vendor]}: the first entry is used (SPEC §7). */
export async function fetchVendor(token: string): Promise<Vendor | null> {
  const payload = await apiRequest<unknown>('/vendor', { token });
  const list = unwrapList<Vendor>(payload);
  if (list) return list[0] ?? null;
  return (payload as Vendor | null) ?? null;
}

async function createVendorCall(token: string, body: Record<string, string>) {
  const vendor = await apiRequest<Vendor>('/vendor', { method: 'POST', token, body });
  return { status: 201, vendor };
}

/** Optional same-origin token sync (SPEC §7): POST with the token, DELETE when there is none. */
export function tokenSync(path: string | undefined) {
  if (!path) return undefined;
  return async (token: string | null) => {
    try {
      await apiRequest(path, { base: '', method: token ? 'POST' : 'DELETE', token });
    } catch {
      /* best effort */
    }
  };
}

export const defaultDeps: SessionDeps = {
  identity: identityClient,
  fetchVendor,
  createVendor: createVendorCall,
  syncToken: tokenSync(import.meta.env.VITE_TOKEN_SYNC_PATH),
};

// A literal, not the contract's runtime constant: that module pulls zod into the first-load bundle.
const EMAIL_IN_USE: (typeof ERROR_CODES)['emailInUse'] = 'email-already-in-use';

const PROFILE_FIELDS = ['title', 'contactName', 'phone', 'street1', 'city', 'state', 'zipcode'] as const;

const is404 = (err: unknown) => err instanceof ApiError && err.status === 404;

export class SessionStore {
  private state: SessionState = { status: 'idle', token: null, vendorId: null, vendor: null, email: null };
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

  private signedIn(vendor: Vendor): void {
    this.set({ status: 'signIn', vendor, vendorId: vendor.id });
  }

  private unauthorized(): void {
    this.set({ status: 'unauthorized', vendor: null, vendorId: null });
  }

  private signedOut(): void {
    this.storeToken(null);
    this.set({ status: 'signOut', vendor: null, vendorId: null });
  }

  /** SPEC §4 Sign in. */
  async signIn(email: string, password: string): Promise<void> {
    this.set({ status: 'loading' });
    try {
      const session = await this.deps.identity.signIn(email, password);
      this.storeToken(session.idToken);
      this.set({ email: session.user.email });
    } catch (err) {
      this.signedOut();
      throw err;
    }
    // SPEC §7: the token refresh is forced on sign-in.
    const token = (await this.tryRefresh()) ?? this.state.token!;
    try {
      const vendor = await this.deps.fetchVendor(token);
      if (vendor) this.signedIn(vendor);
      else this.unauthorized();
    } catch {
      // A 404 or any other failure on the vendor fetch: authenticated, no vendor; token kept.
      this.unauthorized();
    }
  }

  /** SPEC §4 Sign up. */
  async signUp(input: SignUpInput): Promise<void> {
    this.set({ status: 'loading' });
    try {
      let token = this.state.token ?? getStoredToken();
      const hasIdentity = Boolean(token && (await this.tryRefresh()));
      if (hasIdentity) {
        token = this.state.token;
      } else {
        if (!input.email || !input.password) throw new Error(AUTH.noCredentials);
        try {
          const session = await this.deps.identity.createAccount(input.email, input.password);
          token = session.idToken;
          this.storeToken(token);
          this.set({ email: session.user.email });
        } catch (err) {
          if (!(err instanceof ApiError && err.code === EMAIL_IN_USE)) throw err;
          // SPEC §4: the email is in use, so sign in with those credentials instead. When that
          // fails too, the caller hears about the email in use (SPEC §8 shows that message).
          const session = await this.deps.identity.signIn(input.email, input.password).catch(() => {
            throw err;
          });
          token = session.idToken;
          this.storeToken(token);
          this.set({ email: session.user.email });
        }
      }
      const profile = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, (input[k] ?? '').trim()]));
      if (PROFILE_FIELDS.every((k) => !profile[k])) {
        this.unauthorized();
        return;
      }
      const body: Record<string, string> = { email: input.email ?? this.state.email ?? '', ...profile };
      if (input.street2) body.street2 = input.street2;
      let created: { status: number; vendor: Vendor | null };
      try {
        created = await this.deps.createVendor(token!, body);
      } catch (err) {
        this.unauthorized();
        throw new VendorCreationError(err instanceof ApiError && err.status === 409 ? AUTH.vendorExists : AUTH.createVendorFailed, { cause: err });
      }
      if (created.status !== 200 && created.status !== 201) {
        this.unauthorized();
        return;
      }
      let vendor: Vendor | null = null;
      try {
        vendor = await this.deps.fetchVendor(token!);
      } catch {
        /* fall back to the creation response */
      }
      vendor ??= created.vendor;
      if (vendor) this.signedIn(vendor);
      else this.unauthorized();
    } catch (err) {
      if (!(err instanceof VendorCreationError)) this.signedOut();
      throw err;
    }
  }

  /** A fresh token from the refresh cookie, or null when there is no identity session. */
  private async tryRefresh(): Promise<string | null> {
    try {
      const { idToken } = await this.deps.identity.refresh();
      this.storeToken(idToken);
      return idToken;
    } catch {
      return null;
    }
  }

  /** SPEC §4 Hydrate (app start). */
  async hydrate(): Promise<void> {
    const stored = getStoredToken();
    if (!stored) {
      this.set({ status: 'signOut', token: null, vendor: null, vendorId: null });
      return;
    }
    this.set({ status: 'loading', token: stored, email: emailFromToken(stored) });
    const token = (await this.tryRefresh()) ?? stored;
    try {
      const vendor = await this.deps.fetchVendor(token);
      if (vendor) this.signedIn(vendor);
      else this.unauthorized();
    } catch (err) {
      if (is404(err)) this.unauthorized();
      else this.signedOut();
    }
  }

  /** SPEC §4 Refresh token (every 50 minutes). */
  async refreshToken(): Promise<void> {
    if (!getStoredToken()) {
      this.signedOut();
      return;
    }
    const token = await this.tryRefresh();
    if (!token) {
      this.signedOut();
      return;
    }
    try {
      const vendor = await this.deps.fetchVendor(token);
      if (vendor) this.signedIn(vendor);
      else this.unauthorized();
    } catch (err) {
      if (is404(err)) this.unauthorized();
      else this.signedOut();
    }
  }

  /** SPEC §4 Sign out: even if the identity sign-out fails. */
  async signOut(): Promise<void> {
    try {
      await this.deps.identity.signOut();
    } catch {
      /* signed out locally all the same */
    }
    this.signedOut();
  }

  /** SPEC §4 Reset. */
  reset(): void {
    this.set({ status: 'signOut', vendor: null, vendorId: null });
  }

  /** After a profile save or onboarding creates the vendor. */
  setVendor(vendor: Vendor | null): void {
    if (vendor) this.signedIn(vendor);
    else this.unauthorized();
  }
}

/** SPEC §4: a vendor creation failure leaves the session unauthorized (not signed out). */
export class VendorCreationError extends Error {}
