import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteGuard } from './route-guard.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';
import { AboutPage, NotFoundPage } from './simple-pages.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';

// SPEC §2 Route table. Every page is its own chunk, loaded when its route is first visited.
export const routes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }) },
  { path: '/register', lazy: async () => ({ Component: (await import('../features/auth/register-page.tsx')).RegisterPage }) },
  { path: '/get-started', lazy: async () => ({ Component: (await import('../features/auth/get-started-page.tsx')).GetStartedPage }) },
  { path: '/reset-password', lazy: async () => ({ Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage }) },
  {
    element: <RouteGuard />,
    children: [
      { path: '/onboarding', lazy: async () => ({ Component: (await import('../features/onboarding/onboarding-page.tsx')).OnboardingPage }) },
      {
        element: <SignedInLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/appointments/appointments-page.tsx')).AppointmentsPage }) },
          { path: '/appointments/:id', lazy: async () => ({ Component: (await import('../features/appointments/appointment-detail-page.tsx')).AppointmentDetailPage }) },
          { path: '/unclaimed', lazy: async () => ({ Component: (await import('../features/unclaimed/unclaimed-page.tsx')).UnclaimedPage }) },
          { path: '/services', lazy: async () => ({ Component: (await import('../features/services-hours/services-page.tsx')).ServicesPage }) },
          { path: '/account', lazy: async () => ({ Component: (await import('../features/account/account-page.tsx')).AccountPage }) },
          { path: '/about', Component: AboutPage },
        ],
      },
    ],
  },
  { path: '*', Component: NotFoundPage },
];

// While the first page's chunk loads, the same full-screen spinner as the route guard's (without
// it the page stays blank, and react-router warns that there is no HydrateFallback).
export const createRouter = () => createBrowserRouter([{ HydrateFallback: FullScreenSpinner, children: routes }]);
