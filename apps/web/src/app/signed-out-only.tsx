import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session/session.tsx';
import type { FromState } from './route-guard.tsx';

/**
 * The signed-out pages (/login, /register, /get-started) send on a vendor who arrives already signed in (the
 * browser's Back from onboarding, a bookmark): to where a redirect came from, else the appointments, or to
 * onboarding for an identity without a vendor. Only the status on arrival counts: a sign-in or sign-up done
 * on the page itself moves on by the page's own navigation.
 */
export function SignedOutOnly() {
  const { status } = useSession();
  const location = useLocation();
  // On a full page load (a bookmark, a typed URL) the session is still being restored: the status it settles
  // on counts as the arrival's.
  const [arrivedAs, setArrivedAs] = useState(status);
  if ((arrivedAs === 'idle' || arrivedAs === 'loading') && status !== 'idle' && status !== 'loading')
    setArrivedAs(status);
  if (arrivedAs === 'unauthorized' && status === 'unauthorized') return <Navigate to="/onboarding" replace />;
  if (arrivedAs === 'signIn' && status === 'signIn') {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/'} replace />;
  }
  return <Outlet />;
}
