import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** react-router's history (browser or memory); the package does not export its type by name. */
export type History = ReturnType<typeof createBrowserHistory>;

const NavigationPending = createContext(false);

/** True while a navigation waits for its page (its chunk is still loading): the old page is still on screen. */
export const useNavigationPending = () => use(NavigationPending);

/**
 * BrowserRouter's job, with its transition's pending state exposed. Navigations run in a transition, so the
 * current page stays on screen while the next one's chunk loads (no blank flash); `useNavigationPending` lets
 * the app say so and make that old page inert, so nothing typed into it during the wait is lost. The build's
 * prerender passes a memory history (docs/decisions/006).
 */
export function AppRouter({ children, history: given }: { children: ReactNode; history?: History }) {
  const [history] = useState(() => given ?? createBrowserHistory({ v5Compat: true }));
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
