import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogOut, Menu, X, type LucideIcon } from 'lucide-react';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import { cn } from './ui/cn.ts';
import { useSession } from '../lib/session/session.tsx';

// The frame of every signed-in area (the vendor's portal and the review console), docs/product-spec.md §2:
// a header with the logo link and the email on wider screens, a side menu with the current entry
// highlighted and Sign Out. Below md the menu slides in over a dimmed backdrop behind a toggle, takes
// focus, and gives it back to the toggle on Escape; from md up it is always shown.

export interface ShellMenuEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Whether the entry is the current page (a detail page can belong to its list's entry). */
  current(pathname: string): boolean;
  /** Shown after the label (a count badge). */
  extra?: ReactNode;
}

/** The entry is current on its own path and on the paths below it. */
export const onOrUnder =
  (to: string) =>
  (pathname: string): boolean =>
    pathname === to || pathname.startsWith(`${to}/`);

export function AppShell({
  home,
  title,
  headerEnd,
  menu,
  menuId,
  menuLabel,
  children,
}: {
  home: string;
  title: ReactNode;
  /** Beside the email at the header's end (the console's role). */
  headerEnd?: ReactNode;
  menu: readonly ShellMenuEntry[];
  menuId: string;
  menuLabel: string;
  /** The main region's content: banners and the page. */
  children: ReactNode;
}) {
  const { email, store } = useSession();
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
          aria-controls={menuId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link
          to={home}
          onClick={close}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-semibold text-brand-800"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{title}</span>
        </Link>
        <span className="ml-auto flex min-w-0 items-center gap-2 text-sm text-gray-600">
          <span className="hidden max-w-xs truncate sm:inline" title={email ?? undefined}>
            {email}
          </span>
          {headerEnd}
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
        id={menuId}
        aria-label={menuLabel}
        className={cn(
          'fixed bottom-0 left-0 top-14 z-20 flex w-64 flex-col border-r border-gray-200 bg-white p-3 transition-[transform,visibility] duration-200 md:visible md:translate-x-0',
          menuOpen ? 'visible translate-x-0 shadow-xl md:shadow-none' : 'invisible -translate-x-full',
        )}
      >
        <ul className="flex flex-col gap-1">
          {menu.map(({ to, label, icon: Icon, current, extra }, i) => {
            const active = current(pathname);
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
                  {extra}
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
        {children}
      </main>
    </div>
  );
}
