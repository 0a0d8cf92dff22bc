import { staffRoleFromToken } from '../../lib/session/token-claims.ts';
import { useSession } from '../../lib/session/session.tsx';

/**
 * The signed-in staff member's role (docs/architecture.md "Staff and review"): a reviewer reads and
 * decides reviews, an admin also books, keeps the catalogue and publishes the agreement. The server
 * enforces it; the console only hides what the role cannot do.
 */
export function useStaffRole() {
  const { token } = useSession();
  return staffRoleFromToken(token);
}
