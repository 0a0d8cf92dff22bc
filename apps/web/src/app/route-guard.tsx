import { lazy, use, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { isCrewRole } from '@vendor-portal/contract/team-roles';
import { FirstLoadView } from './layout-skeleton.tsx';
import { memberRoleFromToken, staffRoleFromToken } from '../lib/session/token-claims.ts';
import { useSession } from '../lib/session/session.tsx';

/** Where a redirect came from, so that sign-in can send the vendor back there (docs/product-spec.md §2). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  /** Why the session ended when the vendor did not sign out here (shown by /login). */
  notice?: string;
}

// The query cache and the vendor agreement gate: loaded once a session exists (the app's Suspense
// shows the first-load view meanwhile), kept mounted across the guarded pages.
const SignedInArea = lazy(() => import('./signed-in-area.tsx'));

// docs/product-spec.md §2 Route guard.
export function RouteGuard({ children }: { children?: ReactNode }) {
  const { status, token, store } = useSession();
  const location = useLocation();
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  const firstLoad = use(FirstLoadView);
  // The same view as the app's Suspense shows while the page's chunks load (router.tsx).
  if (status === 'idle' || status === 'loading') return firstLoad;
  if (status === 'signOut') {
    const notice = store.endedWithoutAsking ? AUTH.sessionEnded : undefined;
    return <Navigate to="/login" replace state={{ from, notice } satisfies FromState} />;
  }
  // A member of a company (docs/features.md "A company with a crew") is never sent through onboarding: the
  // company's setup is its owner's.
  const member = isCrewRole(memberRoleFromToken(token));
  if (status === 'unauthorized' && !member && location.pathname !== '/onboarding') {
    return <Navigate to="/onboarding" replace state={{ from } satisfies FromState} />;
  }
  // The console is the staff's, the vendor pages are the vendors' (docs/architecture.md "Staff and review").
  const staff = staffRoleFromToken(token) !== null;
  const onConsole = /^\/ops(\/|$)/.test(location.pathname);
  if (staff && !onConsole) return <Navigate to="/ops" replace />;
  if (!staff && onConsole) return <Navigate to="/" replace />;
  // An identity without a vendor reaches /onboarding ungated (docs/product-spec.md §2); staff sign no
  // vendor agreement.
  return <SignedInArea agreement={status !== 'unauthorized' && !staff}>{children ?? <Outlet />}</SignedInArea>;
}
