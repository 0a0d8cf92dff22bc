import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AUTH_TOKEN_KEY } from '../browser/storage.ts';
import { REFRESH_INTERVAL_MS, SessionStore, type SessionState } from './session-store.ts';

export interface Session extends SessionState {
  store: SessionStore;
}

const SessionContext = createContext<SessionStore | null>(null);

// What the build's prerender renders with, and so what the browser hydrates with (docs/decisions/006): no
// session yet. Right after hydration React re-renders with the store's own state.
const BEFORE_HYDRATE: SessionState = { status: 'idle', token: null, vendorId: null, email: null };
const beforeHydrate = () => BEFORE_HYDRATE;

/** Provides the session; hydrates on mount and refreshes the token every 50 minutes (docs/product-spec.md §4). */
export function SessionProvider({
  children,
  store: given,
  hydrate = true,
}: {
  children: ReactNode;
  store?: SessionStore;
  hydrate?: boolean;
}) {
  const store = useMemo(() => given ?? new SessionStore(), [given]);
  useEffect(() => {
    if (hydrate && store.getState().status === 'idle') void store.hydrate();
  }, [store, hydrate]);
  const state = useSyncExternalStore(store.subscribe, store.getState, beforeHydrate);
  // Signing out in one tab signs out every tab: the others see the stored token go (a storage event).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === AUTH_TOKEN_KEY || event.key === null) && !event.newValue) store.endedElsewhere();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  useEffect(() => {
    if (state.status !== 'signIn' && state.status !== 'unauthorized') return;
    const timer = setInterval(() => void store.refreshToken(), REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store, state.status]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  const state = useSyncExternalStore(store.subscribe, store.getState, beforeHydrate);
  return { ...state, store };
}
