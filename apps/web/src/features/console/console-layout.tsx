import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BookOpenCheck, CalendarPlus, ClipboardCheck, FileText, History, LogOut, Menu, X } from 'lucide-react';
import { AUTH, CONSOLE, GENERAL } from '@vendor-portal/contract/messages';
import { cn } from '../../components/ui/cn.ts';
import { brandName } from '../../lib/brand.ts';
import { staffRoleFromToken } from '../../lib/session/identity-client.ts';
import { useSession } from '../../lib/session/session.tsx';

// The review console's frame (docs/architecture.md "Staff and review"): the same shape as the
// vendor's signed-in layout (side menu from md up, a toggle below it), with the console's entries.
// The queue's entry stays current on a vendor's page, which is opened from it.
const MENU = [
  { to: '/ops', label: CONSOLE.menuQueue, icon: ClipboardCheck, current: /^\/ops(\/vendors\/.*)?\/?$/ },
  { to: '/ops/bookings', label: CONSOLE.menuBookings, icon: CalendarPlus, current: /^\/ops\/bookings\/?$/ },
  { to: '/ops/catalogue', label: CONSOLE.menuCatalogue, icon: BookOpenCheck, current: /^\/ops\/catalogue\/?$/ },
  { to: '/ops/agreement', label: CONSOLE.menuAgreement, icon: FileText, current: /^\/ops\/agreement\/?$/ },
  { to: '/ops/audit', label: CONSOLE.menuAudit, icon: History, current: /^\/ops\/audit\/?$/ },
] as const;

export function ConsoleLayout() {
  const { email, token, store } = useSession();
  const role = staffRoleFromToken(token);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const close = () => setMenuOpen(false);

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
          aria-controls="console-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link
          to="/ops"
          onClick={close}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-semibold text-brand-800"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{CONSOLE.consoleName(brandName())}</span>
        </Link>
        <span className="ml-auto flex min-w-0 items-center gap-2 text-sm text-gray-600">
          <span className="hidden max-w-xs truncate sm:inline" title={email ?? undefined}>
            {email}
          </span>
          {role ? (
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
              {CONSOLE.roleLabel[role]}
            </span>
          ) : null}
        </span>
      </header>

      <div
        className={cn(
          'fixed inset-0 top-14 z-20 bg-gray-900/40 transition-opacity md:hidden',
          menuOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        aria-hidden="true"
        onClick={close}
      />

      <nav
        id="console-menu"
        aria-label={CONSOLE.menuLabel}
        className={cn(
          'fixed bottom-0 left-0 top-14 z-20 flex w-64 flex-col border-r border-gray-200 bg-white p-3 transition-[transform,visibility] duration-200 md:visible md:translate-x-0',
          menuOpen ? 'visible translate-x-0 shadow-xl md:shadow-none' : 'invisible -translate-x-full',
        )}
      >
        <ul className="flex flex-col gap-1">
          {MENU.map(({ to, label, icon: Icon, current }, i) => {
            const active = current.test(pathname);
            return (
              <li key={to}>
                <Link
                  ref={i === 0 ? firstLink : undefined}
                  to={to}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                    active
                      ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-inset ring-brand-100'
                      : 'text-gray-700 hover:bg-gray-100',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </Link>
              </li>
            );
          })}
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
        <Outlet />
      </main>
    </div>
  );
}
