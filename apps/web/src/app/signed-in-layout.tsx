import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  Award,
  CalendarDays,
  CalendarRange,
  Inbox,
  Plug,
  Settings2,
  Star,
  UserRound,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { AUTH, GENERAL, INTEGRATIONS, QUALITY } from '@vendor-portal/contract/messages';
import { AppShell, onOrUnder, type ShellMenuEntry } from '../components/app-shell.tsx';
import { brandName } from '../lib/browser/brand.ts';
import { EmailVerificationBanner } from '../features/auth/email-verification-banner.tsx';
import { DocumentExpiryBanner } from '../features/account/document-status.tsx';
import { UnclaimedBadge } from './unclaimed-badge.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { useMay, useMayOpen } from '../lib/roles/role-access.ts';
import { PageForbidden } from './page-forbidden.tsx';
import { useLanguage } from '../lib/i18n/language.ts';

// The live stream loads after the layout, in its own chunk (docs/decisions/005).
const LiveEvents = lazy(async () => ({ default: (await import('./live-events.tsx')).LiveEvents }));

// docs/product-spec.md §2 Signed-in layout: the vendor's menu in the shared frame (components/app-shell.tsx).
// Built at render: its labels are read in the language of the moment (issue 46).
const menuEntries = (): readonly ShellMenuEntry[] => [
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
  { to: '/dispatch', label: AUTH.menuDispatch, icon: CalendarRange, current: onOrUnder('/dispatch') },
  { to: '/team', label: AUTH.menuTeam, icon: UsersRound, current: onOrUnder('/team') },
  { to: '/scorecard', label: QUALITY.navLabel, icon: Award, current: onOrUnder('/scorecard') },
  { to: '/ratings', label: AUTH.menuRatings, icon: Star, current: onOrUnder('/ratings') },
  { to: '/integrations', label: INTEGRATIONS.title, icon: Plug, current: onOrUnder('/integrations') },
  { to: '/account', label: AUTH.menuAccount, icon: UserRound, current: onOrUnder('/account') },
];

export function SignedInLayout() {
  const { pathname } = useLocation();
  // The frame re-renders in a new language at once (its pages do by themselves, router.tsx).
  useLanguage();
  const readsFiles = useMay('files');
  // Each role sees its own product (docs/features.md "A company with a crew"): the entries and pages it may use.
  const mayOpen = useMayOpen();
  const menu = menuEntries().filter((entry) => mayOpen(entry.to));
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
