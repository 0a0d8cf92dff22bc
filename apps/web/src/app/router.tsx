import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { AboutPage, NotFoundPage } from './simple-pages.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';

/** A page that is its own chunk, loaded the first time its route renders. */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}

// The signed-in menu and header come with the signed-in area's chunk (see route-guard.tsx), so
// that signed-out pages do not load them.
const SignedInLayout = lazy(async () => ({ default: (await import('./signed-in-area.tsx')).SignedInLayout }));

// docs/product-spec.md §2 Route table. Every page is its own chunk; scripts/check-budgets.mjs reads this
// table's syntax tree to find each route's page module.
export const routes: RouteObject[] = [
  { path: '/login', element: page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
  { path: '/register', element: page(async () => (await import('../features/auth/register-page.tsx')).RegisterPage) },
  {
    path: '/get-started',
    element: page(async () => (await import('../features/auth/get-started-page.tsx')).GetStartedPage),
  },
  {
    path: '/reset-password',
    element: page(async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: '/verify-email',
    element: page(async () => (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage),
  },
  {
    element: <RouteGuard />,
    children: [
      {
        path: '/onboarding',
        element: page(async () => (await import('../features/onboarding/onboarding-page.tsx')).OnboardingPage),
      },
      {
        element: <SignedInLayout />,
        children: [
          {
            index: true,
            element: page(
              async () => (await import('../features/appointments/appointments-page.tsx')).AppointmentsPage,
            ),
          },
          {
            path: '/appointments/:id',
            element: page(
              async () => (await import('../features/appointments/appointment-detail-page.tsx')).AppointmentDetailPage,
            ),
          },
          {
            path: '/unclaimed',
            element: page(async () => (await import('../features/unclaimed/unclaimed-page.tsx')).UnclaimedPage),
          },
          {
            path: '/services',
            element: page(async () => (await import('../features/services-hours/services-page.tsx')).ServicesPage),
          },
          {
            path: '/account',
            element: page(async () => (await import('../features/account/account-page.tsx')).AccountPage),
          },
          { path: '/about', element: <AboutPage /> },
        ],
      },
      // The provider's review console (docs/architecture.md "Staff and review"): staff only (the route
      // guard sends vendors away), its layout and each page their own chunks.
      {
        element: page(async () => (await import('../features/console/console-layout.tsx')).ConsoleLayout),
        children: [
          {
            path: '/ops',
            element: page(async () => (await import('../features/console/review-queue-page.tsx')).ReviewQueuePage),
          },
          {
            path: '/ops/vendors/:id',
            element: page(async () => (await import('../features/console/vendor-review-page.tsx')).VendorReviewPage),
          },
          {
            path: '/ops/bookings',
            element: page(async () => (await import('../features/console/bookings-page.tsx')).BookingsPage),
          },
          {
            path: '/ops/catalogue',
            element: page(async () => (await import('../features/console/catalogue-page.tsx')).CataloguePage),
          },
          {
            path: '/ops/agreement',
            element: page(async () => (await import('../features/console/agreement-page.tsx')).AgreementPage),
          },
          {
            path: '/ops/audit',
            element: page(async () => (await import('../features/console/audit-log-page.tsx')).AuditLogPage),
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

function Pages() {
  return useRoutes(routes);
}

/**
 * The app's pages. Navigations run in a transition (BrowserRouter), so the current page stays on
 * screen while the next one's chunk loads; the full-screen spinner shows only on the first load. A
 * chunk that cannot load shows a page with a reload button.
 */
export function AppRoutes() {
  return (
    <PageErrorBoundary resetKey={useLocation().pathname}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Pages />
      </Suspense>
    </PageErrorBoundary>
  );
}
