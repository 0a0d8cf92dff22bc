// Roles in one place (decision 068): what a member's role (owner, office, technician) or an identity's role
// (vendor, reviewer, admin) may do is decided by the capability tables, `may()` of packages/contract/src/team-roles.ts
// and `staffMay()` of packages/contract/src/ops/staff-roles.ts, with the few predicates written beside them.
// Anywhere else `roles/through-capabilities` refuses a role compared by hand: `role === 'owner'`,
// `member.role !== 'technician'`, `memberRoleFromToken(t) !== 'owner'`, `case 'admin':` in a `switch (role)`.
import { relative } from './sources.js';

export const CAPABILITY_TABLES = ['packages/contract/src/team-roles.ts', 'packages/contract/src/ops/staff-roles.ts'];

/**
 * Files let through while their decisions move. Pay visibility (who sees pay, `crewSeesPay`) is being reworked
 * on its own: its comparisons move into the capability tables with it.
 */
export const ROLES_ALLOWED = ['apps/api/src/modules/team/crew-pay.ts'];

const ROLE_NAMES = new Set(['owner', 'office', 'technician', 'vendor', 'reviewer', 'admin']);
const NAMES_A_ROLE = /role$/i;

const isRoleName = (node) => node.type === 'Literal' && typeof node.value === 'string' && ROLE_NAMES.has(node.value);

/** Whether `node` reads a role: `role`, `member.role`, `request.identity?.role`, `memberRoleFromToken(t)`. */
function readsRole(node) {
  if (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression')
    return readsRole(node.expression);
  if (node.type === 'Identifier') return NAMES_A_ROLE.test(node.name);
  if (node.type === 'MemberExpression')
    return !node.computed && node.property.type === 'Identifier' && NAMES_A_ROLE.test(node.property.name);
  if (node.type === 'CallExpression') {
    const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
    return callee.type === 'Identifier' && /role/i.test(callee.name);
  }
  return false;
}

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

const throughCapabilities = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(context.filename);
    if (CAPABILITY_TABLES.includes(file) || ROLES_ALLOWED.includes(file)) return {};
    const message =
      'Decide by role through the capability tables: may() of packages/contract/src/team-roles.ts or staffMay() of packages/contract/src/ops/staff-roles.ts, or a predicate beside them (decision 068).';
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        if ((isRoleName(node.right) && readsRole(node.left)) || (isRoleName(node.left) && readsRole(node.right)))
          context.report({ node, message });
      },
      SwitchStatement(node) {
        if (!readsRole(node.discriminant)) return;
        for (const branch of node.cases)
          if (branch.test && isRoleName(branch.test)) context.report({ node: branch, message });
      },
    };
  },
};

export default { meta: { name: 'roles' }, rules: { 'through-capabilities': throughCapabilities } };
