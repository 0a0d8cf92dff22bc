import { describe, expect, it } from 'vitest';
import { isStaffRole } from './ops/staff-roles.ts';
import { ROLES } from './ops/staff.ts';
import { isCrewRole, MEMBER_ROLES, worksOwnJobsOnly } from './team-roles.ts';

// The predicates beside the capability tables (decision 068) answer what the comparisons they replaced did.

describe('role predicates', () => {
  it('a crew role is every member role but the owner’s', () => {
    expect(MEMBER_ROLES.filter(isCrewRole)).toEqual(['office', 'technician']);
    expect([undefined, null, 'admin', 'Owner'].some(isCrewRole)).toBe(false);
  });

  it('only a technician works its own jobs only', () => {
    expect(MEMBER_ROLES.filter(worksOwnJobsOnly)).toEqual(['technician']);
  });

  it('staff are every identity role but the vendor’s', () => {
    expect(ROLES.filter(isStaffRole)).toEqual(['reviewer', 'admin']);
    expect([undefined, null, 'owner', 'Admin'].some(isStaffRole)).toBe(false);
  });
});
