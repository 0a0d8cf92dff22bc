import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../call.ts';

// POST /auth/token → a fresh idToken from the refresh cookie, which it rotates (docs/architecture.md
// "Identity").

/**
 * One token refresh at a time across the browser's tabs. Each refresh rotates the cookie, so two
 * tabs refreshing at the same instant (a browser restoring its tabs) would send the same token
 * twice. The server forgives that within 30 s (decision 038) by branching the session; with the
 * Web Locks API the second tab waits, then refreshes with the new cookie, and nothing branches.
 */
function oneTabAtATime<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, fn) : fn();
}

export const refreshToken = () => oneTabAtATime('vendor-portal-token-refresh', () => call(paths.postAuthToken));
