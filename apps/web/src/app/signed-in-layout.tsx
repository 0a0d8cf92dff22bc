import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { CalendarDays, Inbox, LogOut, Menu, Settings2, UserRound, X } from 'lucide-react';
import { cn } from '../components/ui/cn.ts';
import { useSession } from '../lib/session/session.tsx';
import { brandName } from '../lib/brand.ts';

// SPEC §2 Signed-in layout: side menu, header with logo, menu toggle below md, email on wide screens.
const MENU = [
  { to: '/', label: 'Appointments', icon: CalendarDays, end: true },
  { to: '/unclaimed', label: 'Unclaimed', icon: Inbox, end: false },
  { to: '/services', label: 'Services', icon: Settings2, end: false },
  { to: '/account', label: 'Account', icon: UserRound, end: false },
] as const;

export function SignedInLayout() {
  const { email, store } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const signOut = async () => {
    close();
    await store.signOut();
    void navigate('/login');
  };

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-3 sm:px-4">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link to="/" onClick={close} className="flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{brandName()}</span>
        </Link>
        <span className="ml-auto hidden truncate text-sm text-gray-600 sm:block">{email}</span>
      </header>

      {menuOpen ? <div className="fixed inset-0 top-14 z-20 bg-gray-900/40 md:hidden" aria-hidden="true" onClick={close} /> : null}

      <nav
        id="side-menu"
        aria-label="Main"
        className={cn(
          'fixed bottom-0 left-0 top-14 z-20 flex w-64 flex-col border-r border-gray-200 bg-white p-3 transition-transform md:translate-x-0',
          menuOpen ? 'translate-x-0' : '-translate-x-full max-md:invisible',
        )}
      >
        <ul className="flex flex-col gap-1">
          {MENU.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
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
          Sign Out
        </button>
      </nav>

      <main id="main" className="px-3 py-4 sm:px-6 sm:py-6 md:ml-64">
        <Outlet />
      </main>
    </div>
  );
}
