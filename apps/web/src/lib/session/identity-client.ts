import type { SessionResponse } from '@vendor-portal/contract/auth';
import { apiRequest } from '../api-client.ts';

// Our identity service (ARCHITECTURE.md "Identity", /auth/*). The refresh token travels in an
// httpOnly cookie scoped to /auth, so the browser never sees it.

const AUTH = { base: '' as const, token: null };

export const identityClient = {
  signIn: (email: string, password: string) =>
    apiRequest<SessionResponse>('/auth/sessions', { ...AUTH, method: 'POST', body: { email, password } }),
  createAccount: (email: string, password: string) =>
    apiRequest<SessionResponse>('/auth/accounts', { ...AUTH, method: 'POST', body: { email, password } }),
  /** Forced refresh: a fresh idToken from the refresh cookie (rotates it). */
  refresh: () => apiRequest<{ idToken: string; expiresIn: number }>('/auth/token', { ...AUTH, method: 'POST' }),
  signOut: () => apiRequest<void>('/auth/sessions/current', { ...AUTH, method: 'DELETE' }),
  sendPasswordReset: (email: string) => apiRequest<void>('/auth/password-reset', { ...AUTH, method: 'POST', body: { email } }),
  confirmPasswordReset: (token: string, newPassword: string) =>
    apiRequest<void>('/auth/password-reset/confirm', { ...AUTH, method: 'POST', body: { token, newPassword } }),
};

export type IdentityClient = typeof identityClient;

/** The email claim of an idToken (display only; the server verifies tokens). */
export function emailFromToken(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
