import { staffMay } from '@vendor-portal/contract/ops/staff-roles';
import type { StaffCapability } from '@vendor-portal/contract/ops/staff-roles';
import { staffRoleFromToken } from '../../lib/session/token-claims.ts';
import { useSession } from '../../lib/session/session.tsx';

/**
 * The signed-in staff member's role (docs/architecture.md "Staff and review"). A page does not compare it:
 * it asks useStaffMay whether the role has the capability the route behind an action names.
 */
function useStaffRole() {
  const { token } = useSession();
  return staffRoleFromToken(token);
}

/**
 * Whether the signed-in staff member has `capability`, the one the route behind an action names in the route
 * table (`who: { staff }`), by STAFF_CAPABILITIES (contract/ops/staff-roles.ts), the rule the server's guard
 * applies. The server enforces it; the console only hides what the role cannot do. A page names the
 * capability rather than passing the entry: an entry carries its zod schemas, which would put zod and the
 * console's schemas into the page's first chunk (decision 016, "What the web imports").
 */
export function useStaffMay(capability: StaffCapability): boolean {
  const role = useStaffRole();
  return role !== null && staffMay(role, capability);
}
