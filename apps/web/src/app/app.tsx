import { lazy, StrictMode, Suspense } from 'react';
import { AppRouter, type History } from './app-router.tsx';
import { AppRoutes } from './router.tsx';
import { SessionProvider } from '../lib/session/session.tsx';

// The service worker and its "new version" prompt load after the page (docs/architecture.md "Phone and calendar").
const UpdatePrompt = lazy(() => import('./pwa/update-prompt.tsx'));

/**
 * The whole app: React, the router and the session. The browser renders it (main.tsx) and the build
 * prerenders it (prerender.tsx, docs/decisions/006) with a memory history at a given URL, so both render the
 * same tree and the browser can hydrate what the build wrote.
 */
export function App({ history }: { history?: History }) {
  return (
    <StrictMode>
      <AppRouter history={history}>
        <SessionProvider>
          <AppRoutes />
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </SessionProvider>
      </AppRouter>
    </StrictMode>
  );
}
