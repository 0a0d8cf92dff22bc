import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { may, type MemberRole } from '@vendor-portal/contract/team';
import { appointments } from '../../db/schema.ts';

// docs/architecture.md "A company with a crew": which of the company's jobs a member reads and works,
// decided in SQL, in the same WHERE that scopes by vendor. A technician's is only the jobs assigned to it.

/** The jobs a request may reach: its company's, and of those only one member's when `onlyMember` is set. */
export interface JobScope {
  vendorId: number;
  /** The member whose assigned jobs are all it sees (a technician), or null for every job of the company. */
  onlyMember: number | null;
}

/** The member whose assigned jobs are all it sees, or null for a role that may `assign` (sees every job). */
export const onlyAssignedTo = (member: { memberId: number; role: MemberRole }): number | null =>
  may(member.role, 'assign') ? null : member.memberId;

/** The member part of the scope (a placeholder in prepared statements). */
export const assignedScope = (onlyMember: number | null | Placeholder): SQL =>
  sql`(${onlyMember}::integer is null or ${appointments.assigneeId} = ${onlyMember}::integer)`;

/** `appointments` rows within the scope: the company's, and a technician's own. */
export const inJobScope = (scope: JobScope): SQL =>
  and(eq(appointments.vendorId, scope.vendorId), assignedScope(scope.onlyMember))!;
