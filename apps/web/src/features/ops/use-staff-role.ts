import { staffMay } from '@vendor-portal/contract/ops/staff-roles';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import { staffRoleFromToken } from '../../lib/session/token-claims.ts';
import { useSession } from '../../lib/session/session.tsx';

/**
 * The signed-in staff member's role (docs/architecture.md "Staff and review"). A page does not compare it:
 * it asks useStaffMayCall whether the role may call the route behind an action.
 */
export function useStaffRole() {
  const { token } = useSession();
  return staffRoleFromToken(token);
}

/**
 * Whether the signed-in staff member may call `entry`, by the route table's `who: { staff }` and
 * STAFF_CAPABILITIES (contract/ops/staff-roles.ts), the rule the server's guard applies. The server enforces
 * it; the console only hides what the role cannot do.
 */
export function useStaffMayCall(entry: RouteDef): boolean {
  const role = useStaffRole();
  const { who } = entry;
  return role !== null && typeof who === 'object' && 'staff' in who && staffMay(role, who.staff);
}
