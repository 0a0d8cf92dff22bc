import type { SessionResponse } from '@vendor-portal/contract/auth';
import type { StaffRole } from '@vendor-portal/contract/review';
import { apiRequest } from '../api-client.ts';

// Our identity service (docs/architecture.md "Identity", /auth/*). The refresh token travels in an
// httpOnly cookie scoped to /auth, so the browser never sees it.

const AUTH = { base: '' as const, token: null };

/**
 * One token refresh at a time across the browser's tabs. Each refresh rotates the cookie, so two
 * tabs refreshing at the same instant (a browser restoring its tabs) would send the same token
 * twice, which the server takes for a replay and answers by revoking the session. With the Web
 * Locks API the second tab waits, then refreshes with the new cookie.
 */
function oneTabAtATime<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, fn) : fn();
}

export const identityClient = {
  signIn: (email: string, password: string) =>
    apiRequest<SessionResponse>('/auth/sessions', { ...AUTH, method: 'POST', body: { email, password } }),
  createAccount: (email: string, password: string) =>
    apiRequest<SessionResponse>('/auth/accounts', { ...AUTH, method: 'POST', body: { email, password } }),
  /** Forced refresh: a fresh idToken from the refresh cookie (rotates it). */
  refresh: () =>
    oneTabAtATime('vendor-portal-token-refresh', () =>
      apiRequest<{ idToken: string; expiresIn: number }>('/auth/token', { ...AUTH, method: 'POST' }),
    ),
  signOut: () => apiRequest<void>('/auth/sessions/current', { ...AUTH, method: 'DELETE' }),
  sendPasswordReset: (email: string) =>
    apiRequest<void>('/auth/password-reset', { ...AUTH, method: 'POST', body: { email } }),
  confirmPasswordReset: (token: string, newPassword: string) =>
    apiRequest<void>('/auth/password-reset/confirm', { ...AUTH, method: 'POST', body: { token, newPassword } }),
};

export type IdentityClient = typeof identityClient;

/** The claims of an idToken, unverified (display only; the server verifies tokens). */
export function tokenClaims(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The email claim of an idToken. */
export function emailFromToken(token: string | null): string | null {
  const email = tokenClaims(token)?.email;
  return typeof email === 'string' ? email : null;
}

/**
 * The `email_verified` claim (docs/architecture.md "Identity"): a boolean, or null when the token
 * does not carry it (tokens issued before it existed, the demo vendor's).
 */
export function emailVerifiedFromToken(token: string | null): boolean | null {
  const verified = tokenClaims(token)?.email_verified;
  return typeof verified === 'boolean' ? verified : null;
}

/** The `role` claim when it names staff of the provider's team (docs/architecture.md "Staff and review"), else null (a vendor's token, or one without the claim). */
export function staffRoleFromToken(token: string | null): StaffRole | null {
  const role = tokenClaims(token)?.role;
  return role === 'reviewer' || role === 'admin' ? role : null;
}
