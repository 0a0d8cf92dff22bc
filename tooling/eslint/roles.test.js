// roles/through-capabilities (decision 068): a role is decided by the capability tables only.
import path from 'node:path';
import plugin, { CAPABILITY_TABLES, ROLES_ALLOWED } from './roles.js';
import { tester } from './rule-tester.js';
import { ROOT } from './sources.js';

const at = (file) => path.join(ROOT, file);
const api = at('apps/api/src/modules/team/x.ts');
const web = at('apps/web/src/features/team/x.tsx');

tester.run('roles/through-capabilities', plugin.rules['through-capabilities'], {
  valid: [
    // the tables themselves
    ...CAPABILITY_TABLES.map((file) => ({ code: "const fixed = (role) => role === 'owner';", filename: at(file) })),
    // pay visibility, which moves with its rework
    ...ROLES_ALLOWED.map((file) => ({ code: "if (member.role === 'owner') return payload;", filename: at(file) })),
    // through them
    {
      code: "if (!may(member.role, 'changeTeam')) throw forbidden(); if (isStaffRole(identity.role)) x();",
      filename: api,
    },
    { code: 'const holds = worksOwnJobsOnly(role) || !appointment.assignee;', filename: web },
    // two roles compared (a change to the same role), a role given, other words that are not roles
    { code: "if (member.role === role) return; const m = { role: 'office' };", filename: api },
    {
      code: "if (caller === 'vendor') x(); if (event !== 'vendor') y(); if (n.messageType === 'vendor') z();",
      filename: api,
    },
    { code: "switch (status) { case 'owner': break; }", filename: api },
  ],
  invalid: [
    { code: "if (member.role === 'owner') throw new AppError('owner-fixed');", filename: api, errors: 1 },
    { code: "const isTechnician = (actor) => actor.role === 'technician';", filename: api, errors: 1 },
    { code: "if (identity.role !== 'vendor') throw x; if ('admin' === role) y();", filename: api, errors: 2 },
    { code: "if (request.identity?.role !== 'vendor') return payload;", filename: api, errors: 1 },
    { code: "const member = memberRoleFromToken(token) !== 'owner';", filename: web, errors: 1 },
    { code: "const r = role === 'reviewer' || role === 'admin' ? role : null;", filename: web, errors: 2 },
    { code: "switch (member.role) { case 'owner': break; case 'office': break; default: }", filename: web, errors: 2 },
  ],
});
