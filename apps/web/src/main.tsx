import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router.tsx';
import { AppRoutes } from './app/router.tsx';
import { SessionProvider } from './lib/session/session.tsx';
import './styles.css';

// The service worker and its "new version" prompt load after the page (docs/architecture.md "Phone and calendar").
const UpdatePrompt = lazy(() => import('./app/pwa/update-prompt.tsx'));

// The shell: React, the router and the session. Everything a page needs beyond that (the signed-in
// area with its query cache, forms, zod) comes with that page's chunk; see scripts/check-budgets.mjs.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter>
      <SessionProvider>
        <AppRoutes />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </SessionProvider>
    </AppRouter>
  </StrictMode>,
);
