import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import { useSession } from '../lib/session/session.tsx';

/** Where a redirect came from, so that sign-in can send the vendor back there (SPEC §2). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

// SPEC §2 Route guard.
export function RouteGuard({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  if (status === 'idle' || status === 'loading') return <FullScreenSpinner />;
  if (status === 'signOut') return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  if (status === 'unauthorized') {
    if (location.pathname === '/onboarding') return <>{children ?? <Outlet />}</>;
    return <Navigate to="/onboarding" replace state={{ from } satisfies FromState} />;
  }
  return <AgreementGate>{children ?? <Outlet />}</AgreementGate>;
}
