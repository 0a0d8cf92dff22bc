import type { StaffRole } from '@vendor-portal/contract/ops/staff';
import { isStaffRole } from '@vendor-portal/contract/ops/staff-roles';
import { isCrewRole, type MemberRole } from '@vendor-portal/contract/team-roles';

// What an idToken says, read without verifying it (display and routing only; the server verifies
// tokens). The identity service's calls are endpoint files in lib/api/session/.

/** The claims of an idToken, unverified (display only; the server verifies tokens). */
function tokenClaims(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The email claim of an idToken. */
export function emailFromToken(token: string | null): string | null {
  const email = tokenClaims(token)?.email;
  return typeof email === 'string' ? email : null;
}

/**
 * The `email_verified` claim (docs/architecture.md "Identity"): a boolean, or null when the token
 * does not carry it (tokens issued before it existed, the demo vendor's).
 */
export function emailVerifiedFromToken(token: string | null): boolean | null {
  const verified = tokenClaims(token)?.email_verified;
  return typeof verified === 'boolean' ? verified : null;
}

/** The `role` claim when it names staff of the provider's team (docs/architecture.md "Staff and review"), else null (a vendor's token, or one without the claim). */
export function staffRoleFromToken(token: string | null): StaffRole | null {
  const role = tokenClaims(token)?.role;
  return isStaffRole(role) ? role : null;
}

/**
 * The `memberRole` claim (docs/architecture.md "A company with a crew"): a member's role in its company. A token
 * without it (every token issued before the crew) is the owner's: the identity that created the vendor.
 */
export function memberRoleFromToken(token: string | null): MemberRole {
  const role = tokenClaims(token)?.memberRole;
  return isCrewRole(role) ? role : 'owner';
}
