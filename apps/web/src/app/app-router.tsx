import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPending = createContext(false);

/** True while a navigation waits for its page (its chunk is still loading): the old page is still on screen. */
export const useNavigationPending = () => use(NavigationPending);

/**
 * BrowserRouter's job, with its transition's pending state exposed. Navigations run in a transition, so the
 * current page stays on screen while the next one's chunk loads (no blank flash); `useNavigationPending` lets
 * the app say so and make that old page inert, so nothing typed into it during the wait is lost.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
