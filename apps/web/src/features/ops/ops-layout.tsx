import { Outlet } from 'react-router';
import {
  BookOpenCheck,
  CalendarClock,
  CalendarPlus,
  ChartNoAxesCombined,
  ClipboardCheck,
  FileText,
  Gauge,
  History,
  Wallet,
} from 'lucide-react';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { QUALITY_CONSOLE } from '@vendor-portal/contract/messages/quality-console';
import { AppShell, type ShellMenuEntry } from '../../components/app-shell.tsx';
import { brandName } from '../../lib/browser/brand.ts';
import { staffRoleFromToken } from '../../lib/session/token-claims.ts';
import { useSession } from '../../lib/session/session.tsx';

// The review console's frame (docs/architecture.md "Staff and review"): the shared frame of the signed-in
// areas (components/app-shell.tsx) with the console's entries. The queue's entry stays current on a
// vendor's page, which is opened from it.
const at = (pattern: RegExp) => (pathname: string) => pattern.test(pathname);
const MENU: readonly ShellMenuEntry[] = [
  { to: '/ops', label: CONSOLE.menuQueue, icon: ClipboardCheck, current: at(/^\/ops(\/vendors\/.*)?\/?$/) },
  { to: '/ops/overview', label: INSIGHTS.menuOverview, icon: ChartNoAxesCombined, current: at(/^\/ops\/overview\/?$/) },
  { to: '/ops/bookings', label: CONSOLE.menuBookings, icon: CalendarPlus, current: at(/^\/ops\/bookings\/?$/) },
  { to: '/ops/catalogue', label: CONSOLE.menuCatalogue, icon: BookOpenCheck, current: at(/^\/ops\/catalogue\/?$/) },
  { to: '/ops/payouts', label: OPS_MONEY.payoutsTitle, icon: Wallet, current: at(/^\/ops\/payouts\/?$/) },
  { to: '/ops/agreement', label: CONSOLE.menuAgreement, icon: FileText, current: at(/^\/ops\/agreement\/?$/) },
  { to: '/ops/expiring', label: CONSOLE.menuExpiring, icon: CalendarClock, current: at(/^\/ops\/expiring\/?$/) },
  // Issue 57: the quality console (its appeals queue under it).
  { to: '/ops/quality', label: QUALITY_CONSOLE.navLabel, icon: Gauge, current: at(/^\/ops\/quality(\/.*)?$/) },
  { to: '/ops/audit', label: CONSOLE.menuAudit, icon: History, current: at(/^\/ops\/audit\/?$/) },
];

export function OpsLayout() {
  const { token } = useSession();
  const role = staffRoleFromToken(token);
  return (
    <AppShell
      home="/ops"
      title={CONSOLE.consoleName(brandName())}
      headerEnd={
        role ? (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
            {CONSOLE.roleLabel[role]}
          </span>
        ) : null
      }
      menu={MENU}
      menuId="console-menu"
      menuLabel={CONSOLE.menuLabel}
    >
      <Outlet />
    </AppShell>
  );
}
