import { CalendarRange } from 'lucide-react';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CalendarDays, Inbox, Settings2, UserRound, UsersRound, Wallet } from 'lucide-react';
import { AUTH, GENERAL, TEAM } from '@vendor-portal/contract/messages';
import { AppShell, onOrUnder, type ShellMenuEntry } from '../components/app-shell.tsx';
import { brandName } from '../lib/browser/brand.ts';
import { EmailVerificationBanner } from '../features/auth/email-verification-banner.tsx';
import { DocumentExpiryBanner } from '../features/account/document-status.tsx';
import { UnclaimedBadge } from './unclaimed-badge.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { useMay, useMayOpen } from '../lib/roles/role-access.ts';
import { PageForbidden } from './page-forbidden.tsx';

// The live stream loads after the layout, in its own chunk (docs/decisions/005).
const LiveEvents = lazy(async () => ({ default: (await import('./live-events.tsx')).LiveEvents }));

// docs/product-spec.md §2 Signed-in layout: the vendor's menu in the shared frame (components/app-shell.tsx).
const MENU: readonly ShellMenuEntry[] = [
  // An appointment's detail page belongs to Appointments in the menu.
  {
    to: '/',
    label: AUTH.menuAppointments,
    icon: CalendarDays,
    current: (p) => p === '/' || p.startsWith('/appointments/'),
  },
  {
    to: '/unclaimed',
    label: AUTH.menuUnclaimed,
    icon: Inbox,
    current: onOrUnder('/unclaimed'),
    extra: <UnclaimedBadge />,
  },
  { to: '/services', label: AUTH.menuServices, icon: Settings2, current: onOrUnder('/services') },
  { to: '/earnings', label: AUTH.menuEarnings, icon: Wallet, current: onOrUnder('/earnings') },
  { to: '/dispatch', label: AVAILABILITY.menuDispatch, icon: CalendarRange, current: onOrUnder('/dispatch') },
  { to: '/team', label: TEAM.menuTeam, icon: UsersRound, current: onOrUnder('/team') },
  { to: '/account', label: AUTH.menuAccount, icon: UserRound, current: onOrUnder('/account') },
];

export function SignedInLayout() {
  const { pathname } = useLocation();
  const readsFiles = useMay('files');
  // Each role sees its own product (docs/features.md "A company with a crew"): the entries and pages it may use.
  const mayOpen = useMayOpen();
  const menu = MENU.filter((entry) => mayOpen(entry.to));
  return (
    <AppShell home="/" title={brandName()} menu={menu} menuId="side-menu" menuLabel={GENERAL.mainMenuLabel}>
      <EmailVerificationBanner />
      {readsFiles ? <DocumentExpiryBanner /> : null}
      {/* A page that cannot load fails inside the layout: the menu stays. */}
      <PageErrorBoundary resetKey={pathname} inLayout>
        {mayOpen(pathname) ? <Outlet /> : <PageForbidden />}
      </PageErrorBoundary>
      <Suspense fallback={null}>
        <LiveEvents />
      </Suspense>
    </AppShell>
  );
}
