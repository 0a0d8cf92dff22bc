import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { GENERAL } from '@vendor-portal/contract/messages';
import { useNavigationPending } from './app-router.tsx';
import { whenIdle } from '../lib/browser/idle.ts';
import { InLanguage } from '../lib/i18n/language.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';
import { AboutPage, NotFoundPage } from './simple-pages.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { FirstLoadView, LayoutSkeleton } from './layout-skeleton.tsx';

/** Each lazy page's loader, by the element that renders it, so that links can fetch their page ahead. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A page that is its own chunk, loaded the first time its route renders (or earlier, see prefetchLinkedPages). */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  // Rendered afresh in a new language (issue 46): its texts are read at render.
  const element = (
    <InLanguage>
      <Page />
    </InLanguage>
  );
  loaders.set(element, load);
  return element;
}

// The signed-in menu and header come with the signed-in area's chunk (see route-guard.tsx), so
// that signed-out pages do not load them.
const SignedInLayout = lazy(async () => ({ default: (await import('./signed-in-area.tsx')).SignedInLayout }));
const signedInLayout = <SignedInLayout />;

// docs/product-spec.md §2 Route table. Every page is its own chunk; scripts/check-budgets.mjs reads this
// table's syntax tree to find each route's page module.
export const routes: RouteObject[] = [
  {
    // A vendor who arrives here signed in is sent on (signed-out-only.tsx).
    element: <SignedOutOnly />,
    children: [
      { path: '/login', element: page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
      {
        path: '/register',
        element: page(async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
      },
      {
        path: '/get-started',
        element: page(async () => (await import('../features/auth/get-started-page.tsx')).GetStartedPage),
      },
    ],
  },
  {
    path: '/reset-password',
    element: page(async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: '/join',
    element: page(async () => (await import('../features/auth/join-page.tsx')).JoinPage),
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
        element: signedInLayout,
        children: [
          {
            index: true,
            element: page(
              async () => (await import('../features/appointments/appointments-page.tsx')).AppointmentsPage,
            ),
          },
          {
            path: '/appointments/:id',
            element: page(async () => (await import('./appointment-detail-route.tsx')).AppointmentDetailRoute),
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
            path: '/earnings',
            element: page(async () => (await import('../features/earnings/earnings-page.tsx')).EarningsPage),
          },
          {
            path: '/team',
            element: page(async () => (await import('../features/team/team-page.tsx')).TeamPage),
          },
          {
            path: '/scorecard',
            element: page(async () => (await import('../features/scorecard/scorecard-page.tsx')).ScorecardPage),
          },
          {
            path: '/integrations/webhooks',
            element: page(async () => (await import('../features/integrations/webhooks-page.tsx')).WebhooksPage),
          },
          {
            path: '/integrations',
            element: page(
              async () => (await import('../features/integrations/integrations-page.tsx')).IntegrationsPage,
            ),
          },
          {
            path: '/dispatch',
            element: page(async () => (await import('../features/dispatch/dispatch-page.tsx')).DispatchPage),
          },
          {
            path: '/ratings',
            element: page(async () => (await import('../features/ratings/ratings-page.tsx')).RatingsPage),
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
        element: page(async () => (await import('../features/ops/ops-layout.tsx')).OpsLayout),
        children: [
          {
            path: '/ops',
            element: page(async () => (await import('../features/ops/review-queue-page.tsx')).ReviewQueuePage),
          },
          {
            path: '/ops/vendors/:id',
            element: page(async () => (await import('../features/ops/vendor-review-page.tsx')).VendorReviewPage),
          },
          {
            path: '/ops/bookings',
            element: page(async () => (await import('../features/ops/bookings-page.tsx')).BookingsPage),
          },
          {
            path: '/ops/catalogue',
            element: page(async () => (await import('../features/ops/catalogue-page.tsx')).CataloguePage),
          },
          {
            path: '/ops/payouts',
            element: page(async () => (await import('../features/ops/payouts-page.tsx')).PayoutsPage),
          },
          {
            path: '/ops/agreement',
            element: page(async () => (await import('../features/ops/agreement-page.tsx')).AgreementPage),
          },
          {
            path: '/ops/expiring',
            element: page(
              async () => (await import('../features/ops/expiring-documents-page.tsx')).ExpiringDocumentsPage,
            ),
          },
          {
            path: '/ops/quality',
            element: page(async () => (await import('../features/ops/quality-page.tsx')).QualityPage),
          },
          {
            path: '/ops/overview',
            element: page(async () => (await import('../features/ops/overview/overview-page.tsx')).OverviewPage),
          },
          {
            path: '/ops/quality/appeals',
            element: page(async () => (await import('../features/ops/rating-appeals-page.tsx')).RatingAppealsPage),
          },
          {
            path: '/ops/audit',
            element: page(async () => (await import('../features/ops/audit-log-page.tsx')).AuditLogPage),
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
 * When the browser is idle, fetch the chunks of the pages the current page links to, so that following a link
 * swaps the page at once instead of waiting for the network.
 */
function prefetchLinkedPages() {
  return whenIdle(() => {
    const paths = new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => new URL(a.href).pathname),
    );
    for (const path of paths)
      for (const match of matchRoutes(routes, path) ?? []) {
        const load = match.route.element ? loaders.get(match.route.element as ReactElement) : undefined;
        void load?.().catch(() => undefined); // a failed prefetch is retried when the page is opened
      }
  });
}

/**
 * The app's pages. Navigations run in a transition (AppRouter), so the current page stays on screen while the
 * next one's chunk loads; meanwhile a progress bar shows and the old page is inert and dimmed
 * (OldPageWhilePending), so typing cannot go into it and it does not look live. The first load shows the layout
 * skeleton on the pages of the signed-in layout (what index.html paints, docs/decisions/006), else the
 * full-screen spinner. A chunk that cannot load shows a page with a reload button.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  useEffect(prefetchLinkedPages, [pathname]);
  const inLayout = useMemo(
    () => matchRoutes(routes, pathname)?.some((m) => m.route.element === signedInLayout),
    [pathname],
  );
  const firstLoad = inLayout ? <LayoutSkeleton /> : <FullScreenSpinner />;
  return (
    <>
      {pending ? <div role="progressbar" aria-label={GENERAL.pageLoading} className="page-progress" /> : null}
      <OldPageWhilePending>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={firstLoad}>
            <FirstLoadView value={firstLoad}>
              <Pages />
            </FirstLoadView>
          </Suspense>
        </PageErrorBoundary>
      </OldPageWhilePending>
    </>
  );
}

// Dimmed after 150 ms (the progress bar's own delay), so that a fast navigation does not flash; the dim is
// removed at once when the next page shows. Under reduced motion it still dims, without the fade.
const DIMMED = 'opacity-60 transition-opacity delay-150 duration-200 motion-reduce:duration-0';

/**
 * The page on screen while the next one's chunk loads: inert (taps and typing do not reach it) and, so that it
 * does not look live, dimmed (issue 28 item 10).
 */
export function OldPageWhilePending({ children }: { children: ReactNode }) {
  const pending = useNavigationPending();
  return (
    <div inert={pending} aria-busy={pending || undefined} className={pending ? DIMMED : undefined}>
      {children}
    </div>
  );
}
