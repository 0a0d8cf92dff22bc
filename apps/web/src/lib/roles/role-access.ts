import { may, type Capability } from '@vendor-portal/contract/team-roles';
import { memberRoleFromToken } from '../session/token-claims.ts';
import { useSession } from '../session/session.tsx';

// docs/features.md "A company with a crew": each role sees its own product. What a role may do is the contract's
// one rule (`may`); this table only says which capability each page needs, for the menu and the pages alike.
// The server enforces every boundary (403 role-forbidden); the portal shows only what the role may use.

/** The pages that need a capability (every other signed-in page is every member's). */
const PAGE_CAPABILITIES: readonly { path: string; capability: Capability }[] = [
  { path: '/unclaimed', capability: 'claim' },
  { path: '/services', capability: 'setup' },
  { path: '/onboarding', capability: 'setup' },
  { path: '/earnings', capability: 'earnings' },
  { path: '/team', capability: 'readTeam' },
  { path: '/dispatch', capability: 'assign' },
  { path: '/integrations', capability: 'integrations' },
  { path: '/scorecard', capability: 'scorecard' },
];

/** The capability `pathname` (or the page it is under) needs, if any. */
function pageCapability(pathname: string): Capability | undefined {
  return PAGE_CAPABILITIES.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.capability;
}

/** The signed-in member's role, from the token the portal holds. */
export function useMemberRole() {
  return memberRoleFromToken(useSession().token);
}

/** Whether the signed-in member may do `capability` (the contract's rule). */
export function useMay(capability: Capability): boolean {
  return may(useMemberRole(), capability);
}

/** Whether the signed-in member may open `pathname`. */
export function useMayOpen(): (pathname: string) => boolean {
  const role = useMemberRole();
  return (pathname) => {
    const capability = pageCapability(pathname);
    return capability === undefined || may(role, capability);
  };
}
