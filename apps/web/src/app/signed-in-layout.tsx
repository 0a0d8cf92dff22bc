import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { CalendarDays, Inbox, LogOut, Menu, Settings2, UserRound, X } from 'lucide-react';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import { cn } from '../components/ui/cn.ts';
import { useSession } from '../lib/session/session.tsx';
import { brandName } from '../lib/brand.ts';
import { EmailVerificationBanner } from '../features/auth/email-verification-banner.tsx';
import { DocumentExpiryBanner } from '../features/account/document-status.tsx';
import { UnclaimedBadge } from './unclaimed-badge.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// The live stream loads after the layout, in its own chunk (docs/decisions/005).
const LiveEvents = lazy(async () => ({ default: (await import('./live-events.tsx')).LiveEvents }));

// docs/product-spec.md §2 Signed-in layout: side menu with the current entry highlighted, Sign Out, a header with
// the logo (to /) and the email on wider screens; below md the menu slides in over a dimmed
// backdrop behind a toggle, from md up it is always shown.
const MENU: ReadonlyArray<{ to: string; label: string; icon: typeof Inbox; end: boolean; alsoUnder?: string }> = [
  // An appointment's detail page belongs to Appointments in the menu.
  { to: '/', label: AUTH.menuAppointments, icon: CalendarDays, end: true, alsoUnder: '/appointments/' },
  { to: '/unclaimed', label: AUTH.menuUnclaimed, icon: Inbox, end: false },
  { to: '/services', label: AUTH.menuServices, icon: Settings2, end: false },
  { to: '/account', label: AUTH.menuAccount, icon: UserRound, end: false },
];

export function SignedInLayout() {
  const { email, store } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const close = () => setMenuOpen(false);

  // The open mobile menu takes focus and gives it back to its toggle; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    firstLink.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const signOut = async () => {
    close();
    await store.signOut();
    void navigate('/login');
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {GENERAL.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4">
        <button
          ref={toggle}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden"
          aria-label={menuOpen ? AUTH.closeMenu : AUTH.openMenu}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link
          to="/"
          onClick={close}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-semibold text-brand-800"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{brandName()}</span>
        </Link>
        <span className="ml-auto hidden max-w-xs truncate text-sm text-gray-600 sm:block" title={email ?? undefined}>
          {email}
        </span>
      </header>

      <div
        className={cn(
          'fixed inset-0 top-14 z-20 bg-gray-900/40 transition-opacity md:hidden',
          menuOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        aria-hidden="true"
        data-testid="menu-backdrop"
        onClick={close}
      />

      <nav
        id="side-menu"
        aria-label={GENERAL.mainMenuLabel}
        className={cn(
          'fixed bottom-0 left-0 top-14 z-20 flex w-64 flex-col border-r border-gray-200 bg-white p-3 transition-[transform,visibility] duration-200 md:visible md:translate-x-0',
          menuOpen ? 'visible translate-x-0 shadow-xl md:shadow-none' : 'invisible -translate-x-full',
        )}
      >
        <ul className="flex flex-col gap-1">
          {MENU.map(({ to, label, icon: Icon, end, alsoUnder }, i) => (
            <li key={to}>
              <NavLink
                ref={i === 0 ? firstLink : undefined}
                to={to}
                end={end}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                    isActive || (alsoUnder && pathname.startsWith(alsoUnder))
                      ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-inset ring-brand-100'
                      : 'text-gray-700 hover:bg-gray-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
                {to === '/unclaimed' ? <UnclaimedBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-auto flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {AUTH.signOut}
        </button>
      </nav>

      <main id="main" tabIndex={-1} className="px-3 py-4 sm:px-6 sm:py-6 md:ml-64">
        <EmailVerificationBanner />
        <DocumentExpiryBanner />
        {/* A page that cannot load fails inside the layout: the menu stays. */}
        <PageErrorBoundary resetKey={pathname} inLayout>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <LiveEvents />
      </Suspense>
    </div>
  );
}
